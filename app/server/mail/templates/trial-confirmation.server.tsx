import { trialNextSteps } from "~/content/trial";
import { programmeLabels } from "~/lib/enrolment";
import { formatClassTime } from "~/lib/format";
import { site } from "~/lib/site-config";
import type { Programme } from "~/lib/statuses";
import { env } from "~/server/env.server";
import { calendarFile } from "../../calendar/ics.server";
import { EmailButton, renderEmail } from "../render.server";

export type TrialMailDetails = {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  programme: Programme;
  batchName: string;
  name: string;
  childName: string;
};

/** The booking's own page (details, calendar file, cancelling): its unguessable id is the key. */
export const trialBookingUrl = (bookingId: string) => `${env().APP_URL}/trial/booked/${bookingId}`;

/** The class as a calendar event, for the attachment and the download on the booking's page. */
export function trialCalendar(details: Omit<TrialMailDetails, "name">) {
  const programme = programmeLabels[details.programme];
  return calendarFile({
    uid: `trial-${details.bookingId}@${new URL(env().APP_URL).hostname}`,
    startsAt: details.startsAt,
    endsAt: details.endsAt,
    summary: `Free trial class: ${programme} (${site.name})`,
    description: [`${details.childName}'s free trial class, ${details.batchName}.`, ...trialNextSteps, site.phone].join(
      "\n",
    ),
    location: "Online: the joining link comes on WhatsApp",
  });
}

export const trialCalendarAttachment = (content: string) => ({
  filename: "trial-class.ics",
  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  content,
});

/** To the parent, when they gave an email: the class, what happens next, and the class as an .ics file. */
export function trialConfirmationEmail(details: TrialMailDetails) {
  const when = formatClassTime(details.startsAt, details.endsAt);
  const programme = programmeLabels[details.programme];
  const pageUrl = trialBookingUrl(details.bookingId);
  const subject = `Trial class booked: ${when}`;
  const greeting = `Hello ${details.name},`;
  const email = renderEmail(
    "trial-confirmation",
    subject,
    <>
      <p style={{ marginTop: 0 }}>{greeting}</p>
      <p>{details.childName}'s free trial class is booked:</p>
      <p style={{ fontSize: 18, fontWeight: 700, margin: "16px 0 4px" }}>{when}</p>
      <p style={{ marginTop: 0, color: "#475569" }}>
        Dhaka time · {programme} · {details.batchName}
      </p>
      <p style={{ fontWeight: 700, marginBottom: 4 }}>What happens next</p>
      <ol style={{ marginTop: 0, paddingLeft: 20 }}>
        {trialNextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>The calendar file attached to this email adds the class to your calendar.</p>
      <EmailButton href={pageUrl}>View or cancel your booking</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        If the button does not work, copy this address into your browser:
        <br />
        <a href={pageUrl} style={{ color: "#0f766e", wordBreak: "break-all" }}>
          {pageUrl}
        </a>
        <br />
        Questions? Call or message us on {site.phone}.
      </p>
    </>,
    `${greeting}

${details.childName}'s free trial class is booked:

${when} (Dhaka time)
${programme} · ${details.batchName}

What happens next
${trialNextSteps.map((step, i) => `${i + 1}. ${step}`).join("\n")}

The calendar file attached to this email adds the class to your calendar.

View or cancel your booking: ${pageUrl}

Questions? Call or message us on ${site.phone}.`,
  );
  return { ...email, attachments: [trialCalendarAttachment(trialCalendar(details))] };
}

/** To the parent, when they cancelled through their booking's page. */
export function trialCancelledEmail(details: TrialMailDetails) {
  const when = formatClassTime(details.startsAt, details.endsAt);
  const subject = `Trial class cancelled: ${when}`;
  const greeting = `Hello ${details.name},`;
  const again = `${env().APP_URL}/trial`;
  return renderEmail(
    "trial-cancelled",
    subject,
    <>
      <p style={{ marginTop: 0 }}>{greeting}</p>
      <p>
        {details.childName}'s free trial class on {when} is cancelled, as you asked. You are welcome to book another
        time whenever it suits you.
      </p>
      <EmailButton href={again}>Book another trial class</EmailButton>
    </>,
    `${greeting}

${details.childName}'s free trial class on ${when} is cancelled, as you asked. You are welcome to book another time whenever it suits you:

${again}`,
  );
}
