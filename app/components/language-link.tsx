import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { hasBanglaTwin, type Language, switchHref, withoutLanguage } from "~/lib/i18n/language";
import { m } from "~/paraglide/messages";

/**
 * 'বাংলা' / 'English': a plain link to this page in the other language, so it works without JavaScript; the page
 * it opens remembers the choice. Shown only on pages that exist in both languages.
 */
export function LanguageLink({ language, className }: { language: Language; className?: string }) {
  const path = withoutLanguage(useLocation().pathname);
  if (!hasBanglaTwin(path)) return null;
  const other: Language = language === "bn" ? "en" : "bn";
  return (
    <a
      href={switchHref(path, other)}
      hrefLang={other}
      lang={other}
      aria-label={m.language_link_label()}
      className={cn("font-semibold underline-offset-2 hover:underline", className)}
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
