import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { EmailButton, mailTemplate, renderEmail } from "../render.server";
import { greeting as hello, siteUrl } from "../words.server";

/**
 * Tells a parent that staff replied to their support message. It carries only the subject:
 * the reply itself is read after signing in.
 */
export const supportReplyMail = mailTemplate(({ name, subject }: { name: string | null; subject: string }) => {
  const url = siteUrl("/dashboard/support");
  const title = m.mail_support_reply_subject({ subject });
  const greeting = hello(name);
  return renderEmail(
    "support-reply",
    title,
    <>
      <p style={{ marginTop: 0 }}>{greeting}</p>
      <p>{m.mail_support_reply_body({ brand: site.name, subject })}</p>
      <EmailButton href={url}>{m.mail_support_reply_button()}</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        {m.mail_copy_address()}
        <br />
        <a href={url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
          {url}
        </a>
      </p>
    </>,
    `${greeting}

${m.mail_support_reply_body_text({ brand: site.name, subject })}

${url}`,
  );
});
