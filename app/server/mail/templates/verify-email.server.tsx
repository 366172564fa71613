import { site } from "~/lib/site-config";
import { EmailButton, renderEmail } from "../render.server";

export function verifyEmailMail({ name, url, validHours }: { name: string; url: string; validHours: number }) {
  const subject = `Verify your email for ${site.name}`;
  return renderEmail(
    "verify-email",
    subject,
    <>
      <p style={{ marginTop: 0 }}>Hello {name},</p>
      <p>
        Thank you for registering with {site.name}. Please confirm that this is your email address so you can log in to
        your parent dashboard.
      </p>
      <EmailButton href={url}>Verify my email</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        The link works for {validHours} hours. If the button does not work, copy this address into your browser:
        <br />
        <a href={url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
          {url}
        </a>
      </p>
      <p style={{ fontSize: 14, color: "#475569" }}>If you did not create an account, you can ignore this email.</p>
    </>,
    `Hello ${name},

Thank you for registering with ${site.name}. Please confirm that this is your email address by opening this link:

${url}

The link works for ${validHours} hours. If you did not create an account, you can ignore this email.`,
  );
}
