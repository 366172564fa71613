/** Bangla digits (০-৯) and back. Forms accept either; the server stores Latin digits. */

const BANGLA_ZERO = 0x09e6;

/** '2,000' → '২,০০০' */
export const toBanglaDigits = (text: string | number): string =>
  String(text).replace(/[0-9]/g, (d) => String.fromCharCode(BANGLA_ZERO + Number(d)));

/** '০১৭১১' → '01711' (other characters are kept). */
export const toLatinDigits = (text: string): string =>
  text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BANGLA_ZERO));
