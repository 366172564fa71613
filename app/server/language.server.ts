import { AsyncLocalStorage } from "node:async_hooks";
import { LANGUAGE_COOKIE, type Language } from "~/lib/i18n/language";
import { overwriteGetLocale } from "~/paraglide/runtime";
import { env } from "./env.server";

/** The language of the request being handled: every message function (`m.*`) reads it. */
const scope = new AsyncLocalStorage<{ language: Language }>();

export const currentLanguage = (): Language => scope.getStore()?.language ?? "en";

/** Runs `work` (a mail being written, say) in `language`, whatever the request's own language is. */
export const inLanguage = <T>(language: Language, work: () => T): T => scope.run({ language }, work);

overwriteGetLocale(currentLanguage);

/** The Set-Cookie header that remembers a language chosen with the language link, for a year. */
export function languageChoiceCookie(language: Language) {
  const secure = env().APP_URL.startsWith("https://") ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
