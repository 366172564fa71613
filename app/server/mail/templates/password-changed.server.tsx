import { site } from "~/lib/site-config";
import { EmailButton, renderEmail } from "../render.server";

/** Sent after any password change, so an owner who did not make it can take the account back. */
export function passwordChangedMail({ name, resetUrl }: { name: string; resetUrl: string }) {
  const subject = "Your password was changed";
  return renderEmail(
    "password-changed",
    subject,
    <>
      <p style={{ marginTop: 0 }}>Hello {name},</p>
      <p>The password of your {site.name} account was just changed. If that was you, there is nothing more to do.</p>
      <p>If it was not you, reset your password now. Resetting it signs everyone else out of your account.</p>
      <EmailButton href={resetUrl}>Reset my password</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>Questions? Call us at {site.phone}.</p>
    </>,
    `Hello ${name},

The password of your ${site.name} account was just changed. If that was you, there is nothing more to do.

If it was not you, reset your password now (this signs everyone else out of your account):
${resetUrl}

Questions? Call us at ${site.phone}.`,
  );
}
