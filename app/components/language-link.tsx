import { useLocation, useRouteLoaderData } from "react-router";
import { cn } from "~/lib/cn";
import { hasBanglaTwin, type Language, switchHref, withLanguageParam, withoutLanguage } from "~/lib/i18n/language";
import { m } from "~/paraglide/messages";

/**
 * 'বাংলা' / 'English', working without JavaScript:
 * - on a public page, a plain link to its twin in the other language; the page it opens remembers the choice;
 * - on any other page of a signed-in person, a button that saves the choice in their profile (/language);
 * - on the account pages before login, a link to the same page with `?lang=`, which the cookie then remembers.
 */
export function LanguageLink({ language, className }: { language: Language; className?: string }) {
  const location = useLocation();
  const signedIn = Boolean((useRouteLoaderData("root") as { user?: unknown } | undefined)?.user);
  const path = withoutLanguage(location.pathname);
  const other: Language = language === "bn" ? "en" : "bn";
  const classes = cn("font-semibold underline-offset-2 hover:underline", className);
  if (!hasBanglaTwin(path) && signedIn) {
    return (
      <form method="post" action="/language" className="inline">
        <input type="hidden" name="language" value={other} />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button
          type="submit"
          lang={other}
          aria-label={m.language_link_label()}
          className={cn("cursor-pointer", classes)}
        >
          {m.language_link()}
        </button>
      </form>
    );
  }
  return (
    <a
      href={
        hasBanglaTwin(path) ? switchHref(path, other) : withLanguageParam(location.pathname + location.search, other)
      }
      hrefLang={other}
      lang={other}
      aria-label={m.language_link_label()}
      className={classes}
    >
      {m.language_link()}
    </a>
  );
}

/** On an English page, for a browser that prefers Bangla and no stored choice: the Bangla twin, never a redirect. */
export function BanglaNotice() {
  const path = withoutLanguage(useLocation().pathname);
  return (
    <aside lang="bn" aria-label={m.language_notice()} className="bangla-face bg-amber-50 text-sm text-amber-950">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <span>{m.language_notice()}</span>
        <a href={switchHref(path, "bn")} hrefLang="bn" className="font-semibold underline">
          {m.language_notice_link()}
        </a>
        <a href={switchHref(path, "en")} lang="en" className="ml-auto underline">
          {m.language_notice_dismiss()}
        </a>
      </p>
    </aside>
  );
}
