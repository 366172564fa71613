import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "../env.server";
import { log } from "../log.server";
import type { MailAttachment } from "./render.server";

export type OutgoingMail = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  attachments?: MailAttachment[] | null;
};

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** Real SMTP, as configured by SMTP_URL. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
  };
}

/**
 * Without SMTP, mail is written to DATA_DIR/outbox as .eml files. On a localhost APP_URL its links are printed to
 * the log too, so a developer can follow verification and reset links; anywhere else they never reach a log (and
 * start-up refuses a public APP_URL without SMTP_URL anyway).
 */
export function directoryTransport(dir: string, from: string, printLinks: boolean): MailTransport {
  return {
    async send(mail) {
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.id}.eml`);
      const eml = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `X-Mail-Kind: ${mail.kind}`,
        ...(mail.attachments?.length ? [`X-Attachments: ${mail.attachments.map((a) => a.filename).join(", ")}`] : []),
        "",
        mail.text,
      ].join("\n");
      await fs.writeFile(file, eml);
      if (!printLinks) return log.info("mail written to local outbox", { kind: mail.kind, file });
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info("mail written to local outbox", { kind: mail.kind, to: mail.to, file, links });
    },
  };
}

export function transportFromEnv(): MailTransport {
  const e = env();
  return e.SMTP_URL
    ? smtpTransport(e.SMTP_URL, e.MAIL_FROM)
    : directoryTransport(path.join(e.DATA_DIR, "outbox"), e.MAIL_FROM, e.isLocal);
}
