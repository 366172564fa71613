import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "~/lib/site-config";

/** A file sent with a mail (a trial's .ics), its content as text. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type RenderedEmail = {
  kind: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
};

/** Renders an email body component to a complete HTML document. */
export function renderEmail(kind: string, subject: string, body: ReactElement, text: string): RenderedEmail {
  const html = `<!doctype html>${renderToStaticMarkup(<EmailLayout title={subject}>{body}</EmailLayout>)}`;
  return { kind, subject, html, text: `${text.trim()}\n\n— ${site.name}, ${site.address.display}\n` };
}

function EmailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
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
                        {site.name} · {site.address.display} · {site.phone}
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
