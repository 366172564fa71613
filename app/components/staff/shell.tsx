import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

export type StaffUser = { name: string; role: "staff" | "admin" };
export type StaffCounts = { newInbox: number; openSupport: number };

type NavItem = { to: string; label: string; count?: number; countLabel?: string; adminOnly?: boolean };

/**
 * The console frame: a tab bar of sections that scrolls sideways on a phone, with the count of
 * new inbox items and of open support messages beside their names.
 */
export function StaffShell({ user, counts, children }: { user: StaffUser; counts: StaffCounts; children: ReactNode }) {
  const items: NavItem[] = [
    { to: "/staff", label: "Overview" },
    { to: "/staff/inbox", label: "Inbox", count: counts.newInbox, countLabel: "new" },
    { to: "/staff/support", label: "Support", count: counts.openSupport, countLabel: "open" },
    { to: "/staff/parents", label: "Parents" },
    { to: "/staff/audit", label: "Audit log", adminOnly: true },
    { to: "/staff/users", label: "Users", adminOnly: true },
  ];
  return (
    <div className="bg-slate-50">
      <section aria-label="Staff console" className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 pt-3">
          <p className="text-lg font-extrabold text-ink">Staff console</p>
          <p className="text-sm text-slate-600">
            {user.name} · {user.role === "admin" ? "Admin" : "Staff"}
          </p>
        </div>
        {/* On a phone the tabs scroll sideways; the fade at the right edge says there are more. */}
        <nav aria-label="Staff" className="relative mx-auto max-w-6xl after:pointer-events-none after:absolute after:inset-y-0 after:right-0 after:w-8 after:bg-linear-to-l after:from-white after:to-transparent md:after:hidden">
          <ul className="flex gap-1 overflow-x-auto pr-8 pl-2 [scrollbar-width:thin] md:pr-2">
            {items
              .filter((item) => !item.adminOnly || user.role === "admin")
              .map((item) => (
                <li key={item.to} className="shrink-0">
                  <NavLink
                    to={item.to}
                    end={item.to === "/staff"}
                    className={({ isActive }) =>
                      cn(
                        "flex min-h-11 items-center gap-2 border-b-3 px-3 text-sm font-semibold whitespace-nowrap",
                        isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-ink",
                      )
                    }
                  >
                    {item.label}
                    {item.count ? (
                      <span className="rounded-full bg-orange-800 px-2 py-0.5 text-xs font-bold text-white" data-testid={`nav-count-${item.label.toLowerCase()}`}>
                        {item.count}
                        <span className="sr-only"> {item.countLabel}</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </section>
      <main id="main" className="mx-auto max-w-6xl px-4 pt-6 pb-24">
        {children}
      </main>
    </div>
  );
}

/** The heading block every console page starts with; `actions` sit to its right on wide screens. */
export function StaffPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
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
