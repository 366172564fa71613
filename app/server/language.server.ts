import { AsyncLocalStorage } from "node:async_hooks";
import { LANGUAGE_COOKIE, type Language, languageOfPath } from "~/lib/i18n/language";
import { overwriteGetLocale } from "~/paraglide/runtime";
import { env } from "./env.server";

/** The language of the request being handled: every message function (`m.*`) reads it. */
const scope = new AsyncLocalStorage<{ language: Language }>();

/** Express middleware (server.js): a page under /bn is in Bangla, every other one in English. */
export const requestLanguage = () => (req: { path: string }, _res: unknown, next: () => void) =>
  scope.run({ language: languageOfPath(req.path) }, next);

export const currentLanguage = (): Language => scope.getStore()?.language ?? "en";

overwriteGetLocale(currentLanguage);

/** The Set-Cookie header that remembers a language chosen with the language link, for a year. */
export function languageChoiceCookie(language: Language) {
  const secure = env().APP_URL.startsWith("https://") ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
