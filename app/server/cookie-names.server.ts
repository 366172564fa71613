import { LANGUAGE_COOKIE } from "~/lib/i18n/language";

/**
 * The names of the cookies this app sets, and the one rule for reading them back. better-auth names its cookies
 * `le.<name>` (the session is `le.session_token`), and over https gives them the `__Secure-` prefix; our own are
 * `le_<name>`. Everything that asks "does this request carry a session?" or "is this request personal?" (the session
 * code, the language middleware, the anonymous page cache) asks here, so an https deployment is read the same way.
 */
export const AUTH_COOKIE_PREFIX = "le";
export const FLASH_COOKIE = "le_flash";
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}.session_token`;

/** The cookie names a `Cookie` header carries, without the `__Secure-` or `__Host-` prefix that https adds. */
export function cookieNames(header: string | null | undefined): string[] {
  return (header ?? "")
    .split(";")
    .map((pair) =>
      pair
        .split("=")[0]!
        .trim()
        .replace(/^__(?:Secure|Host)-/, ""),
    )
    .filter(Boolean);
}

/** Whether the request carries a session cookie, over http or https. */
export const carriesSession = (header: string | null | undefined) => cookieNames(header).includes(SESSION_COOKIE);

/**
 * Whether the request carries a cookie that can change what a page shows to this visitor alone: any of
 * better-auth's, a flash toast, or any other of ours but the language preference (which only decides whether a page
 * offers Bangla, and the page cache keys that).
 */
export const carriesPersonalCookie = (header: string | null | undefined) =>
  cookieNames(header).some(
    (name) => (name.startsWith(`${AUTH_COOKIE_PREFIX}.`) || name.startsWith("le_")) && name !== LANGUAGE_COOKIE,
  );
