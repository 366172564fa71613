/** The seven public links of the main bar (SPEC §2), in order. */
export const mainNav = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/curriculum", label: "Curriculum" },
  { to: "/class-model", label: "Class Model" },
  { to: "/services", label: "Services" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;

export const footerNav = {
  quickLinks: [
    { to: "/about", label: "About Us" },
    { to: "/curriculum", label: "Curriculum" },
    { to: "/class-model", label: "Class Model" },
    { to: "/enroll", label: "Enroll Now" },
  ],
  resources: [
    { to: "/parent-resources", label: "Parent Resources" },
    { to: "/events", label: "Workshops & Events" },
    { to: "/contact", label: "Contact Us" },
  ],
} as const;
