import { formatMoney } from "../lib/format";
import type { Language } from "../lib/i18n/language";
import { programme } from "../lib/site-config";

/** "3-5", "5+" style age labels. */
export const ageRange = (min: number, max?: number): string => (max === undefined ? `${min}+` : `${min}-${max}`);

/** "Friday and Saturday" */
export const classDays: string = programme.liveClassDays.join(" and ");

/** "Friday and Saturday, 7-8 PM" */
export const classSchedule: string = `${classDays}, ${programme.liveClassTime}`;

/** Path of an illustration in /public/illustrations. */
export const illustration = (name: string): string => `/illustrations/${name}.svg`;

/** A fee in taka as `language` writes it: '৳2,000.00', '৳২,০০০.০০'; `whole` leaves out the decimals ('৳2,000'). */
export const taka = (amount: number, language: Language, whole = false): string =>
  formatMoney(amount, "BDT", { language, whole });
