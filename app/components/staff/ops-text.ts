import { toBanglaDigits } from "~/lib/i18n/digits";
import { getLocale } from "~/paraglide/runtime";

/** A number as the page's language writes it: '6' in English, '৬' in Bangla. */
export const num = (value: number | string) => (getLocale() === "bn" ? toBanglaDigits(value) : String(value));

/**
 * A message with one part set apart (in its own element): the text before and after `{part}`, so the word order
 * stays the language's own. `write` gets a marker to put where the part goes.
 */
export function around(write: (marker: string) => string): [string, string] {
  const marker = "\u0000";
  const [before = "", after = ""] = write(marker).split(marker);
  return [before, after];
}
