/** Adds whole months to an ISO date, clamping to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(isoDate: string, months: number) {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(d, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

/** The month of an ISO date, 'YYYY-MM'. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The first day of a 'YYYY-MM' month. */
export const firstDayOf = (month: string) => `${month}-01`;

/** The last day of a 'YYYY-MM' month. */
export function lastDayOf(month: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The month after a 'YYYY-MM' month. */
export const nextMonth = (month: string) => monthOf(addMonths(firstDayOf(month), 1));

/** An ISO date `days` later (or earlier, when negative). */
export function addDays(isoDate: string, days: number) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
