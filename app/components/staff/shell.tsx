import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { LanguageLink } from "~/components/language-link";
import { Logo } from "~/components/logo";
import { cn } from "~/lib/cn";
import { enhanceData } from "~/lib/enhance-contract";
import { localDigits } from "~/lib/i18n/digits";
import type { Language } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { consoleNav, type StaffCounts } from "~/lib/nav";
import { m } from "~/paraglide/messages";
import { buttonClass } from "~/ui/button";

export type StaffUser = { name: string; role: "staff" | "admin" };

/**
 * The console's own application shell, with nothing from the public site: a compact header with
 * the school's name, who is signed in and Logout, over a tab bar of sections that scrolls sideways
 * on a phone, with the count of new inbox items, open support messages and payments awaiting verification beside
 * their names.
 */
export function StaffShell({ user, counts, children }: { user: StaffUser; counts: StaffCounts; children: ReactNode }) {
  const language = useLanguage();
  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-0.5 px-4 pt-2.5 sm:grid-cols-[1fr_auto_auto] sm:pb-1">
          <Link to="/staff" className="col-start-1 row-start-1 flex items-center gap-3 justify-self-start rounded-md">
            <Logo />
            {/* Read on phones too, where it is not shown: the link's name is '<school> Staff console' at every width. */}
            <span className="border-l border-slate-300 pl-3 font-semibold text-slate-700 max-sm:sr-only">
              {m.staff_console()}
            </span>
          </Link>
          <p className="col-span-2 row-start-2 text-sm text-slate-600 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:text-right">
            <span className="sm:hidden">{m.staff_signed_in_as()}</span>
            <span className="font-semibold text-ink" translate="no">
              {user.name}
            </span>{" "}
            · {user.role === "admin" ? m.staff_role_admin() : m.staff_role_staff()}
          </p>
          <div className="col-start-2 row-start-1 flex items-center gap-3 sm:col-start-3">
            <LanguageLink language={language} className="text-sm text-brand-800" />
            <Form method="post" action="/logout">
              <button type="submit" className={cn(buttonClass("outline", "sm"), "whitespace-nowrap")}>
                {m.staff_logout()}
              </button>
            </Form>
          </div>
        </div>
        <ConsoleNav user={user} counts={counts} language={language} />
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-12">
        {children}
      </main>
    </div>
  );
}

function ConsoleNav({ user, counts, language }: { user: StaffUser; counts: StaffCounts; language: Language }) {
  return (
    // On a phone the tabs scroll sideways (the script brings the current one into view); the fade at the right edge
    // says there are more.
    <nav
      aria-label={m.staff_nav_label()}
      className="relative mx-auto max-w-6xl after:pointer-events-none after:absolute after:inset-y-0 after:right-0 after:w-8 after:bg-linear-to-l after:from-white after:to-transparent md:after:hidden"
    >
      <ul
        className="flex gap-1 overflow-x-auto pr-8 pl-1 [scrollbar-width:thin] md:pr-1"
        {...enhanceData({ showCurrent: "" })}
        data-testid="console-tabs"
      >
        {consoleNav
          .filter((item) => !item.adminOnly || user.role === "admin")
          .map((item) => (
            <li key={item.to} className="shrink-0">
              <NavLink
                to={item.to}
                end={item.to === "/staff"}
                className={({ isActive }) =>
                  cn(
                    // The list scrolls, so it would clip an outline drawn outside the tab: draw it inside. `relative`
                    // keeps the count's screen-reader text inside the scrolling list, not widening the page.
                    "relative flex min-h-11 items-center gap-2 border-b-3 px-3 text-sm font-semibold whitespace-nowrap focus-visible:-outline-offset-3",
                    isActive
                      ? "border-brand-700 text-brand-800"
                      : "border-transparent text-slate-700 hover:border-slate-300 hover:text-ink",
                  )
                }
              >
                {item.label()}
                {item.count && counts[item.count.of] ? (
                  <span
                    className="rounded-full bg-orange-800 px-2 py-0.5 text-xs font-bold text-white"
                    data-testid={`nav-count-${item.to.split("/").pop()}`}
                  >
                    {localDigits(counts[item.count.of], language)}
                    <span className="sr-only"> {item.count.label()}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The heading block every console page starts with; `actions` sit to its right on wide screens. */
export function StaffPageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
        {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}
