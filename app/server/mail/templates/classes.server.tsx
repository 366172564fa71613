import { formatClassTime } from "~/lib/format";
import { site } from "~/lib/site-config";
import { env } from "~/server/env.server";
import { calendarFile } from "../../calendar/ics.server";
import { EmailButton, type MailAttachment, renderEmail } from "../render.server";

/**
 * Mails about classes and events (issue 16): a cancelled class, to each family of the batch and to the class's trial
 * bookers, and an event registration's confirmation with its calendar file. None carries a join or recording link.
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
  const greeting = greetingName ? `Hello ${greetingName},` : "Hello,";
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
        Questions? Message us on WhatsApp or call {site.phone}. If the button does not work, copy this address into your
        browser:
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
};

/** To a family of the batch: which class is off and why. */
export function classCancelledMail(f: CancelledClassFacts & { parentName: string | null; childNames: string[] }) {
  const when = formatClassTime(f.startsAt, f.endsAt);
  return simpleMail(
    "class-cancelled",
    `Class cancelled: ${f.batchName}, ${when}`,
    f.parentName,
    [
      `The ${f.batchName} class on ${when} (Dhaka time) will not take place. We are sorry for the change.`,
      `Why: ${f.reason}`,
      `${f.childNames.join(" and ")}'s other classes go ahead as planned; your Classes page always shows the schedule.`,
    ],
    { label: "Open your Classes page", url: `${env().APP_URL}/dashboard/classes` },
  );
}

/** To a parent who booked a free trial into that class: it is off, and they can choose another time. */
export function trialClassCancelledMail(f: CancelledClassFacts & { name: string; childName: string }) {
  const when = formatClassTime(f.startsAt, f.endsAt);
  return simpleMail(
    "trial-class-cancelled",
    `Trial class cancelled: ${when}`,
    f.name,
    [
      `The class on ${when} (Dhaka time) that ${f.childName}'s free trial was booked into will not take place. We are sorry for the change.`,
      `Why: ${f.reason}`,
      "Please choose another time for the trial: it stays free.",
    ],
    { label: "Book another trial class", url: `${env().APP_URL}/trial` },
  );
}

export type RegisteredEventFacts = {
  name: string;
  attendees: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** Null for an online event. */
  place: string | null;
  description: string;
};

/** The event as a calendar entry: for the registration's mail and the registrant's calendar feed. */
export function eventCalendarEvent(
  f: Pick<RegisteredEventFacts, "title" | "startsAt" | "endsAt" | "place" | "description">,
  eventId: string,
) {
  return {
    uid: `event-${eventId}@${new URL(env().APP_URL).hostname}`,
    startsAt: f.startsAt,
    endsAt: f.endsAt,
    summary: `${f.title} (${site.name})`,
    description: `${f.description}\n\n${site.phone}`,
    location: f.place ?? "Online: the joining link comes before the day",
    url: `${env().APP_URL}/events`,
  };
}

/** To whoever registered for an event, with the event as a calendar file. */
export function eventRegisteredMail(f: RegisteredEventFacts & { eventId: string }) {
  const when = formatClassTime(f.startsAt, f.endsAt);
  const where = f.place ?? "Online: we send the joining link before the day";
  return simpleMail(
    "event-registered",
    `You're registered: ${f.title}, ${when}`,
    f.name,
    [
      `Thank you for registering for ${f.title}: ${f.attendees === 1 ? "one place is" : `${f.attendees} places are`} saved for you.`,
      `When: ${when} (Dhaka time)\nWhere: ${where}`,
      "The attached file adds it to your calendar. If you cannot come after all, please tell us so someone else can have the place.",
    ],
    { label: "See the event", url: `${env().APP_URL}/events` },
    [
      {
        filename: "event.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: calendarFile(eventCalendarEvent(f, f.eventId)),
      },
    ],
  );
}
