import { formatMoney } from "../../app/lib/format";
import type { Language } from "../../app/lib/i18n/language";
import { enrolment, fees } from "../../app/lib/site-config";

/**
 * The fees of app/lib/site-config.ts, for tests that show or charge them: a test follows a fee change there rather
 * than repeating today's amount. The words around an amount stay written out in each test.
 */
export const preschool = enrolment.programmes.preschool.fees;
export const hybrid = enrolment.programmes.hybrid.fees;
export const adventureSession = fees.adventureFromPerSession;

/** An amount in taka as the app shows it: '৳1,600.00'; '৳১,৬০০.০০' in Bangla; '৳1,600' when `whole`. */
export const taka = (
  amount: number,
  { language = "en", whole = false }: { language?: Language; whole?: boolean } = {},
) => formatMoney(amount, "BDT", { language, whole });

/** A monthly fee as a plan's name shows it: '৳2,000/month'. */
export const perMonth = (amount: number) => `${taka(amount, { whole: true })}/month`;

/** The same in poisha, as the database holds it. */
export const poisha = (amount: number) => Math.round(amount * 100);

/** For a regular expression: '৳1,600\.00'. */
export const takaPattern = (amount: number, options?: Parameters<typeof taka>[1]) =>
  taka(amount, options).replace(/[.]/g, "\\.");
