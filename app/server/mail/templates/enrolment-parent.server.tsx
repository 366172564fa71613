import type { ReactNode } from "react";
import { formatSchedule } from "~/lib/enrolment";
import { formatClassTime, formatDateTime, formatLongDate, formatPoisha } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { staffText } from "~/lib/i18n/language";
import { enrolment, site } from "~/lib/site-config";
import type { Programme } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { EmailButton, mailPhone, mailTemplate, type RenderedEmail, renderEmail } from "../render.server";
import { greeting as hello, programmeName, siteUrl, waitlistPosition } from "../words.server";

/**
 * The parent's enrolment mails: received, accepted, waitlisted with the position, offered with the
 * deadline, offer lapsed, declined with the note, and a place cancelled or moved to another batch by staff. Each names the child and the batch
 * and links to the dashboard's Enrolment page; staff's note is quoted when there is one.
 */

export type EnrolmentMailFacts = {
  parentName: string | null;
  childName: string;
  batchName: string;
  /** The batch's Bangla name, for a Bangla mail; the English one is used when staff wrote none. */
  batchNameBn?: string | null;
  programme: Programme;
  classDays: readonly number[];
  startTime: string;
  endTime: string;
  startDate: string;
  /** Staff's note to the parent with this decision. */
  note?: string | null;
};

const enrolmentUrl = () => siteUrl("/dashboard/enrolment");

/** The batch's name in the mail's language (docs/product.md#languages). */
const batchName = (f: EnrolmentMailFacts) => staffText(f.batchName, f.batchNameBn).text;

function batchLine(f: EnrolmentMailFacts) {
  return m.mail_batch_line({
    batch: batchName(f),
    programme: programmeName(f.programme),
    schedule: formatSchedule(f),
    date: formatLongDate(f.startDate),
  });
}

/** One mail: greeting, paragraphs, the batch, staff's note, a button to the Enrolment page; and its text twin. */
function enrolmentMail(
  kind: string,
  subject: string,
  f: EnrolmentMailFacts,
  paragraphs: string[],
  { button = m.mail_enrolment_button(), url = enrolmentUrl() }: { button?: string; url?: string } = {},
): RenderedEmail {
  const greeting = hello(f.parentName);
  const teamNote = m.mail_team_note();
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
          <p style={{ marginBottom: 4, fontWeight: 700 }}>{teamNote}</p>
          <p style={{ marginTop: 0, whiteSpace: "pre-wrap", borderLeft: "3px solid #0f766e", paddingLeft: 12 }}>
            {note}
          </p>
        </>
      ) : null}
      <EmailButton href={url}>{button}</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        {`${m.mail_questions_reply_whatsapp({ phone: mailPhone() })} ${m.mail_copy_address()}`}
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
    ...(note ? ["", `${teamNote}:`, note] : []),
    "",
    `${button}: ${url}`,
  ].join("\n");
  return renderEmail(kind, subject, body, text);
}

export const applicationReceivedMail = mailTemplate((f: EnrolmentMailFacts) =>
  enrolmentMail("enrolment-received", m.mail_received_subject({ child: f.childName, batch: batchName(f) }), f, [
    m.mail_received_body({ child: f.childName }),
  ]),
);

/** What the acceptance mail tells about the place's first bill (docs/product.md#fees-and-billing). */
export type AcceptedBill = {
  firstClass: { startsAt: Date; endsAt: Date; date: string } | null;
  totalPoisha: number;
  dueDate: string | null;
};

/**
 * The place is confirmed: the first class the child will attend (not the batch's start, which may be weeks past), what
 * is due and by when, and a button to pay; a programme billed per session has nothing to pay now.
 */
