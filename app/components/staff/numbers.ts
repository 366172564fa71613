import { toBanglaDigits } from "~/lib/i18n/digits";
import type { Language } from "~/lib/i18n/language";

/** A count or position as the page's language writes it: Bangla digits on a Bangla page. */
export const localNumber = (value: number | string, language: Language) =>
  language === "bn" ? toBanglaDigits(value) : String(value);
