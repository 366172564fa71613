/** The one place values become display text (SPEC §9, PRODUCT 14). Times are shown in Asia/Dhaka. */

import { intlLocale, type Language } from "./i18n/language";

export const TIME_ZONE = "Asia/Dhaka";

/** Initials of the first and last word, or "?" when there is no name. */
export function initials(name: string | null | undefined) {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return (first + last).toUpperCase();
}

const currencySymbols: Record<string, string> = { BDT: "৳", USD: "$" };

/**
 * '৳2,000.00' for BDT, '$9.99' for USD; other currencies get their code. `whole` leaves out the decimals ('৳2,000').
 * In Bangla the digits are Bangla and the sign still comes first: '৳২,০০০.০০'.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency = "BDT",
  { whole = false, language = "en" as Language } = {},
) {
  const value = typeof amount === "string" ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return language === "bn" ? "প্রযোজ্য নয়" : "N/A";
  const fraction = whole ? 0 : 2;
  const digits = numberFormatter(intlLocale[language], {
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(Math.abs(value));
  const symbol = currencySymbols[currency.toUpperCase()];
  const sign = value < 0 ? "-" : "";
  return symbol ? `${sign}${symbol}${digits}` : `${sign}${currency.toUpperCase()} ${digits}`;
}

/** An exact amount in poisha (1 taka = 100 poisha), shown as `formatMoney` shows taka: 200000 → '৳2,000.00'. */
export const formatPoisha = (poisha: number | null | undefined, currency = "BDT") =>
  formatMoney(poisha === null || poisha === undefined ? poisha : poisha / 100, currency);

/** Building an Intl formatter costs far more than using one, so each is built once. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}
function numberFormatter(locale: string, options: Intl.NumberFormatOptions) {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

type DateInput = Date | string | number | null | undefined;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: Exclude<DateInput, null | undefined>) {
  // A calendar date ('2026-01-05') has no time zone: keep it on that day everywhere.
  if (typeof value === "string" && DATE_ONLY.test(value)) return { date: new Date(`${value}T00:00:00Z`), zone: "UTC" };
  return { date: value instanceof Date ? value : new Date(value), zone: TIME_ZONE };
}

/** A long date: 'January 5, 2026' in English, '৫ জানুয়ারী, ২০২৬' in Bangla; 'N/A' when missing, 'Invalid Date' when unparseable. */
export function formatLongDate(value: DateInput, language: Language = "en") {
  if (value === null || value === undefined || value === "") return "N/A";
  const { date, zone } = toDate(value);
  if (Number.isNaN(date.getTime())) return "Invalid Date";
  return dateFormatter(intlLocale[language], { dateStyle: "long", timeZone: zone }).format(date);
}

/** A 'YYYY-MM' month in words, e.g. 'January 2027'. */
export function formatMonth(month: string) {
  return dateFormatter("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** Medium date with short time in Dhaka, e.g. 'Jan 5, 2026, 7:30 PM'. */
export function formatDateTime(value: DateInput) {
  if (value === null || value === undefined || value === "") return "N/A";
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return "Invalid Date";
  return dateFormatter("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE }).format(date);
}

/** ISO date (yyyy-mm-dd) of an instant, as the calendar reads in Dhaka. */
export function dhakaIsoDate(value: Date = new Date()) {
  return dateFormatter("en-CA", { timeZone: TIME_ZONE }).format(value);
}

/** '512 B', '34 KB', '2.5 MB'. */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A wait in words, for messages: "a minute", "15 minutes", "an hour". */
export function waitInWords(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return "a minute";
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "an hour" : `${hours} hours`;
}

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Weekday numbers (0 = Sunday) in words, Sunday first: [5, 6] → 'Friday and Saturday'. */
export function formatWeekdays(days: readonly number[]) {
  const names = [...new Set(days)]
    .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)
    .sort((a, b) => a - b)
    .map((d) => weekdayNames[d]!);
  if (names.length <= 1) return names[0] ?? "N/A";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** A wall-clock time 'HH:MM' in 12-hour form: '19:00' → '7:00 PM'. */
function clock(time: string) {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return { text: `${h % 12 || 12}:${String(m).padStart(2, "0")}`, half: h < 12 ? "AM" : "PM" };
}

/** Two wall-clock times as a range: '19:00', '20:00' → '7:00-8:00 PM'; '11:30', '13:00' → '11:30 AM-1:00 PM'. */
export function formatTimeRange(start: string, end: string) {
  const a = clock(start);
  const b = clock(end);
  return a.half === b.half ? `${a.text}-${b.text} ${b.half}` : `${a.text} ${a.half}-${b.text} ${b.half}`;
}

/**
 * One class as parents read it (PRODUCT 37, US English, Asia/Dhaka): 'Friday, December 4, 2026, 7:00-8:00 PM'.
 * 'N/A' when either end is missing, 'Invalid Date' when unparseable.
 */
export function formatClassTime(startsAt: DateInput, endsAt: DateInput) {
  if (startsAt === null || startsAt === undefined || startsAt === "") return "N/A";
  if (endsAt === null || endsAt === undefined || endsAt === "") return "N/A";
  const start = toDate(startsAt).date;
  const end = toDate(endsAt).date;
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return "Invalid Date";
  const day = dateFormatter("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: TIME_ZONE,
  }).format(start);
  return `${day}, ${formatTimeRange(dhakaClock(start), dhakaClock(end))}`;
}

/** The wall-clock time 'HH:MM' of an instant in Dhaka. */
function dhakaClock(value: Date) {
  return dateFormatter("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE }).format(
    value,
  );
}

/** The time of an instant in Dhaka, 12-hour: '6:45 PM'. */
export function formatTime(value: Date) {
  const { text, half } = clock(dhakaClock(value));
  return `${text} ${half}`;
}
