/** The one place values become display text (docs/product.md#languages). Times are shown in Asia/Dhaka. */

import { getLocale } from "~/paraglide/runtime";
import { toBanglaDigits } from "./i18n/digits";
import { intlLocale, type Language } from "./i18n/language";

/**
 * Every formatter speaks the language of the request (or, in the browser, of the page) unless told otherwise: a
 * mail is written in its recipient's (decision 021).
 */
const current = (): Language => (getLocale() === "bn" ? "bn" : "en");

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
  { whole = false, language = current() }: { whole?: boolean; language?: Language } = {},
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
export const formatPoisha = (poisha: number | null | undefined, currency = "BDT", language = current()) =>
  formatMoney(poisha === null || poisha === undefined ? poisha : poisha / 100, currency, { language });

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

const notGiven = (language: Language) => (language === "bn" ? "প্রযোজ্য নয়" : "N/A");
const notADate = (language: Language) => (language === "bn" ? "তারিখটি সঠিক নয়" : "Invalid Date");

/** A long date: 'January 5, 2026' in English, '৫ জানুয়ারী ২০২৬' in Bangla; 'N/A' when missing, 'Invalid Date' when unparseable. */
export function formatLongDate(value: DateInput, language: Language = current()) {
  if (value === null || value === undefined || value === "") return notGiven(language);
  const { date, zone } = toDate(value);
  if (Number.isNaN(date.getTime())) return notADate(language);
  const formatter = dateFormatter(intlLocale[language], { dateStyle: "long", timeZone: zone });
  if (language === "en") return formatter.format(date);
  // Intl writes '২৩ নভেম্বর, ২০২৬'; a Bangla letter drops that comma: '২৩ নভেম্বর ২০২৬'.
  return formatter
    .formatToParts(date)
    .map((part) => (part.type === "literal" ? " " : part.value))
    .join("")
    .replace(/\s+/g, " ");
}

