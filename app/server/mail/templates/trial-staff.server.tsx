import { formatClassTime } from "~/lib/format";
import { describeSubmission } from "~/lib/labels";
import type { Programme } from "~/lib/statuses";
import { env } from "~/server/env.server";
import { renderEmail } from "../render.server";

/**
 * To staff, when a parent cancelled a trial through their booking's link: the booking as the inbox showed it, since
 * it has left the inbox (new bookings are announced by staff-notification, like every public submission).
 */
export function trialCancelledStaffEmail(details: {
  startsAt: Date;
  endsAt: Date;
  programme: Programme;
  batchName: string;
  booking: { name: string; whatsapp: string; email: string | null; childName: string; childAge: number };
}) {
  const { booking } = details;
  const when = formatClassTime(details.startsAt, details.endsAt);
  const fields = describeSubmission({
    kind: "trial",
    classStartsAt: details.startsAt,
    classEndsAt: details.endsAt,
    programme: details.programme,
    batchName: details.batchName,
    name: booking.name,
    whatsapp: booking.whatsapp,
    email: booking.email,
    childName: booking.childName,
    childAge: booking.childAge,
  }).details;
  const intro =
    "A parent cancelled their free trial class through the link in their confirmation. The place is free again.";
  const inboxUrl = `${env().APP_URL}/staff/inbox?type=trial`;
  return renderEmail(
    "staff-trial-cancelled",
    `Trial booking cancelled: ${booking.childName}, ${when}`,
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
        Other trial bookings are in the <a href={inboxUrl}>staff inbox</a>.
      </p>
    </>,
    [intro, "", ...fields.map(([label, value]) => `${label}: ${value}`), "", `Staff inbox: ${inboxUrl}`].join("\n"),
  );
}
