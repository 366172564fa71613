import { site } from "~/lib/site-config";
import { EmailButton, renderEmail } from "../render.server";

export function resetPasswordMail({ name, url, validMinutes }: { name: string; url: string; validMinutes: number }) {
  const subject = `Reset your ${site.name} password`;
  return renderEmail(
    "reset-password",
    subject,
    <>
      <p style={{ marginTop: 0 }}>Hello {name},</p>
      <p>
        We received a request to reset the password of your {site.name} account. Choose a new password with the button
        below.
      </p>
      <EmailButton href={url}>Reset my password</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        The link works once, for {validMinutes} minutes. If the button does not work, copy this address into your
        browser:
        <br />
        <a href={url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
          {url}
        </a>
      </p>
      <p style={{ fontSize: 14, color: "#475569" }}>
        If you did not ask for this, you can ignore this email: your password stays as it is.
      </p>
    </>,
    `Hello ${name},

We received a request to reset the password of your ${site.name} account. Choose a new password here:

${url}

The link works once, for ${validMinutes} minutes. If you did not ask for this, you can ignore this email: your password stays as it is.`,
  );
}