/** A 'YYYY-MM' month in words, e.g. 'January 2027', 'জানুয়ারী ২০২৭'. */
export function formatMonth(month: string, language: Language = current()) {
  return dateFormatter(intlLocale[language], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** Medium date with short time in Dhaka, e.g. 'Jan 5, 2026, 7:30 PM', '৫ জানু, ২০২৬, সন্ধ্যা ৭:৩০'. */
export function formatDateTime(value: DateInput, language: Language = current()) {
  if (value === null || value === undefined || value === "") return notGiven(language);
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return notADate(language);
  if (language === "bn") {
    return `${dateFormatter(intlLocale.bn, { dateStyle: "medium", timeZone: TIME_ZONE }).format(date)}, ${formatTime(date, "bn")}`;
  }
  return dateFormatter("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE }).format(date);
}

/** ISO date (yyyy-mm-dd) of an instant, as the calendar reads in Dhaka. */
export function dhakaIsoDate(value: Date = new Date()) {
  return dateFormatter("en-CA", { timeZone: TIME_ZONE }).format(value);
}

const sizeUnits = { en: ["B", "KB", "MB"], bn: ["বাইট", "কেবি", "এমবি"] } as const;

/** '512 B', '34 KB', '2.5 MB'; '৫১২ বাইট', '৩৪ কেবি', '২.৫ এমবি'. */
export function formatFileSize(bytes: number, language: Language = current()) {
  const [b, kb, mb] = sizeUnits[language];
  const size =
    bytes < 1024
      ? `${bytes} ${b}`
      : bytes < 1024 * 1024
        ? `${Math.round(bytes / 1024)} ${kb}`
        : `${(bytes / (1024 * 1024)).toFixed(1)} ${mb}`;
  return language === "bn" ? toBanglaDigits(size) : size;
}

/** A wait in words, for messages: "a minute", "15 minutes", "an hour"; '১ মিনিট', '১৫ মিনিট', '১ ঘণ্টা'. */
export function waitInWords(seconds: number, language: Language = current()) {
  const minutes = Math.ceil(seconds / 60);
  const hours = Math.ceil(minutes / 60);
  if (language === "bn")
    return minutes < 60 ? `${toBanglaDigits(Math.max(1, minutes))} মিনিট` : `${toBanglaDigits(hours)} ঘণ্টা`;
  if (minutes <= 1) return "a minute";
  if (minutes < 60) return `${minutes} minutes`;
  return hours === 1 ? "an hour" : `${hours} hours`;
}

const weekdayNames = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  bn: ["রবিবার", "সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার", "শনিবার"],
} as const;

/** Weekday numbers (0 = Sunday) in words, Sunday first: [5, 6] → 'Friday and Saturday', 'শুক্রবার ও শনিবার'. */
export function formatWeekdays(days: readonly number[], language: Language = current()) {
  const names = [...new Set(days)]
    .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)
    .sort((a, b) => a - b)
    .map((d) => weekdayNames[language][d]!);
  if (names.length <= 1) return names[0] ?? notGiven(language);
  return `${names.slice(0, -1).join(", ")} ${language === "bn" ? "ও" : "and"} ${names.at(-1)}`;
}

/** A wall-clock time 'HH:MM' in 12-hour form: '19:00' → '7:00 PM'. */
function clock(time: string) {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return { text: `${h % 12 || 12}:${String(m).padStart(2, "0")}`, half: h < 12 ? "AM" : "PM" };
}

/** The part of the day Bangla speakers name before a time: 'সকাল', 'দুপুর', 'বিকেল', 'সন্ধ্যা', 'রাত'. */
function banglaDayPart(time: string) {
  const h = Number(time.split(":")[0] ?? 0);
  return h < 4 ? "রাত" : h < 12 ? "সকাল" : h < 15 ? "দুপুর" : h < 18 ? "বিকেল" : h < 20 ? "সন্ধ্যা" : "রাত";
}

/** '19:00' → 'সন্ধ্যা ৭:০০'. */
const banglaClock = (time: string) => `${banglaDayPart(time)} ${toBanglaDigits(clock(time).text)}`;

/**
 * Two wall-clock times as a range: '19:00', '20:00' → '7:00-8:00 PM'; '11:30', '13:00' → '11:30 AM-1:00 PM'.
 * In Bangla: 'সন্ধ্যা ৭:০০-৮:০০', 'সকাল ১১:৩০-দুপুর ১:০০'.
 */
export function formatTimeRange(start: string, end: string, language: Language = current()) {
  const a = clock(start);
  const b = clock(end);
  if (language === "bn") {
    // A class that ends on the hour ends in the part of the day it ran in: 'সন্ধ্যা ৭:০০-৮:০০', not '…-রাত ৮:০০'.
    const [h = 0, m = 0] = end.split(":").map(Number);
    const lastMinute = h * 60 + m - 1;
    const endPart = banglaDayPart(`${Math.floor(lastMinute / 60)}:${lastMinute % 60}`);
    const sameDayPart = banglaDayPart(start) === endPart;
    return `${banglaClock(start)}-${sameDayPart ? toBanglaDigits(b.text) : banglaClock(end)}`;
  }
  return a.half === b.half ? `${a.text}-${b.text} ${b.half}` : `${a.text} ${a.half}-${b.text} ${b.half}`;
}

/**
 * One class as parents read it (US English, Asia/Dhaka; docs/product.md#languages): 'Friday, December 4, 2026,
 * 7:00-8:00 PM'. 'N/A' when either end is missing, 'Invalid Date' when unparseable.
 */
export function formatClassTime(startsAt: DateInput, endsAt: DateInput, language: Language = current()) {
  if (startsAt === null || startsAt === undefined || startsAt === "") return notGiven(language);
  if (endsAt === null || endsAt === undefined || endsAt === "") return notGiven(language);
  const start = toDate(startsAt).date;
  const end = toDate(endsAt).date;
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return notADate(language);
  const day = dateFormatter(intlLocale[language], {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: TIME_ZONE,
  }).format(start);
  return `${day}, ${formatTimeRange(dhakaClock(start), dhakaClock(end), language)}`;
}

/** The wall-clock time 'HH:MM' of an instant in Dhaka. */
function dhakaClock(value: Date) {
  return dateFormatter("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE }).format(
    value,
  );
}

/** The time of an instant in Dhaka, 12-hour: '6:45 PM', 'সন্ধ্যা ৬:৪৫'. */
export function formatTime(value: Date, language: Language = current()) {
  if (language === "bn") return banglaClock(dhakaClock(value));
  const { text, half } = clock(dhakaClock(value));
  return `${text} ${half}`;
}

/** A day of a week as a short heading: 'Sun 5' in English, 'রবি ৫' in Bangla (home practice's week). */
export function formatShortDay(isoDate: string, language: Language = current()) {
  const { date } = toDate(isoDate);
  const weekday = dateFormatter(intlLocale[language], { weekday: "short", timeZone: "UTC" }).format(date);
  const day = String(date.getUTCDate());
  return `${weekday} ${language === "bn" ? toBanglaDigits(day) : day}`;
}

/** A day of a week in a narrow column: 'Sun' over '5' in English, 'র' over '৫' in Bangla (whose short names run long). */
export function formatDayColumn(isoDate: string, language: Language = current()) {
  const { date } = toDate(isoDate);
  const weekday = dateFormatter(intlLocale[language], {
    weekday: language === "bn" ? "narrow" : "short",
    timeZone: "UTC",
  }).format(date);
  const day = String(date.getUTCDate());
  return { weekday, day: language === "bn" ? toBanglaDigits(day) : day };
}
