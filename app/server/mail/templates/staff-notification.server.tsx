import { formatClassTime } from "~/lib/format";
import { describeSubmission, type Submission } from "~/lib/labels";
import { env } from "~/server/env.server";
import { enqueueMail } from "../outbox.server";
import { renderEmail } from "../render.server";

/** The subject and opening line of the email; the fields come from describeSubmission, as in the inbox. */
function heading(s: Submission): { subject: string; intro: string } {
  switch (s.kind) {
    case "booking":
      return {
        subject: `New booking request: ${s.serviceTitle} from ${s.name}`,
        intro: "A parent asked to book a service on the website.",
      };
    case "contact":
      return {
        subject: `New contact message from ${s.name}`,
        intro: "Someone sent a message through the contact form.",
      };
    case "workshop":
      return { subject: `New workshop registration from ${s.name}`, intro: "A parent registered for a workshop." };
    case "store":
      return { subject: `New store sign-up: ${s.email}`, intro: "Someone asked to be told when the store opens." };
    case "trial":
      return {
        subject: `New trial booking: ${s.childName}, ${formatClassTime(s.classStartsAt, s.classEndsAt)}`,
        intro: "A parent booked a free trial class on the website.",
      };
  }
}

export function staffNotificationEmail(submission: Submission) {
  const { subject, intro } = heading(submission);
  const fields = describeSubmission(submission).details;
  const inboxUrl = `${env().APP_URL}/staff/inbox`;
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
                  width: 140,
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
      <p style={{ marginBottom: 0 }}>
        Follow it up in the <a href={inboxUrl}>staff inbox</a>.
      </p>
    </>
  );
  const text = [
    intro,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    `Staff inbox: ${inboxUrl}`,
  ].join("\n");
  return renderEmail(`staff-${submission.kind}`, subject, body, text);
}

/** Emails staff about a new submission through the outbox; does nothing when STAFF_EMAIL is unset. */
export async function notifyStaff(submission: Submission) {
  const to = env().STAFF_EMAIL;
  if (!to) return null;
  return enqueueMail(to, staffNotificationEmail(submission));
}
