import { formatClassTime } from "~/lib/format";
import { describeSubmission } from "~/lib/labels";
import type { Programme } from "~/lib/statuses";
import { env } from "~/server/env.server";
import { mailTemplate } from "../render.server";
import { staffFactsEmail } from "./staff-facts.server";

/**
 * To staff, when a parent cancelled a trial through their booking's link: the booking as the inbox showed it, since
 * it has left the inbox (new bookings are announced by staff-notification, like every public submission).
 */
export const trialCancelledStaffEmail = mailTemplate(
  (details: {
    startsAt: Date;
    endsAt: Date;
    programme: Programme;
    batchName: string;
    booking: { name: string; whatsapp: string; email: string | null; childName: string; childAge: number };
  }) => {
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
    return staffFactsEmail({
      kind: "staff-trial-cancelled",
      subject: `Trial booking cancelled: ${booking.childName}, ${when}`,
      intro,
      fields,
      closing: (
        <>
          Other trial bookings are in the <a href={inboxUrl}>staff inbox</a>.
        </>
      ),
      closingText: `Staff inbox: ${inboxUrl}`,
    });
  },
  { englishOnly: true },
);
