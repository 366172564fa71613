import { env } from "~/server/env.server";
import { enqueueMail } from "../outbox.server";
import { renderEmail } from "../render.server";

/** A new public submission, as staff should read it. */
export type Submission =
  | { kind: "booking"; serviceTitle: string; name: string; whatsapp: string }
  | { kind: "contact"; name: string; email: string; message: string }
  | { kind: "workshop"; workshop: string; name: string; contact: string; attendees: number }
  | { kind: "store-interest"; email: string; product: string | null };

type Described = { subject: string; intro: string; fields: Array<[label: string, value: string]> };

function describe(s: Submission): Described {
  switch (s.kind) {
    case "booking":
      return {
        subject: `New booking request: ${s.serviceTitle} from ${s.name}`,
        intro: "A parent asked to book a service on the website.",
        fields: [["Service", s.serviceTitle], ["Name", s.name], ["WhatsApp", s.whatsapp]],
      };
    case "contact":
      return {
        subject: `New contact message from ${s.name}`,
        intro: "Someone sent a message through the contact form.",
        fields: [["Name", s.name], ["Email", s.email], ["Message", s.message]],
      };
    case "workshop":
      return {
        subject: `New workshop registration from ${s.name}`,
        intro: "A parent registered for a workshop.",
        fields: [["Workshop", s.workshop], ["Name", s.name], ["Phone or email", s.contact], ["Number attending", String(s.attendees)]],
      };
    case "store-interest":
      return {
        subject: `New store sign-up: ${s.email}`,
        intro: "Someone asked to be told when the store opens.",
        fields: [["Email", s.email], ["Product", s.product ?? "Any"]],
      };
  }
}

export function staffNotificationEmail(submission: Submission) {
  const { subject, intro, fields } = describe(submission);
  const inboxUrl = `${env().APP_URL}/staff/inbox`;
  const body = (
    <>
      <p style={{ marginTop: 0 }}>{intro}</p>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: "100%", borderCollapse: "collapse" }}>
        <tbody>
          {fields.map(([label, value]) => (
            <tr key={label}>
              <th align="left" style={{ verticalAlign: "top", padding: "6px 12px 6px 0", width: 140, color: "#475569", fontWeight: 600 }}>
                {label}
              </th>
              <td style={{ padding: "6px 0", whiteSpace: "pre-wrap" }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginBottom: 0 }}>
        Follow it up in the <a href={inboxUrl}>staff inbox</a>.
      </p>
    </>
  );
  const text = [intro, "", ...fields.map(([label, value]) => `${label}: ${value}`), "", `Staff inbox: ${inboxUrl}`].join("\n");
  return renderEmail(`staff-${submission.kind}`, subject, body, text);
}

/** Emails staff about a new submission through the outbox; does nothing when STAFF_EMAIL is unset. */
export async function notifyStaff(submission: Submission) {
  const to = env().STAFF_EMAIL;
  if (!to) return null;
  return enqueueMail(to, staffNotificationEmail(submission));
}
