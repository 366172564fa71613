import { addDays, addMonths, firstDayOf, lastDayOf, monthOf } from "~/lib/dates";

/**
 * The reports' period (decision 024): Asia/Dhaka calendar days, both ends included. A preset is read from today's
 * Dhaka date; 'range' takes two dates.
 */
export const periodChoices = ["this-month", "last-month", "last-3-months", "this-year", "range"] as const;
export type PeriodChoice = (typeof periodChoices)[number];

export type Period = { choice: PeriodChoice; from: string; to: string };

/** The longest range the page answers: two years. */
export const MAX_RANGE_DAYS = 731;

export function presetPeriod(choice: Exclude<PeriodChoice, "range">, today: string): Period {
  const month = monthOf(today);
  switch (choice) {
    case "this-month":
      return { choice, from: firstDayOf(month), to: today };
    case "last-month": {
      const last = monthOf(addMonths(firstDayOf(month), -1));
      return { choice, from: firstDayOf(last), to: lastDayOf(last) };
    }
    case "last-3-months":
      return { choice, from: firstDayOf(monthOf(addMonths(firstDayOf(month), -2))), to: today };
    case "this-year":
      return { choice, from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The instant a Dhaka day begins. */
export const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+06:00`);

/** The instant after a Dhaka day ends (the next day's start). */
export const dayEnd = (isoDate: string) => dayStart(addDays(isoDate, 1));

/** The months ('YYYY-MM') a period touches, in order. */
export function monthsOf(period: { from: string; to: string }) {
  const months: string[] = [];
  for (let month = monthOf(period.from); month <= monthOf(period.to); month = monthOf(addMonths(firstDayOf(month), 1)))
    months.push(month);
  return months;
}

/** The six months ending with `month`, oldest first. */
export const sixMonthsTo = (month: string) =>
  [5, 4, 3, 2, 1, 0].map((back) => monthOf(addMonths(firstDayOf(month), -back)));

/** Days between two ISO dates (`later` − `earlier`). */
export const daysBetween = (earlier: string, later: string) =>
  Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / 86_400_000);

/** A share as a whole percentage, or null when there is nothing to divide by. */
export const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100));

/** The median of some numbers, or null for none. */
export function median(values: number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
