import { addDays } from "./dates";

/**
 * Home practice (docs/product.md#home-practice, decision 025): weeks start on a Sunday in Asia/Dhaka; a child has at
 * most three activities a week; a parent logs each activity once a day with one of three outcomes.
 */

/** The most activities one child may have in one week. */
export const PRACTICE_PER_WEEK = 3;

/** What a parent logs: 'Did it', 'With help', 'Not yet'. */
export const practiceOutcomes = ["done", "helped", "not-yet"] as const;
export type PracticeOutcome = (typeof practiceOutcomes)[number];

/** The Sunday that starts the week of an ISO date. */
export function weekStartOf(isoDate: string) {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -weekday);
}

/** Whether an ISO date is a Sunday. */
export const isSunday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay() === 0;

/** The seven days of the week starting on `weekStart`, Sunday first. */
export const weekDays = (weekStart: string) => Array.from({ length: 7 }, (_, n) => addDays(weekStart, n));
