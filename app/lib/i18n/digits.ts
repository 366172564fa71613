import { getLocale } from "~/paraglide/runtime";

/** Bangla digits (০-৯) and back. Forms accept either; the server stores Latin digits. */

const BANGLA_ZERO = 0x09e6;

/** '2,000' → '২,০০০' */
export const toBanglaDigits = (text: string | number): string =>
  String(text).replace(/[0-9]/g, (d) => String.fromCharCode(BANGLA_ZERO + Number(d)));

/** '০১৭১১' → '01711' (other characters are kept). */
export const toLatinDigits = (text: string): string =>
  text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BANGLA_ZERO));

/** A number as `language` (by default the request's or the page's) writes it: '24', '২৪'. */
export const localDigits = (value: number | string, language: string = getLocale()): string =>
  language === "bn" ? toBanglaDigits(value) : String(value);
