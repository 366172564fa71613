import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { EmailButton, mailPhone, mailTemplate, renderEmail } from "../render.server";
import { siteUrl } from "../words.server";

/** Sent after any password change, so an owner who did not make it can take the account back. */
export const passwordChangedMail = mailTemplate(({ name, ...links }: { name: string; resetUrl: string }) => {
  const resetUrl = siteUrl(links.resetUrl);
  const subject = m.mail_password_changed_subject();
  const questions = m.mail_questions_call({ phone: mailPhone() });
  return renderEmail(
    "password-changed",
    subject,
    <>
      <p style={{ marginTop: 0 }}>{m.mail_hello_name({ name })}</p>
      <p>{m.mail_password_changed_body({ brand: site.name })}</p>
      <p>{m.mail_password_changed_not_you()}</p>
      <EmailButton href={resetUrl}>{m.mail_reset_button()}</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>{questions}</p>
    </>,
    `${m.mail_hello_name({ name })}

${m.mail_password_changed_body({ brand: site.name })}

${m.mail_password_changed_not_you_text()}
${resetUrl}

${questions}`,
  );
});
