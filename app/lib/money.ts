import { toLatinDigits } from "./i18n/digits";

/**
 * Money is stored and added as integer poisha (1 taka = 100 poisha), never as floating point
 * (docs/product.md#money-and-payments). Site config keeps fees in whole taka; these convert at the edges.
 */

/** Whole or decimal taka from site config or a parsed form → poisha. */
export const toPoisha = (taka: number) => Math.round(taka * 100);

const TAKA_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Taka as typed ('2000', '2,000.5', '1500.00', '১৫০০') → poisha, computed from the digits so nothing is lost to floating
 * point; null when it is not an amount.
 */
export function parseTaka(text: string): number | null {
  const match = TAKA_TEXT.exec(toLatinDigits(text).trim().replaceAll(",", ""));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The sum of exact amounts. */
export const sumPoisha = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * Poisha as a mobile-money app takes an amount: Latin digits, no sign or separators, decimals only when there are
 * any: 200000 → '2000', 150050 → '1500.50'.
 */
export function plainTaka(poisha: number) {
  const taka = Math.trunc(poisha / 100);
  const rest = poisha % 100;
  return rest === 0 ? String(taka) : `${taka}.${String(rest).padStart(2, "0")}`;
}
