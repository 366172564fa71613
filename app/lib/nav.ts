import type { IconName } from "~/components/dashboard/icons";
import { m } from "~/paraglide/messages";

/** A link of one of the site's menus; its label is a message, read in the page's language. */
export type NavItem = { to: string; label: () => string };

/** The seven public links of the main bar (docs/product.md#public-site), in order; each label is read in the page's language. */
export const mainNav = [
  { to: "/", label: m.nav_home },
  { to: "/about", label: m.nav_about },
  { to: "/curriculum", label: m.nav_curriculum },
  { to: "/class-model", label: m.nav_class_model },
  { to: "/services", label: m.nav_services },
  { to: "/blog", label: m.nav_blog },
  { to: "/contact", label: m.nav_contact },
] as const;

export const footerNav = {
  quickLinks: [
    { to: "/about", label: m.footer_about_us },
    { to: "/curriculum", label: m.nav_curriculum },
    { to: "/class-model", label: m.nav_class_model },
    { to: "/enroll", label: m.footer_enroll_now },
  ],
  resources: [
    { to: "/parent-resources", label: m.footer_parent_resources },
    { to: "/events", label: m.footer_events },
    { to: "/contact", label: m.footer_contact_us },
  ],
} as const;

/** What the dashboard flags beside its sections' names. */
export type DashboardFlags = { newReplies: number };

/**
 * The dashboard's sidebar, each link with its icon. `flag` names a figure of `DashboardFlags` that, when above zero,
 * shows its label beside the section's name.
 */
export const dashboardNav: ReadonlyArray<
  NavItem & { icon: IconName; flag?: { of: keyof DashboardFlags; label: () => string } }
> = [
  { to: "/dashboard", label: m.dash_nav_dashboard, icon: "home" },
  { to: "/dashboard/profile", label: m.dash_nav_profile, icon: "user" },
  { to: "/dashboard/enrolment", label: m.dash_nav_enrolment, icon: "school" },
  { to: "/dashboard/classes", label: m.dash_nav_classes, icon: "calendar" },
  { to: "/dashboard/progress", label: m.skills_nav_progress, icon: "chart" },
  { to: "/dashboard/subscription", label: m.dash_nav_subscription, icon: "card" },
  { to: "/dashboard/payments", label: m.dash_nav_payments, icon: "receipt" },
  {
    to: "/dashboard/support",
    label: m.dash_nav_support,
    icon: "help",
    flag: { of: "newReplies", label: m.dash_new_reply },
  },
];

/** What waits in the console: the figures beside its sections' names. */
export type StaffCounts = { newInbox: number; unansweredSupport: number; awaitingPayments: number; toDecide: number };

/**
 * The console's sections. `count` names the figure shown beside a section's name (what waits there) and what it
 * counts, for screen readers; `adminOnly` sections show to admins alone.
 */
export const consoleNav: ReadonlyArray<
  NavItem & { count?: { of: keyof StaffCounts; label: () => string }; adminOnly?: true }
> = [
  { to: "/staff", label: m.staff_nav_overview },
  { to: "/staff/inbox", label: m.staff_nav_inbox, count: { of: "newInbox", label: m.staff_count_new } },
  {
    to: "/staff/support",
    label: m.staff_nav_support,
    count: { of: "unansweredSupport", label: m.staff_count_unanswered },
  },
  { to: "/staff/parents", label: m.staff_nav_parents },
  {
    to: "/staff/payments",
    label: m.staff_nav_payments,
    count: { of: "awaitingPayments", label: m.staff_count_awaiting },
  },
  {
    to: "/staff/enrolment",
    label: m.staff_nav_enrolment,
    count: { of: "toDecide", label: m.staff_count_to_decide },
  },
  { to: "/staff/batches", label: m.staff_nav_batches },
  { to: "/staff/skills", label: m.skills_nav_skills },
  { to: "/staff/activities", label: m.practice_nav_activities },
  { to: "/staff/reports", label: m.rep_nav },
  { to: "/staff/events", label: m.staff_nav_events },
  { to: "/staff/audit", label: m.staff_nav_audit, adminOnly: true },
  { to: "/staff/users", label: m.staff_nav_users, adminOnly: true },
];
