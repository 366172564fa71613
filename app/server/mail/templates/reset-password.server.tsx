import { localDigits } from "~/lib/i18n/digits";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { EmailButton, mailTemplate, renderEmail } from "../render.server";
import { siteUrl } from "../words.server";

export const resetPasswordMail = mailTemplate(
  ({ name, url: link, validMinutes }: { name: string; url: string; validMinutes: number }) => {
    const url = siteUrl(link);
    const subject = m.mail_reset_subject({ brand: site.name });
    const minutes = m.mail_reset_link_minutes({ minutes: localDigits(validMinutes) });
    return renderEmail(
      "reset-password",
      subject,
      <>
        <p style={{ marginTop: 0 }}>{m.mail_hello_name({ name })}</p>
        <p>{m.mail_reset_body({ brand: site.name })}</p>
        <EmailButton href={url}>{m.mail_reset_button()}</EmailButton>
        <p style={{ fontSize: 14, color: "#475569" }}>
          {`${minutes} ${m.mail_copy_address()}`}
          <br />
          <a href={url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
            {url}
          </a>
        </p>
        <p style={{ fontSize: 14, color: "#475569" }}>{m.mail_reset_ignore()}</p>
      </>,
      `${m.mail_hello_name({ name })}

${m.mail_reset_body_text({ brand: site.name })}

${url}

${minutes} ${m.mail_reset_ignore()}`,
    );
  },
);
