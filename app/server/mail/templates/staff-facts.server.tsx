import type { ReactNode } from "react";
import { renderEmail } from "../render.server";

/**
 * A mail to staff: an opening line, the facts as a label/value table, and a closing line with the link to act on
 * it; with its text twin. Every staff notification (public submissions, trial cancellations, new applications).
 */
export function staffFactsEmail({
  kind,
  subject,
  intro,
  fields,
  closing,
  closingText,
  labelWidth = 140,
}: {
  kind: string;
  subject: string;
  intro: string;
  fields: ReadonlyArray<readonly [string, string]>;
  /** The closing line, with its link. */
  closing: ReactNode;
  /** The closing line in the text version. */
  closingText: string;
  labelWidth?: number;
}) {
  const body = (
    <>
      <p style={{ marginTop: 0 }}>{intro}</p>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: "100%", borderCollapse: "collapse" }}>
        <tbody>
          {fields.map(([label, value]) => (
            <tr key={label}>
              <th
                align="left"
                style={{
                  verticalAlign: "top",
                  padding: "6px 12px 6px 0",
                  width: labelWidth,
                  color: "#475569",
                  fontWeight: 600,
                }}
              >
                {label}
              </th>
              <td style={{ padding: "6px 0", whiteSpace: "pre-wrap" }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginBottom: 0 }}>{closing}</p>
    </>
  );
  const text = [intro, "", ...fields.map(([label, value]) => `${label}: ${value}`), "", closingText].join("\n");
  return renderEmail(kind, subject, body, text);
}
