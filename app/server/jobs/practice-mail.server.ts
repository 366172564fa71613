import { sendWeeklyPracticeMails } from "../data/practice/weekly-mail.server";

/** How often the scheduler looks: the mail leaves within this long of Sunday 10:00 in Dhaka. */
export const PRACTICE_MAIL_EVERY_MS = 10 * 60 * 1000;

/**
 * The weekly home-practice email (docs/product.md#home-practice). The scheduler runs it on one instance at a time
 * (runExclusive); the once-per-family-and-week row holds even if two runs overlap or one repeats.
 */
export const runPracticeMail = (now: Date = new Date()) => sendWeeklyPracticeMails(now);
