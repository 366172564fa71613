import { formatClassTime } from "~/lib/format";
import { describeSubmission, type Submission } from "~/lib/labels";
import { env } from "~/server/env.server";
import { enqueueMail } from "../outbox.server";
import { mailTemplate } from "../render.server";
import { staffFactsEmail } from "./staff-facts.server";

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
      return {
        subject: `New event registration from ${s.name}: ${s.workshop}`,
        intro: "Someone registered for an event on the website.",
      };
    case "store":
      return { subject: `New store sign-up: ${s.email}`, intro: "Someone asked to be told when the store opens." };
    case "trial":
      return {
        subject: `New trial booking: ${s.childName}, ${formatClassTime(s.classStartsAt, s.classEndsAt)}`,
        intro: "A parent booked a free trial class on the website.",
      };
  }
}

export const staffNotificationEmail = mailTemplate(
  (submission: Submission) => {
    const { subject, intro } = heading(submission);
    const fields = describeSubmission(submission).details;
    const inboxUrl = `${env().APP_URL}/staff/inbox`;
    return staffFactsEmail({
      kind: `staff-${submission.kind}`,
      subject,
      intro,
      fields,
      closing: (
        <>
          Follow it up in the <a href={inboxUrl}>staff inbox</a>.
        </>
      ),
      closingText: `Staff inbox: ${inboxUrl}`,
    });
  },
  { englishOnly: true },
);

/** Emails staff about a new submission through the outbox; does nothing when STAFF_EMAIL is unset. */
export async function notifyStaff(submission: Submission) {
  const to = env().STAFF_EMAIL;
  if (!to) return null;
  return enqueueMail(to, staffNotificationEmail(submission));
}
