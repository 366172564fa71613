import { addDays, monthOf, nextMonth } from "./dates";
import { laterIsoDate } from "./enrolment";
import { billing } from "./site-config";

/**
 * The first bill of a place (docs/product.md#fees-and-billing), as plain functions on ISO dates: which month is
 * billed first, and when an invoice may fall due at the earliest. Safe for the browser.
 */

/** The month billed first: the month of the child's first class, or the next month when that class falls after the 15th. */
export function firstBilledMonth(firstClassDate: string) {
  const day = Number(firstClassDate.slice(8, 10));
  const month = monthOf(firstClassDate);
  return day > billing.firstMonthCutoffDay ? nextMonth(month) : month;
}

/** An invoice made on `today` is due on `wanted`, but never sooner than `minDaysToPay` days later. */
export const dueDateFrom = (today: string, wanted: string) =>
  laterIsoDate(wanted, addDays(today, billing.minDaysToPay));