export const applicationAcceptedMail = mailTemplate((f: EnrolmentMailFacts & { bill: AcceptedBill }) => {
  const { firstClass, totalPoisha, dueDate } = f.bill;
  const facts = firstClass ? { ...f, startDate: firstClass.date } : f;
  const due = totalPoisha > 0 && dueDate;
  return enrolmentMail(
    "enrolment-accepted",
    m.mail_accepted_subject({ child: f.childName, batch: batchName(f) }),
    facts,
    [
      m.mail_accepted_body({ child: f.childName, batch: batchName(f) }),
      ...(firstClass
        ? [
            m.mail_accepted_first_class({
              child: f.childName,
              when: formatClassTime(firstClass.startsAt, firstClass.endsAt),
            }),
          ]
        : []),
      due
        ? m.mail_accepted_due({ amount: formatPoisha(totalPoisha), date: formatLongDate(dueDate) })
        : m.mail_accepted_nothing_due(),
      `${m.mail_accepted_next()} ${enrolmentUrl()}`,
    ],
    due ? { button: m.mail_pay_now(), url: siteUrl("/dashboard/payments/pay-all") } : {},
  );
});

export const applicationWaitlistedMail = mailTemplate((f: EnrolmentMailFacts & { position: number }) =>
  enrolmentMail("enrolment-waitlisted", m.mail_waitlisted_subject({ child: f.childName, batch: batchName(f) }), f, [
    m.mail_waitlisted_body({ batch: batchName(f), child: f.childName, position: waitlistPosition(f.position) }),
    m.mail_waitlisted_next({ hours: localDigits(enrolment.offerHours) }),
  ]),
);

export const placeOfferedMail = mailTemplate((f: EnrolmentMailFacts & { expiresAt: Date }) =>
  enrolmentMail(
    "enrolment-offered",
    m.mail_offered_subject({ child: f.childName, deadline: formatDateTime(f.expiresAt) }),
    f,
    [
      m.mail_offered_body({ batch: batchName(f), child: f.childName }),
      m.mail_offered_deadline({ deadline: formatDateTime(f.expiresAt) }),
    ],
    { button: m.mail_offered_button() },
  ),
);

/** The next cycle (docs/product.md#the-next-cycle): a seat in the batch that continues the child's, held until its end. */
export const continueOfferedMail = mailTemplate(
  (f: EnrolmentMailFacts & { fromBatchName: string; fromBatchNameBn: string | null; holdUntil: Date }) =>
    enrolmentMail(
      "enrolment-continue",
      m.money_mail_continue_subject({ child: f.childName, batch: batchName(f) }),
      f,
      [
        m.money_mail_continue_body({
          child: f.childName,
          from: staffText(f.fromBatchName, f.fromBatchNameBn).text,
          batch: batchName(f),
        }),
        m.money_mail_continue_hold({ deadline: formatDateTime(f.holdUntil) }),
      ],
      { button: m.money_mail_continue_button() },
    ),
);

export const offerLapsedMail = mailTemplate((f: EnrolmentMailFacts & { position: number }) =>
  enrolmentMail("enrolment-lapsed", m.mail_lapsed_subject({ child: f.childName, batch: batchName(f) }), f, [
    m.mail_lapsed_body({ child: f.childName, batch: batchName(f) }),
    m.mail_lapsed_still_waiting({ child: f.childName, position: waitlistPosition(f.position) }),
  ]),
);

export const applicationDeclinedMail = mailTemplate((f: EnrolmentMailFacts) =>
  enrolmentMail("enrolment-declined", m.mail_declined_subject({ child: f.childName, batch: batchName(f) }), f, [
    m.mail_declined_body({ child: f.childName, batch: batchName(f) }),
    m.mail_declined_next(),
  ]),
);

export const placeCancelledMail = mailTemplate((f: EnrolmentMailFacts) =>
  enrolmentMail("enrolment-cancelled", m.mail_cancelled_subject({ child: f.childName, batch: batchName(f) }), f, [
    m.mail_cancelled_body({ child: f.childName, batch: batchName(f), brand: site.name }),
    m.mail_unexpected_contact(),
  ]),
);

/** Staff moved the child to another batch of the same programme; the facts are the new batch's. */
export const placeMovedMail = mailTemplate(
  (f: EnrolmentMailFacts & { fromBatchName: string; fromBatchNameBn?: string | null }) =>
    enrolmentMail("enrolment-moved", m.mail_moved_subject({ child: f.childName, batch: batchName(f) }), f, [
      m.mail_moved_body({
        child: f.childName,
        from: staffText(f.fromBatchName, f.fromBatchNameBn).text,
        batch: batchName(f),
      }),
      m.mail_unexpected_contact(),
    ]),
);
