import type { ReactNode } from "react";
import { formatSchedule, programmeLabels, waitlistPositionText } from "~/lib/enrolment";
import { formatDateTime, formatLongDate } from "~/lib/format";
import { enrolment, site } from "~/lib/site-config";
import type { Programme } from "~/lib/statuses";
import { env } from "~/server/env.server";
import { EmailButton, renderEmail } from "../render.server";

/**
 * The parent's enrolment mails (issue 14): received, accepted, waitlisted with the position, offered with the
 * deadline, offer lapsed, declined with the note, and a place cancelled or moved to another batch by staff. Each names the child and the batch
 * and links to the dashboard's Enrolment page; staff's note is quoted when there is one.
 */

export type EnrolmentMailFacts = {
  parentName: string | null;
  childName: string;
  batchName: string;
  programme: Programme;
  classDays: readonly number[];
  startTime: string;
  endTime: string;
  startDate: string;
  /** Staff's note to the parent with this decision. */
  note?: string | null;
};

const enrolmentUrl = () => `${env().APP_URL}/dashboard/enrolment`;

function batchLine(f: EnrolmentMailFacts) {
  return `${f.batchName} (${programmeLabels[f.programme]}): ${formatSchedule(f)}, Dhaka time, starting ${formatLongDate(f.startDate)}`;
}

/** One mail: greeting, paragraphs, the batch, staff's note, a button to the Enrolment page; and its text twin. */
function enrolmentMail(
  kind: string,
  subject: string,
  f: EnrolmentMailFacts,
  paragraphs: string[],
  { button = "Open your enrolment page" }: { button?: string } = {},
) {
  const url = enrolmentUrl();
  const greeting = f.parentName ? `Hello ${f.parentName},` : "Hello,";
  const note = f.note?.trim();
  const body: ReactNode = (
    <>
      <p style={{ marginTop: 0 }}>{greeting}</p>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p style={{ background: "#f1f5f9", borderRadius: 8, padding: "12px 16px" }}>
        <strong>{f.childName}</strong>
        <br />
        {batchLine(f)}
      </p>
      {note ? (
        <>
          <p style={{ marginBottom: 4, fontWeight: 700 }}>A note from the team</p>
          <p style={{ marginTop: 0, whiteSpace: "pre-wrap", borderLeft: "3px solid #0f766e", paddingLeft: 12 }}>
            {note}
          </p>
        </>
      ) : null}
      <EmailButton href={url}>{button}</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        Questions? Reply on WhatsApp or call us on {site.phone}. If the button does not work, copy this address into
        your browser:
        <br />
        <a href={url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
          {url}
        </a>
      </p>
    </>
  );
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    `${f.childName}: ${batchLine(f)}`,
    ...(note ? ["", "A note from the team:", note] : []),
    "",
    `${button}: ${url}`,
  ].join("\n");
  return renderEmail(kind, subject, body, text);
}

export function applicationReceivedMail(f: EnrolmentMailFacts) {
  return enrolmentMail("enrolment-received", `Application received: ${f.childName}, ${f.batchName}`, f, [
    `Thank you for applying for ${f.childName}. We have received the application and will confirm the place by email.`,
  ]);
}

export function applicationAcceptedMail(f: EnrolmentMailFacts) {
  return enrolmentMail("enrolment-accepted", `Place confirmed: ${f.childName}, ${f.batchName}`, f, [
    `Good news: ${f.childName} has a place in ${f.batchName}. Classes start on ${formatLongDate(f.startDate)}.`,
    "Your enrolment page shows the place and what to pay before the first class.",
  ]);
}

export function applicationWaitlistedMail(f: EnrolmentMailFacts & { position: number }) {
  return enrolmentMail("enrolment-waitlisted", `On the waitlist: ${f.childName}, ${f.batchName}`, f, [
    `${f.batchName} is full at the moment, so ${f.childName} is on its waitlist: ${waitlistPositionText(f.position)}.`,
    `When a seat frees up we offer it to the next family on the list by email, and you have ${enrolment.offerHours} hours to accept it. Your enrolment page always shows your current position.`,
  ]);
}

export function placeOfferedMail(f: EnrolmentMailFacts & { expiresAt: Date }) {
  return enrolmentMail(
    "enrolment-offered",
    `A place is free for ${f.childName}: accept by ${formatDateTime(f.expiresAt)}`,
    f,
    [
      `A seat has freed up in ${f.batchName}, and it is ${f.childName}'s next.`,
      `Please accept it on your enrolment page by ${formatDateTime(f.expiresAt)} (Dhaka time). After that the offer lapses and the seat goes to the next family.`,
    ],
    { button: "Accept the offer" },
  );
}

export function offerLapsedMail(f: EnrolmentMailFacts & { position: number }) {
  return enrolmentMail("enrolment-lapsed", `Offer lapsed: ${f.childName}, ${f.batchName}`, f, [
    `The place we offered ${f.childName} in ${f.batchName} was not accepted in time, so it has gone to the next family.`,
    `${f.childName} is still on the waitlist: ${waitlistPositionText(f.position)}. We will email you if another seat frees up.`,
  ]);
}

export function applicationDeclinedMail(f: EnrolmentMailFacts) {
  return enrolmentMail("enrolment-declined", `About your application: ${f.childName}, ${f.batchName}`, f, [
    `Thank you for applying for ${f.childName}. We are sorry: we cannot offer a place in ${f.batchName}.`,
    "You are welcome to apply for another batch, or to contact us to talk it through.",
  ]);
}

export function placeCancelledMail(f: EnrolmentMailFacts) {
  return enrolmentMail("enrolment-cancelled", `Place cancelled: ${f.childName}, ${f.batchName}`, f, [
    `${f.childName}'s application for ${f.batchName} has been cancelled by the ${site.name} team.`,
    "If this is unexpected, please contact us.",
  ]);
}

/** Staff moved the child to another batch of the same programme; the facts are the new batch's. */
export function placeMovedMail(f: EnrolmentMailFacts & { fromBatchName: string }) {
  return enrolmentMail("enrolment-moved", `New batch: ${f.childName}, ${f.batchName}`, f, [
    `${f.childName} has moved from ${f.fromBatchName} to ${f.batchName}. The class days and times below are the new ones.`,
    "If this is unexpected, please contact us.",
  ]);
}
