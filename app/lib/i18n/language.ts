import { getLocale } from "~/paraglide/runtime";
import { publicSitePaths } from "~/routes";

/** The site's two languages. English keeps today's URLs; Bangla lives under /bn (docs/product.md#languages). */
export type Language = (typeof languages)[number];
export const languages = ["en", "bn"] as const;

/** `Intl` locales: US formats in English, Bangla digits and names in Bangla (docs/product.md#languages). */
export const intlLocale: Record<Language, string> = { en: "en-US", bn: "bn-BD" };

/** The cookie that remembers the language a visitor chose with the language link (a preference, not data). */
export const LANGUAGE_COOKIE = "le_lang";

/** The public pages have a Bangla twin (app/routes.ts mounts them again under /bn); the others keep one URL. */
const bangla = publicSitePaths.map((path) => new RegExp(`^${path.replace(/:[a-z]+/g, "[a-z0-9-]+")}$`));

/** The page's path without its language prefix: '/bn/about' → '/about', '/bn' → '/'. */
export function withoutLanguage(pathname: string): string {
  if (pathname === "/bn" || pathname === "/bn/") return "/";
  return pathname.startsWith("/bn/") ? pathname.slice(3) : pathname;
}

export const languageOfPath = (pathname: string): Language =>
  pathname === "/bn" || pathname.startsWith("/bn/") ? "bn" : "en";

export const hasBanglaTwin = (path: string): boolean => bangla.some((pattern) => pattern.test(path));

/**
 * Where a link to one of our pages goes on a page in `language` (docs/product.md#languages): in English, where it
 * says; in Bangla, the page's twin under /bn when it has one, else the same address carrying `lang=bn`, which the
 * page it opens is written in and remembers. The query and fragment are kept. Links, redirects and mails all take
 * their addresses from here.
 */
export function localized(path: string, language: Language): string {
  if (language === "en") return path;
  const pathname = path.split(/[?#]/)[0]!;
  if (languageOfPath(pathname) === "bn") return path;
  if (hasBanglaTwin(pathname)) return pathname === "/" ? `/bn${path.slice(1)}` : `/bn${path}`;
  return withLanguageParam(path, language);
}

/** The same address with `lang` set: how a page without a twin is asked for in a language. */
export function withLanguageParam(path: string, language: Language): string {
  const url = new URL(path, "http://page");
  url.searchParams.set("lang", language);
  return url.pathname + url.search + url.hash;
}

/** The language link's target: the same page in `to`, marked so that its response remembers the choice. */
export const switchHref = (path: string, to: Language): string => withLanguageParam(localized(path, to), to);

/** The language a visitor chose with the language link, from the cookie; null when none is stored. */
export function chosenLanguage(cookieHeader: string | null | undefined): Language | null {
  const match = /(?:^|;\s*)le_lang=(en|bn)(?:;|$)/.exec(cookieHeader ?? "");
  return (match?.[1] as Language | undefined) ?? null;
}

/**
 * Whether an English page offers its Bangla twin in a small notice: the browser prefers Bangla to English and no
 * choice is stored. Never a redirect, so that search engines see both languages.
 */
export function offersBangla(acceptLanguage: string | null | undefined, cookieHeader: string | null | undefined) {
  if (chosenLanguage(cookieHeader)) return false;
  const preferred = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.split("-")[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag === "bn" || entry.tag === "en")
    .sort((a, b) => b.q - a.q);
  return preferred[0]?.tag === "bn" && preferred[0].q > 0;
}

/**
 * Text staff wrote in two languages, as a page in `language` shows it: the Bangla version when there is one, else
 * the English one, with `lang` saying so (for screen readers' voices and for translation tools).
 */
export function inTwoLanguages(language: Language, english: string, bangla: string | null | undefined) {
  return language === "bn" && bangla
    ? { text: bangla, lang: undefined }
    : { text: english, lang: language === "bn" ? "en" : undefined };
}

/**
 * The same, in the language of what is being written now: the page's, or the mail's or calendar feed's reader's. The
 * one way pages, mails and feeds pick staff's text (docs/product.md#languages); `StaffText` shows it on a page.
 */
export const staffText = (english: string, bangla: string | null | undefined) =>
  inTwoLanguages(getLocale() === "bn" ? "bn" : "en", english, bangla);
