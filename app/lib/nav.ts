import { m } from "~/paraglide/messages";

/**
 * The seven public links of the main bar (docs/product.md#public-site), in order; each label is a message, read in the
 * page's language.
 */
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

export type NavItem = { to: string; label: () => string };
