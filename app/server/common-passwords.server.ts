import { dictionary } from "@zxcvbn-ts/language-common";
import { limits } from "~/lib/site-config";

let common: Set<string> | undefined;

/** zxcvbn's ranked list of leaked passwords, only those long enough to pass the length rule anyway. */
function commonPasswords() {
  common ??= new Set(dictionary["passwords-common"].filter((p) => p.length >= limits.passwordMin));
  return common;
}

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common: it appears on lists of leaked passwords that attackers try first. Please choose a less common one.";

/** PRODUCT.md 19: the most common passwords are refused, with the reason. Case-insensitive. */
export function isCommonPassword(password: string) {
  return commonPasswords().has(password.toLowerCase());
}
