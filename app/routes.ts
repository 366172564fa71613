import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";

/*
 * The route table, and the only list of the site's pages: the site itself, its tests and `npm run bench` read it.
 * A `.tsx` route module is a page, a `.ts` one answers with data, a redirect or a file.
 *
 * Plain route objects rather than @react-router/dev's helpers, so that the app can read this table at run time
 * without the build tool: app/lib/i18n/language.ts takes the Bangla twins from `publicSite`.
 */

/** The public site (docs/product.md). Every page here has a Bangla twin under /bn (decision 021). */
export const publicSite = [
  { index: true, file: "routes/marketing/home.tsx" },
  { path: "about", file: "routes/marketing/about.tsx" },
  { path: "curriculum", file: "routes/marketing/curriculum.tsx" },
  { path: "class-model", file: "routes/marketing/class-model.tsx" },
  { path: "parent-resources", file: "routes/marketing/parent-resources.tsx" },
  { path: "parent-resources/:slug", file: "routes/marketing/resource.tsx" },
  { path: "enroll", file: "routes/marketing/enroll.tsx" },
  { path: "trial", file: "routes/marketing/trial.tsx" },
  { path: "trial/booked/:id", file: "routes/marketing/trial-booked.tsx" },
  { path: "events", file: "routes/marketing/events.tsx" },
  { path: "contact", file: "routes/marketing/contact.tsx" },
  { path: "services", file: "routes/marketing/services.tsx" },
  { path: "team", file: "routes/marketing/team.tsx" },
  { path: "testimonials", file: "routes/marketing/testimonials.tsx" },
  { path: "store", file: "routes/marketing/store.tsx" },
  { path: "blog", file: "routes/marketing/blog.tsx" },
  { path: "blog/:slug", file: "routes/marketing/blog-post.tsx" },
  { path: "terms", file: "routes/marketing/terms.tsx" },
] as const satisfies RouteConfigEntry[];

/** The public pages' route paths, as the browser's address starts: '/', '/about', '/blog/:slug'. */
export const publicSitePaths = publicSite.map((entry) => ("index" in entry ? "/" : `/${entry.path}`));

/** The same page modules again under /bn, each with an id of its own. */
const banglaTwins: RouteConfigEntry[] = publicSite.map((entry) =>
  "index" in entry
    ? { path: "bn", file: entry.file, id: "bn/index" }
    : { path: `bn/${entry.path}`, file: entry.file, id: `bn/${entry.path}` },
);

/** The account pages: one address each, in the person's language (docs/product.md#languages). */
const accountPages = [
  { path: "login", file: "routes/auth/login.tsx" },
  { path: "register", file: "routes/auth/register.tsx" },
  { path: "forgot-password", file: "routes/auth/forgot-password.tsx" },
  { path: "reset-password", file: "routes/auth/reset-password.tsx" },
  { path: "verify-email", file: "routes/auth/verify-email.tsx" },
  { path: "family/join/:token", file: "routes/auth/family-join.tsx" },
] as const satisfies RouteConfigEntry[];

/** '/bn/login' and the like: they lead to the account page in Bangla. */
const accountPagesInBangla: RouteConfigEntry[] = accountPages.map((entry) => ({
  path: `bn/${entry.path}`,
  file: "routes/auth/in-bangla.ts",
  id: `bn/${entry.path}`,
}));

