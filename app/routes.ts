import { index, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { banglaRoutePaths } from "./lib/i18n/language";

/** The public site (docs/product.md#public-site). */
const publicSite = [
  index("routes/marketing/home.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("curriculum", "routes/marketing/curriculum.tsx"),
  route("class-model", "routes/marketing/class-model.tsx"),
  route("parent-resources", "routes/marketing/parent-resources.tsx"),
  route("parent-resources/:slug", "routes/marketing/resource.tsx"),
  route("enroll", "routes/marketing/enroll.tsx"),
  route("trial", "routes/marketing/trial.tsx"),
  route("trial/booked/:id", "routes/marketing/trial-booked.tsx"),
  route("trial/booked/:id/calendar.ics", "routes/marketing/trial-calendar.ts"),
  route("events", "routes/marketing/events.tsx"),
  route("contact", "routes/marketing/contact.tsx"),
  route("services", "routes/marketing/services.tsx"),
  route("team", "routes/marketing/team.tsx"),
  route("testimonials", "routes/marketing/testimonials.tsx"),
  route("store", "routes/marketing/store.tsx"),
  route("blog", "routes/marketing/blog.tsx"),
  route("blog/:slug", "routes/marketing/blog-post.tsx"),
  route("terms", "routes/marketing/terms.tsx"),
];

/** The same page modules again under /bn, for the pages translated so far (docs/product.md#languages). */
const banglaTwins = prefix(
  "bn",
  publicSite
    .filter((entry) => (banglaRoutePaths as readonly string[]).includes(entry.index ? "/" : `/${entry.path}`))
    .map((entry): RouteConfigEntry => ({ ...entry, id: `bn/${entry.path ?? "index"}` })),
);

export default [
  ...publicSite,
  ...banglaTwins,

  // Accounts
  route("login", "routes/auth/login.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("verify-email", "routes/auth/verify-email.tsx"),
  route("logout", "routes/auth/logout.tsx"),

  // Applying for a place: beside the public /enroll page, in the site's frame, for a signed-in parent.
  route("enroll/apply", "routes/dashboard/apply.tsx"),

  // Parent dashboard: the layout loads the session once; every route checks it again.
  route("dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/overview.tsx"),
    route("profile", "routes/dashboard/profile.tsx"),
    route("enrolment", "routes/dashboard/enrolment.tsx"),
    route("classes", "routes/dashboard/classes.tsx"),
    route("subscription", "routes/dashboard/subscription.tsx"),
    route("payments", "routes/dashboard/payments.tsx"),
    route("payments/invoices/:invoiceId", "routes/dashboard/invoice.tsx"),
    route("payments/pay-all", "routes/dashboard/pay-all.tsx"),
    route("payments/receipts/:paymentId", "routes/dashboard/receipt.tsx"),
    route("subscription/:subscriptionId/cancel", "routes/dashboard/subscription-cancel.tsx"),
    route("support", "routes/dashboard/support.tsx"),
  ]),

  // Staff console: every route checks the role on the server; others get 404.
  route("staff", "routes/staff/layout.tsx", [
    index("routes/staff/overview.tsx"),
    route("inbox", "routes/staff/inbox.tsx"),
    route("support", "routes/staff/support.tsx"),
    route("support/:messageId", "routes/staff/support-thread.tsx"),
    route("parents", "routes/staff/parents.tsx"),
    route("parents/:parentId", "routes/staff/parent.tsx"),
    route("parents/:parentId/apply", "routes/staff/parent-apply.tsx"),
    route("parents/:parentId/invoices", "routes/staff/parent-invoices.tsx"),
    route("payments", "routes/staff/payments.tsx"),
    route("payments/receipts/:paymentId", "routes/staff/receipt.tsx"),
    route("enrolment", "routes/staff/enrolment.tsx"),
    route("batches", "routes/staff/batches.tsx"),
    route("batches/:batchId", "routes/staff/batch.tsx"),
    route("events", "routes/staff/events.tsx"),
    route("audit", "routes/staff/audit.tsx"),
    route("users", "routes/staff/users.tsx"),
  ]),

  // Non-UI resources
  route("dashboard/classes/:placeId/join", "routes/dashboard/class-join.ts"),
  route("dashboard/classes/recordings/:recordingId", "routes/dashboard/recording.ts"),
  route("calendar/:file", "routes/resources/calendar-feed.ts"),
  route("staff/payments/export.csv", "routes/staff/payments-export.ts"),
  route("api/auth/*", "routes/resources/auth-handler.ts"),
  route("language", "routes/resources/language.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  route("files/*", "routes/resources/files.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  // The e2e fixtures' seeding: 404 unless E2E_TEST_ROUTES is set, which start-up refuses off localhost.
  route("__test/:fixture", "routes/resources/test-fixtures.ts"),

  // Everything else: the designed 404 page with status 404.
  route("*", "routes/marketing/not-found.tsx"),
] satisfies RouteConfig;
