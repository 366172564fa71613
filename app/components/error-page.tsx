import { Link } from "react-router";
import { toBanglaDigits } from "~/lib/i18n/digits";
import { type Language, localized } from "~/lib/i18n/language";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { buttonClass } from "~/ui/button";

const suggestions = [
  { to: "/", label: m.error_suggest_home },
  { to: "/curriculum", label: m.error_suggest_curriculum },
  { to: "/services", label: m.error_suggest_services },
  { to: "/contact", label: m.error_suggest_contact },
];

/** The designed 404 and 500 pages; they keep the normal header and footer from the root layout. */
export function ErrorPage({
  status,
  title,
  message,
  details,
}: {
  status: number;
  title: string;
  message: string;
  details?: string;
}) {
  // An error page may have no loader data to read the language from; the request's language is always there.
  const language = getLocale() as Language;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
        {m.error_label({ status: language === "bn" ? toBanglaDigits(status) : status })}
      </p>
      <h1 className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{message}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {suggestions.map((s, i) => (
          <li key={s.to}>
            <Link to={localized(s.to, language)} className={buttonClass(i === 0 ? "primary" : "outline")}>
              {s.label()}
            </Link>
          </li>
        ))}
      </ul>
      {details ? (
        <pre className="mt-10 overflow-auto rounded-lg bg-slate-100 p-4 text-left text-xs">{details}</pre>
      ) : null}
    </main>
  );
}
