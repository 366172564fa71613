import { Form, Link, NavLink } from "react-router";
import { officeHours } from "~/content/bn/format";
import { cn } from "~/lib/cn";
import { type Language, localized } from "~/lib/i18n/language";
import { mainNav } from "~/lib/nav";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { buttonClass } from "~/ui/button";
import { Avatar } from "./avatar";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";
import { WhatsAppHeaderButton } from "./whatsapp-button";

export type HeaderUser = { name: string | null; email: string; avatarUrl: string | null; isStaff: boolean };

export function SiteHeader({
  user,
  language,
  className,
}: {
  user: HeaderUser | null;
  language: Language;
  className?: string;
}) {
  return (
    // On phones the header stays at the top of the screen and carries the chat button (decision 010).
    <header className={cn("border-b border-slate-200 bg-white max-md:sticky max-md:top-0 max-md:z-30", className)}>
      <TopBar language={language} />
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link
          to={localized("/", language)}
          className="flex items-center gap-2 rounded-md"
          aria-label={m.header_home_link({ brand: site.name })}
        >
          <Logo />
        </Link>
        <nav aria-label={m.nav_main()} className="hidden xl:block">
          <ul className="flex items-center gap-0.5 2xl:gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={localized(item.to, language)}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-2 py-2 text-[15px] font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-800 2xl:px-3",
                      isActive ? "text-brand-700" : "text-slate-700",
                    )
                  }
                >
                  {item.label()}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden shrink-0 items-center gap-2 whitespace-nowrap xl:flex">
          <LanguageLink language={language} className="px-2 text-brand-800" />
          <AccountLinks user={user} language={language} />
        </div>
        <div className="flex items-center gap-2">
          <WhatsAppHeaderButton />
          <MobileMenu user={user} language={language} />
        </div>
      </div>
    </header>
  );
}

function TopBar({ language }: { language: Language }) {
  return (
    <div className="hidden bg-brand-800 text-sm text-white md:block" data-testid="top-bar">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-6 px-4 py-2">
        <a href={site.phoneHref} className="hover:underline">
          <span className="sr-only">{m.header_phone()} </span>
          {site.phone}
        </a>
        <span>{language === "bn" ? site.bn.address : site.address.display}</span>
        <span>
          <span className="sr-only">{m.header_office_hours()} </span>
          {language === "bn" ? officeHours : site.hours.display}
        </span>
      </div>
    </div>
  );
}

function AccountLinks({ user, language, stacked }: { user: HeaderUser | null; language: Language; stacked?: boolean }) {
  const size = stacked ? "md" : "sm";
  const to = (path: string) => localized(path, language);
  if (!user) {
    return (
      <>
        <Link to={to("/enroll")} className={buttonClass("secondary", size, stacked ? "w-full" : undefined)}>
          {m.header_enroll()}
        </Link>
        <Link to={to("/login")} className={buttonClass("outline", size, stacked ? "w-full" : undefined)}>
          {m.header_login()}
        </Link>
      </>
    );
  }
  return (
    <>
      {user.isStaff ? (
        <Link to="/staff" className={buttonClass("ghost", size, stacked ? "w-full" : undefined)}>
          {m.header_staff()}
        </Link>
      ) : null}
      <Link to={to("/dashboard")} className={buttonClass("ghost", size, stacked ? "w-full" : undefined)}>
        <Avatar name={user.name} src={user.avatarUrl} size="sm" />
        {m.header_dashboard()}
      </Link>
      <Form method="post" action="/logout" className={stacked ? "w-full" : undefined}>
        <button type="submit" className={buttonClass("outline", size, stacked ? "w-full" : undefined)}>
          {m.header_logout()}
        </button>
      </Form>
    </>
  );
}

/** A <details> disclosure: opens and closes without JavaScript. */
function MobileMenu({ user, language }: { user: HeaderUser | null; language: Language }) {
  return (
    <details className="menu group xl:hidden">
      <summary className={buttonClass("outline", "sm", "cursor-pointer")} aria-label={m.header_menu()}>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path className="group-open:hidden" d="M4 6h16M4 12h16M4 18h16" />
          <path className="hidden group-open:block" d="M6 6l12 12M18 6 6 18" />
        </svg>
        {/* Below 390 px the word would push the chat button off the row; the icon and the label remain. */}
        <span className="max-[389px]:sr-only">{m.header_menu()}</span>
      </summary>
      <div className="absolute inset-x-0 z-30 mt-3 border-b border-slate-200 bg-white px-4 pb-5 shadow-lg max-md:max-h-[calc(100dvh-4.5rem)] max-md:overflow-y-auto">
        <nav aria-label={m.nav_mobile()}>
          <ul className="flex flex-col py-2">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={localized(item.to, language)}
                  end={item.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-3 py-3 text-base font-medium hover:bg-brand-50",
                      isActive ? "text-brand-700" : "text-slate-800",
                    )
                  }
                >
                  {item.label()}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
          <LanguageLink language={language} className="px-3 py-2 text-brand-800" />
          <AccountLinks user={user} language={language} stacked />
        </div>
      </div>
    </details>
  );
}
