import { formatClassTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { staffText } from "~/lib/i18n/language";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { env } from "~/server/env.server";
import { calendarFile } from "../../calendar/ics.server";
import { EmailButton, type MailAttachment, mailPhone, mailTemplate, renderEmail } from "../render.server";
import { greeting as hello, siteUrl } from "../words.server";

/**
 * Mails about classes and events (docs/product.md#classes-and-recordings): a cancelled class, to each family of the
 * batch and to the class's trial bookers, and an event registration's confirmation with its calendar file. None carries
 * a join or recording link.
 */

type Paragraphs = string[];

function simpleMail(
  kind: string,
  subject: string,
  greetingName: string | null,
  paragraphs: Paragraphs,
  button: { label: string; url: string },
  attachments?: MailAttachment[],
) {
  const greeting = hello(greetingName);
  const body = (
    <>
      <p style={{ marginTop: 0 }}>{greeting}</p>
      {paragraphs.map((p) => (
        <p key={p} style={{ whiteSpace: "pre-wrap" }}>
          {p}
        </p>
      ))}
      <EmailButton href={button.url}>{button.label}</EmailButton>
      <p style={{ fontSize: 14, color: "#475569" }}>
        {`${m.mail_questions_whatsapp({ phone: mailPhone() })} ${m.mail_copy_address()}`}
        <br />
        <a href={button.url} style={{ color: "#0f766e", wordBreak: "break-all" }}>
          {button.url}
        </a>
      </p>
    </>
  );
  const text = [greeting, "", ...paragraphs.flatMap((p) => [p, ""]), `${button.label}: ${button.url}`].join("\n");
  return { ...renderEmail(kind, subject, body, text), attachments };
}

export type CancelledClassFacts = {
  batchName: string;
  startsAt: Date;
  endsAt: Date;
  reason: string;
  /** What staff wrote in Bangla, for a Bangla mail; the English is used when they wrote none. */
  batchNameBn?: string | null;
  reasonBn?: string | null;
};

/** Staff's words in the mail's language. */
const staffWords = (english: string, bangla: string | null | undefined) => staffText(english, bangla).text;

/** To a family of the batch: which class is off and why. */
export const classCancelledMail = mailTemplate(
  (f: CancelledClassFacts & { parentName: string | null; childNames: string[] }) => {
    const when = formatClassTime(f.startsAt, f.endsAt);
    const batch = staffWords(f.batchName, f.batchNameBn);
    return simpleMail(
      "class-cancelled",
      m.mail_class_cancelled_subject({ batch, when }),
      f.parentName,
      [
        m.mail_class_cancelled_body({ batch, when }),
        m.mail_why({ reason: staffWords(f.reason, f.reasonBn) }),
        m.mail_class_cancelled_others({ children: f.childNames.join(` ${m.mail_and()} `) }),
      ],
      { label: m.mail_class_cancelled_button(), url: siteUrl("/dashboard/classes") },
    );
  },
);

/** To a parent who booked a free trial into that class: it is off, and they can choose another time. */
export const trialClassCancelledMail = mailTemplate((f: CancelledClassFacts & { name: string; childName: string }) => {
  const when = formatClassTime(f.startsAt, f.endsAt);
  return simpleMail(
    "trial-class-cancelled",
    m.mail_trial_cancelled_subject({ when }),
    f.name,
    [
      m.mail_trial_class_cancelled_body({ when, child: f.childName }),
      m.mail_why({ reason: staffWords(f.reason, f.reasonBn) }),
      m.mail_trial_class_cancelled_again(),
    ],
    { label: m.mail_trial_book_another(), url: siteUrl("/trial") },
  );
});

export type RegisteredEventFacts = {
  name: string;
  attendees: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** Null for an online event. */
  place: string | null;
  description: string;
  /** The event's Bangla title, description and place, for a Bangla mail or feed when staff wrote them. */
  titleBn?: string | null;
  descriptionBn?: string | null;
  placeBn?: string | null;
};

type EventWords = Pick<
  RegisteredEventFacts,
  "title" | "description" | "place" | "titleBn" | "descriptionBn" | "placeBn"
>;

/** The event's title and description in the mail's language (the English ones when there are no Bangla ones). */
const eventWords = (f: EventWords) => ({
  title: staffWords(f.title, f.titleBn),
  description: staffWords(f.description, f.descriptionBn),
  place: f.place === null ? null : staffWords(f.place, f.placeBn),
});

/** The event as a calendar entry: for the registration's mail and the registrant's calendar feed. */
export function eventCalendarEvent(f: Pick<RegisteredEventFacts, "startsAt" | "endsAt"> & EventWords, eventId: string) {
  const { title, description, place } = eventWords(f);
  return {
    uid: `event-${eventId}@${new URL(env().APP_URL).hostname}`,
    startsAt: f.startsAt,
    endsAt: f.endsAt,
    summary: `${title} (${site.name})`,
    description: `${description}\n\n${mailPhone()}`,
    location: place ?? m.mail_event_location_online(),
    url: siteUrl("/events"),
  };
}

/** To whoever registered for an event, with the event as a calendar file. */
export const eventRegisteredMail = mailTemplate((f: RegisteredEventFacts & { eventId: string }) => {
  const when = formatClassTime(f.startsAt, f.endsAt);
  const { title, place } = eventWords(f);
  const where = place ?? m.mail_event_where_online();
  return simpleMail(
    "event-registered",
    m.mail_event_registered_subject({ title, when }),
    f.name,
    [
      f.attendees === 1
        ? m.mail_event_registered_one({ title })
        : m.mail_event_registered_many({ title, count: localDigits(f.attendees) }),
      m.mail_event_when_where({ when, where }),
      m.mail_event_attached(),
    ],
    { label: m.mail_event_button(), url: siteUrl("/events") },
    [
      {
        filename: "event.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: calendarFile(eventCalendarEvent(f, f.eventId)),
      },
    ],
  );
});
