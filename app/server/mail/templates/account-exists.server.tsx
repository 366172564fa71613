import { fullStop } from "~/lib/labels";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { EmailButton, mailTemplate, renderEmail } from "../render.server";
import { siteUrl } from "../words.server";

/**
 * Sent instead of a verification mail when someone registers with an address that already
 * has an account: the page answers the same either way, and only the owner learns of it.
 */
export const accountExistsMail = mailTemplate(
  ({ name, ...links }: { name: string; loginUrl: string; resetUrl: string }) => {
    const loginUrl = siteUrl(links.loginUrl);
    const resetUrl = siteUrl(links.resetUrl);
    const subject = m.mail_account_exists_subject({ brand: site.name });
    const body = m.mail_account_exists_body({ brand: site.name });
    return renderEmail(
      "account-exists",
      subject,
      <>
        <p style={{ marginTop: 0 }}>{m.mail_hello_name({ name })}</p>
        <p>{body}</p>
        <EmailButton href={loginUrl}>{m.mail_log_in()}</EmailButton>
        <p style={{ fontSize: 14, color: "#475569" }}>
          {m.mail_forgot_password()}{" "}
          <a href={resetUrl} style={{ color: "#0f766e" }}>
            {m.mail_reset_it_here()}
          </a>
          {`${fullStop()} ${m.mail_not_you_ignore()}`}
        </p>
      </>,
      `${m.mail_hello_name({ name })}

${body}

${m.mail_log_in()}: ${loginUrl}
${m.mail_forgot_password()} ${m.mail_reset_it()}: ${resetUrl}

${m.mail_not_you_ignore()}`,
    );
  },
);
