import { site } from "~/lib/site-config";
import { EmailButton, renderEmail } from "../render.server";

/**
 * Sent instead of a verification mail when someone registers with an address that already
 * has an account: the page answers the same either way, and only the owner learns of it.
 */
export function accountExistsMail({ name, loginUrl, resetUrl }: { name: string; loginUrl: string; resetUrl: string }) {
  const subject = `Someone tried to register with your email at ${site.name}`;
  return renderEmail(
    "account-exists",
    subject,
    <>
      <p style={{ marginTop: 0 }}>Hello {name},</p>
      <p>
        Someone, perhaps you, just tried to create a new {site.name} account with this email address. You already have
        an account, so nothing was changed.
      </p>
      <EmailButton href={loginUrl}>Log in</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        Forgotten your password?{" "}
        <a href={resetUrl} style={{ color: "#0f766e" }}>
          Reset it here
        </a>
        . If this was not you, you can ignore this email.
      </p>
    </>,
    `Hello ${name},

Someone, perhaps you, just tried to create a new ${site.name} account with this email address. You already have an account, so nothing was changed.

Log in: ${loginUrl}
Forgotten your password? Reset it: ${resetUrl}

If this was not you, you can ignore this email.`,
  );
}
