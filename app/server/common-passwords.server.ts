import { dictionary } from "@zxcvbn-ts/language-common";
import { limits } from "~/lib/site-config";
import { m } from "~/paraglide/messages";

let common: Set<string> | undefined;

/** zxcvbn's ranked list of leaked passwords, only those long enough to pass the length rule anyway. */
function commonPasswords() {
  common ??= new Set(dictionary["passwords-common"].filter((p) => p.length >= limits.passwordMin));
  return common;
}

/** The refusal in the current language. */
export const commonPasswordMessage = () => m.auth_password_too_common();

/** The refusal in English, for code that has no request language (better-auth's error, tests). */
export const COMMON_PASSWORD_MESSAGE =
  "This password is too common: it appears on lists of leaked passwords that attackers try first. Please choose a less common one.";

/** The most common passwords are refused, with the reason (docs/product.md#accounts). Case-insensitive. */
export function isCommonPassword(password: string) {
  return commonPasswords().has(password.toLowerCase());
}
