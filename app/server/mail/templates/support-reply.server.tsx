import { site } from "~/lib/site-config";
import { env } from "~/server/env.server";
import { EmailButton, renderEmail } from "../render.server";

/**
 * Tells a parent that staff replied to their support message. It carries only the subject:
 * the reply itself is read after signing in.
 */
export function supportReplyMail({ name, subject }: { name: string | null; subject: string }) {
  const url = `${env().APP_URL}/dashboard/support`;
  const title = `A reply is waiting: ${subject}`;
  const greeting = name ? `Hello ${name},` : "Hello,";
  return renderEmail(
    "support-reply",
    title,
    <>
      <p style={{ marginTop: 0 }}>{greeting}</p>
      <p>
        The {site.name} team has replied to your support message “{subject}”. Sign in to read it in Message History.
      </p>
      <EmailButton href={url}>Read the reply</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        If the button does not work, copy this address into your browser:
        <br />
        <a href={url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
          {url}
        </a>
      </p>
    </>,
    `${greeting}

The ${site.name} team has replied to your support message "${subject}". Sign in to read it in Message History:

${url}`,
  );
}