export default [
  ...publicSite,
  ...banglaTwins,

  // Accounts
  ...accountPages,
  ...accountPagesInBangla,
  { path: "logout", file: "routes/auth/logout.ts" },

  // Applying for a place: beside the public /enroll page, in the site's frame, for a signed-in parent.
  { path: "enroll/apply", file: "routes/dashboard/apply.tsx" },

  // Parent dashboard: the layout loads the session once; every route checks it again.
  {
    path: "dashboard",
    file: "routes/dashboard/layout.tsx",
    children: [
      { index: true, file: "routes/dashboard/overview.tsx" },
      { path: "profile", file: "routes/dashboard/profile.tsx" },
      { path: "profile/children/:childId", file: "routes/dashboard/child-details.tsx" },
      { path: "profile/family", file: "routes/dashboard/family.tsx" },
      { path: "enrolment", file: "routes/dashboard/enrolment.tsx" },
      { path: "classes", file: "routes/dashboard/classes.tsx" },
      { path: "progress", file: "routes/dashboard/progress.tsx" },
      { path: "progress/reviews/:reviewId", file: "routes/dashboard/progress-review.tsx" },
      { path: "subscription", file: "routes/dashboard/subscription.tsx" },
      { path: "payments", file: "routes/dashboard/payments.tsx" },
      { path: "payments/invoices/:invoiceId", file: "routes/dashboard/invoice.tsx" },
      { path: "payments/pay-all", file: "routes/dashboard/pay-all.tsx" },
      { path: "payments/transfers/:transferId/edit", file: "routes/dashboard/transfer-edit.tsx" },
      { path: "payments/receipts/:paymentId", file: "routes/dashboard/receipt.tsx" },
      { path: "payments/credit-notes/:creditNoteId", file: "routes/dashboard/credit-note.tsx" },
      { path: "subscription/:subscriptionId/cancel", file: "routes/dashboard/subscription-cancel.tsx" },
      { path: "support", file: "routes/dashboard/support.tsx" },
      { path: "support/:messageId", file: "routes/dashboard/support-thread.tsx" },
    ],
  },

  // Staff console: every route checks the role on the server; others get 404.
  {
    path: "staff",
    file: "routes/staff/layout.tsx",
    children: [
      { index: true, file: "routes/staff/overview.tsx" },
      { path: "inbox", file: "routes/staff/inbox.tsx" },
      { path: "support", file: "routes/staff/support.tsx" },
      { path: "support/:messageId", file: "routes/staff/support-thread.tsx" },
      { path: "parents", file: "routes/staff/parents.tsx" },
      { path: "parents/:parentId", file: "routes/staff/parent.tsx" },
      { path: "parents/:parentId/apply", file: "routes/staff/parent-apply.tsx" },
      { path: "parents/:parentId/invoices", file: "routes/staff/parent-invoices.tsx" },
      { path: "payments", file: "routes/staff/payments.tsx" },
      { path: "payments/reconcile", file: "routes/staff/reconcile.tsx" },
      { path: "payments/receipts/:paymentId", file: "routes/staff/receipt.tsx" },
      { path: "payments/credit-notes/:creditNoteId", file: "routes/staff/credit-note.tsx" },
      { path: "enrolment", file: "routes/staff/enrolment.tsx" },
      { path: "batches", file: "routes/staff/batches.tsx" },
      { path: "batches/:batchId", file: "routes/staff/batch.tsx" },
      { path: "batches/:batchId/skills", file: "routes/staff/batch-skills.tsx" },
      { path: "batches/:batchId/register/:date", file: "routes/staff/register.tsx" },
      { path: "skills", file: "routes/staff/skills.tsx" },
      { path: "children/:childId", file: "routes/staff/child.tsx" },
      { path: "activities", file: "routes/staff/activities.tsx" },
      { path: "children/:childId/progress", file: "routes/staff/child-progress.tsx" },
      { path: "reports", file: "routes/staff/reports.tsx" },
      { path: "events", file: "routes/staff/events.tsx" },
      { path: "audit", file: "routes/staff/audit.tsx" },
      { path: "users", file: "routes/staff/users.tsx" },
    ],
  },

  // Non-UI resources
  { path: "trial/booked/:id/calendar.ics", file: "routes/marketing/trial-calendar.ts" },
  { path: "dashboard/classes/:placeId/join", file: "routes/dashboard/class-join.ts" },
  { path: "dashboard/classes/recordings/:recordingId", file: "routes/dashboard/recording.ts" },
  { path: "calendar/:file", file: "routes/resources/calendar-feed.ts" },
  { path: "staff/payments/export.csv", file: "routes/staff/payments-export.ts" },
  { path: "staff/reports/export/:section", file: "routes/staff/reports-export.ts" },
  { path: "api/payments/sms", file: "routes/resources/payments-sms.ts" },
  { path: "api/auth/*", file: "routes/resources/auth-handler.ts" },
  { path: "language", file: "routes/resources/language.ts" },
  { path: "healthz", file: "routes/resources/healthz.ts" },
  { path: "files/*", file: "routes/resources/files.ts" },
  { path: "sitemap.xml", file: "routes/resources/sitemap.ts" },
  { path: "robots.txt", file: "routes/resources/robots.ts" },
  // The e2e fixtures' seeding: 404 unless E2E_TEST_ROUTES is set, which start-up refuses off localhost.
  { path: "__test/:fixture", file: "routes/resources/test-fixtures.ts" },

  // Everything else: the designed 404 page with status 404.
  { path: "*", file: "routes/marketing/not-found.tsx" },
] satisfies RouteConfig;
