import { localDigits } from "~/lib/i18n/digits";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { EmailButton, mailTemplate, renderEmail } from "../render.server";
import { siteUrl } from "../words.server";

export const verifyEmailMail = mailTemplate(
  ({ name, url: link, validHours }: { name: string; url: string; validHours: number }) => {
    const url = siteUrl(link);
    const subject = m.mail_verify_subject({ brand: site.name });
    const hours = m.mail_verify_link_hours({ hours: localDigits(validHours) });
    return renderEmail(
      "verify-email",
      subject,
      <>
        <p style={{ marginTop: 0 }}>{m.mail_hello_name({ name })}</p>
        <p>{m.mail_verify_body({ brand: site.name })}</p>
        <EmailButton href={url}>{m.mail_verify_button()}</EmailButton>
        <p style={{ fontSize: 14, color: "#475569" }}>
          {`${hours} ${m.mail_copy_address()}`}
          <br />
          <a href={url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
            {url}
          </a>
        </p>
        <p style={{ fontSize: 14, color: "#475569" }}>{m.mail_verify_ignore()}</p>
      </>,
      `${m.mail_hello_name({ name })}

${m.mail_verify_body_text({ brand: site.name })}

${url}

${hours} ${m.mail_verify_ignore()}`,
    );
  },
);
