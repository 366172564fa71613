import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { toBanglaDigits } from "~/lib/i18n/digits";
import type { Language } from "~/lib/i18n/language";
import { site } from "~/lib/site-config";
import { currentLanguage, inLanguage } from "../language.server";

/** A file sent with a mail (a trial's .ics), its content as text. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type RenderedEmail = {
  kind: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
};

/** Renders an email body component to a complete HTML document, in the current language (its recipient's). */
export function renderEmail(kind: string, subject: string, body: ReactElement, text: string): RenderedEmail {
  const language = currentLanguage();
  const html = `<!doctype html>${renderToStaticMarkup(
    <EmailLayout title={subject} language={language}>
      {body}
    </EmailLayout>,
  )}`;
  return { kind, subject, html, text: `${text.trim()}\n\n— ${site.name}, ${schoolAddress(language)}\n` };
}

const schoolAddress = (language: Language) => (language === "bn" ? site.bn.address : site.address.display);

/** How each mail was written, so the outbox can write it again in its recipient's language. */
const writers = new WeakMap<RenderedEmail, { language: Language; write: () => RenderedEmail; englishOnly: boolean }>();

/**
 * Wraps a mail template: the mail is written in the current language, and remembers how to write itself again, so
 * that `inRecipientLanguage` (called by the outbox) can put it in the language of whoever receives it.
 */
export function mailTemplate<Args extends unknown[]>(
  template: (...args: Args) => RenderedEmail,
  { englishOnly = false }: { englishOnly?: boolean } = {},
): (...args: Args) => RenderedEmail {
  return (...args) => {
    const language = englishOnly ? "en" : currentLanguage();
    const email = inLanguage(language, () => template(...args));
    writers.set(email, { language, write: () => template(...args), englishOnly });
    return email;
  };
}

/** The mail written in `language`; the same mail when it already is, or when it was not made by a template. */
export function inRecipientLanguage(email: RenderedEmail, language: Language): RenderedEmail {
  const writer = writers.get(email);
  if (!writer || writer.englishOnly || writer.language === language) return email;
  const written = inLanguage(language, writer.write);
  writers.set(written, { ...writer, language });
  return written;
}

function EmailLayout({ title, language, children }: { title: string; language: Language; children: ReactNode }) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, background: "#f8fafc", fontFamily: "Arial, Helvetica, sans-serif", color: "#1f2937" }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  style={{ maxWidth: 560, background: "#ffffff", borderRadius: 12 }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          padding: "20px 24px",
                          borderBottom: "1px solid #e2e8f0",
                          fontWeight: 700,
                          color: "#0f766e",
                        }}
                      >
                        {site.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 24, fontSize: 16, lineHeight: 1.5 }}>{children}</td>
                    </tr>
                    <tr>
                      <td
                        style={{ padding: "16px 24px", fontSize: 12, color: "#64748b", borderTop: "1px solid #e2e8f0" }}
                      >
                        {site.name} · {schoolAddress(language)} · {mailPhone(language)}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The school's phone number as written in `language` (Bangla digits in Bangla). */
export const mailPhone = (language: Language = currentLanguage()) =>
  language === "bn" ? toBanglaDigits(site.phone) : site.phone;

/** A call-to-action link that survives email clients. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "24px 0" }}>
      <a
        href={href}
        style={{
          background: "#0f766e",
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: 8,
          textDecoration: "none",
          fontWeight: 700,
        }}
      >
        {children}
      </a>
    </p>
  );
}
