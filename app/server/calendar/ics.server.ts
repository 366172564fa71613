import { site } from "~/lib/site-config";

/**
 * iCalendar files (RFC 5545) that phones, mail apps and calendar services read: a trial class's file, an event
 * registration's, and each parent's private feed of classes (app/server/calendar/feed.server.ts).
 *
 * Single events are written in UTC. A batch's classes are one weekly event in Asia/Dhaka time (with its VTIMEZONE:
 * UTC+6 all year, no daylight saving since 2009) so that its days stay right whatever the hour; a cancelled class is
 * an occurrence of it marked CANCELLED (RECURRENCE-ID).
 */
export type CalendarEvent = {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  /** When the file was made (DTSTAMP). */
  stamp?: Date;
  status?: "CONFIRMED" | "CANCELLED";
  /** Repeats every week on these weekdays (0 = Sunday) until this Dhaka date, or for ever. */
  weekly?: { days: readonly number[]; until: string | null };
  /** For one occurrence of a weekly event: the start it replaces. */
  recurrenceOf?: Date;
  /** A reminder this long before; none when null. */
  alarmMinutesBefore?: number | null;
};

const TZID = "Asia/Dhaka";
const DHAKA_OFFSET_MS = 6 * 3_600_000;
const weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** 20261204T130000Z */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** 20261204T190000, the wall-clock time in Dhaka. */
const dhaka = (d: Date) => utc(new Date(d.getTime() + DHAKA_OFFSET_MS)).slice(0, -1);

/** Text values escape backslashes, semicolons, commas and line breaks. */
const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after a space, never splitting a character. */
function fold(line: string) {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const vtimezone = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0600",
  "TZOFFSETTO:+0600",
  "TZNAME:+06",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function vevent(event: CalendarEvent, stamp: Date) {
  const local = Boolean(event.weekly || event.recurrenceOf);
  const time = (name: string, d: Date) => (local ? `${name};TZID=${TZID}:${dhaka(d)}` : `${name}:${utc(d)}`);
  const alarm = event.alarmMinutesBefore === undefined ? 60 : event.alarmMinutesBefore;
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp ?? stamp)}`,
    ...(event.recurrenceOf ? [time("RECURRENCE-ID", event.recurrenceOf)] : []),
    time("DTSTART", event.startsAt),
    time("DTEND", event.endsAt),
    ...(event.weekly
      ? [
          `RRULE:FREQ=WEEKLY;BYDAY=${event.weekly.days.map((d) => weekdays[d]).join(",")}${
            // The last day's classes included: until the end of that day in Dhaka, as UTC.
            event.weekly.until ? `;UNTIL=${utc(new Date(Date.parse(`${event.weekly.until}T23:59:59+06:00`)))}` : ""
          }`,
        ]
      : []),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status ?? "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    ...(alarm !== null && event.status !== "CANCELLED"
      ? [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `TRIGGER:-PT${alarm % 60 === 0 ? `${alarm / 60}H` : `${alarm}M`}`,
          `DESCRIPTION:${escapeText(event.summary)}`,
          "END:VALARM",
        ]
      : []),
    "END:VEVENT",
  ];
}

/** One or more events as a calendar file, in CRLF lines; `name` titles a feed in calendar apps. */
export function calendarFile(
  events: CalendarEvent | CalendarEvent[],
  { name, method = "PUBLISH" }: { name?: string; method?: "PUBLISH" } = {},
) {
  const list = Array.isArray(events) ? events : [events];
  const stamp = new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(site.name)}//Classes and events//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${TZID}`] : []),
    ...(list.some((e) => e.weekly || e.recurrenceOf) ? vtimezone : []),
    ...list.flatMap((event) => vevent(event, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
