import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { Avatar } from "~/components/avatar";
import { LanguageLink } from "~/components/language-link";
import { cn } from "~/lib/cn";
import { familyRoleLabel } from "~/lib/family-permissions";
import { toBanglaDigits } from "~/lib/i18n/digits";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { type DashboardFlags, dashboardNav, mainNav, type NavItem } from "~/lib/nav";
import { m } from "~/paraglide/messages";
import { useFamilyRole } from "./family-can";
import { Icon } from "./icons";

export type DashboardUser = { name: string | null; email: string; avatarUrl: string | null; isStaff: boolean };

const DRAWER_ID = "dashboard-drawer";

/**
 * The dashboard frame (docs/product.md#parent-dashboard). On wide screens the site header sits above and a sidebar
 * beside the page. On phones the site header gives way to one fixed top bar titled Dashboard, whose menu button opens
 * the sidebar as a slide-in drawer that also links back to the public site. The drawer is a popover, so it opens,
 * closes on its backdrop and on Escape without JavaScript, and a link in it opens a new page without it.
 */
export function DashboardShell({
  user,
  overdueInvoices = 0,
  flags = { newReplies: 0 },
  children,
}: {
  user: DashboardUser;
  overdueInvoices?: number;
  flags?: DashboardFlags;
  children: ReactNode;
}) {
  const language = useLanguage();
  return (
    <div className="group/shell bg-slate-50 pt-16 md:pt-0 print:bg-white print:pt-0">
      {/* The right end stays empty (the language switch keeps clear of it): the floating WhatsApp button sits there on phones. */}
      <header
        className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 md:hidden print:hidden"
        data-testid="dashboard-top-bar"
      >
        <button
          type="button"
          popoverTarget={DRAWER_ID}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink hover:bg-slate-50"
          aria-label={m.dash_open_menu()}
        >
          <Icon name="menu" />
        </button>
        <p className="text-lg font-bold text-ink">{m.dash_nav_dashboard()}</p>
        <LanguageLink
          language={language}
          className="mr-14 ml-auto inline-flex min-h-11 items-center px-2 text-brand-800"
        />
      </header>

      <aside
        id={DRAWER_ID}
        popover="auto"
        aria-label={m.dash_menu()}
        className={cn(
          "fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto border-0 bg-white p-0 text-ink shadow-xl md:hidden",
          "-translate-x-full transition-[translate,display,overlay] transition-discrete duration-200 ease-out open:translate-x-0 starting:open:-translate-x-full",
          "backdrop:bg-slate-900/50",
        )}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <p className="text-lg font-bold">{m.dash_nav_dashboard()}</p>
          <button
            type="button"
            popoverTarget={DRAWER_ID}
            popoverTargetAction="hide"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100"
            aria-label={m.dash_close_menu()}
          >
            <Icon name="close" />
          </button>
        </div>
        <Sidebar user={user} flags={flags} label={m.dash_nav_label_menu()}>
          <WebsiteLinks showStaffConsole={user.isStaff} />
        </Sidebar>
      </aside>

      {/* While the drawer is open, a tap on its backdrop only closes it: it never reaches the link beneath. */}
      <div className="mx-auto flex max-w-6xl gap-8 group-has-[#dashboard-drawer:popover-open]/shell:pointer-events-none md:px-4 md:py-8">
        <aside
          aria-label={m.dash_sidebar()}
          className="hidden w-64 shrink-0 md:block print:hidden"
          data-testid="dashboard-sidebar"
        >
          <div className="sticky top-6 rounded-2xl border border-slate-200 bg-white shadow-sm">
            <Sidebar user={user} flags={flags} label={m.dash_nav_dashboard()} />
          </div>
        </aside>
        {/* Until the page is wide enough for a margin beside it, a lane on the right keeps the floating WhatsApp button off the content. */}
        <main id="main" className="min-w-0 flex-1 px-4 pt-6 pb-12 md:px-0 md:pt-0 md:pr-20 md:pb-8 xl:pr-0">
          {overdueInvoices > 0 ? <OverdueBanner count={overdueInvoices} bangla={language === "bn"} /> : null}
          {children}
        </main>
      </div>
    </div>
  );
}

/** On every dashboard page while an invoice is past its due date. */
function OverdueBanner({ count, bangla }: { count: number; bangla: boolean }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 print:hidden"
      data-testid="overdue-banner"
    >
      <p className="font-semibold">
        {count === 1
          ? m.dash_overdue_one()
          : m.dash_overdue_many({ count: bangla ? toBanglaDigits(count) : String(count) })}{" "}
        {m.dash_overdue_keep_place()}
      </p>
      <Link to="/dashboard/payments" className="font-bold underline">
        {m.dash_pay_now()}
      </Link>
    </div>
  );
}

/** Identity, the dashboard's own links, anything else the caller adds (`children`), then Logout. */
function Sidebar({
  user,
  flags,
  label,
  children,
}: {
  user: DashboardUser;
  flags: DashboardFlags;
  label: string;
  children?: ReactNode;
}) {
  const role = useFamilyRole();
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-3 border-b border-slate-200 p-4" data-testid="sidebar-identity">
        <Avatar name={user.name} src={user.avatarUrl} size="md" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{user.name || user.email}</p>
          <p className="text-sm text-slate-600">
            {m.dash_role_parent()}
            {/* A member who is not the family's owner sees their role in it (docs/product.md#families). */}
            {role !== "owner" ? ` · ${familyRoleLabel(role)}` : null}
          </p>
        </div>
      </div>
      <nav aria-label={label} className="p-2">
        <ul className="flex flex-col gap-1">
          {dashboardNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/dashboard"}
                className={({ isActive }) =>
                  cn(
                    "flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium",
                    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
                  )
                }
              >
                <Icon name={item.icon} />
                {item.label()}
                {item.flag && flags[item.flag.of] > 0 ? (
                  <span className="ml-auto rounded-full bg-orange-800 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white">
                    {item.flag.label()}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
      <Form method="post" action="/logout" className="border-t border-slate-200 p-2">
        <button
          type="submit"
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-medium text-slate-700 hover:bg-red-50 hover:text-red-800"
        >
          <Icon name="logout" />
          {m.dash_logout()}
        </button>
      </Form>
    </div>
  );
}

/** On phones the site header is gone, so the drawer carries its links (and staff's way to the console). */
function WebsiteLinks({ showStaffConsole }: { showStaffConsole: boolean }) {
  const language = useLanguage();
  const links: readonly NavItem[] = showStaffConsole
    ? [...mainNav, { to: "/staff", label: m.dash_staff_console }]
    : mainNav;
  return (
    <nav aria-labelledby="drawer-website-label" className="border-t border-slate-200 p-2">
      <p id="drawer-website-label" className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">
        {m.dash_website()}
      </p>
      <ul className="flex flex-col">
        {links.map((item) => (
          <li key={item.to}>
            <Link
              to={localized(item.to, language)}
              className="flex min-h-10 items-center rounded-lg px-3 text-slate-700 hover:bg-slate-100"
            >
              {item.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The heading block every dashboard page starts with. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
      {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
    </div>
  );
}
