import { getLocale } from "~/paraglide/runtime";
import { toBanglaDigits } from "../i18n/digits";

/** A number for a message, in the digits of the language it is read in (Bangla digits in Bangla). */
export const localNumber = (value: number): string => (getLocale() === "bn" ? toBanglaDigits(value) : String(value));
