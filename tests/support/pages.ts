import type { APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { posts } from "../../app/content/blog";
import { materials } from "../../app/content/resources";
import routes from "../../app/routes";
import { postFixture } from "./billing";
import { testEnv } from "./test-env";

/**
 * Every page of the site, as the checks that go over all of them see it (html-valid, script-budget, shell, the
 * accessibility sweep, bangla-every-route, `npm run bench`): read from app/routes.ts, so a new page is in each of
 * them at once. A route with parameters is visited at the addresses of `samples`; one without a sample fails them.
 */

/** Who a page is for, and so who a check signs in as: routes are grouped in folders by audience. */
export type Audience = "public" | "account" | "parent" | "staff";
const audienceOfFolder: Record<string, Audience> = {
  marketing: "public",
  auth: "account",
  dashboard: "parent",
  staff: "staff",
};

export type PageRoute = { pattern: string; audience: Audience };

/** Every page route (a `.tsx` module) with its full path pattern: '/', '/bn/about', '/blog/:slug', '/*'. */
export const pageRoutes: PageRoute[] = pagesOf(routes);

function pagesOf(entries: RouteConfigEntry[], parent = ""): PageRoute[] {
  return entries.flatMap((entry) => {
    const pattern = `${parent}/${entry.path ?? ""}`.replace(/\/+$/, "") || "/";
    if (entry.children) return pagesOf(entry.children, pattern === "/" ? "" : pattern);
    if (!entry.file.endsWith(".tsx")) return [];
    const audience = audienceOfFolder[/^routes\/([^/]+)\//.exec(entry.file)?.[1] ?? ""];
    if (!audience)
      throw new Error(`${entry.file} is a page in no audience's folder (${Object.keys(audienceOfFolder)})`);
    return [{ pattern, audience }];
  });
}

export const isBanglaTwin = (pattern: string) => pattern === "/bn" || pattern.startsWith("/bn/");

/** The pages at their English addresses: every page but the public pages' Bangla twins. */
export const englishPages = pageRoutes.filter((page) => !isBanglaTwin(page.pattern));

/**
 * The pages in Bangla: the public ones at their twins under /bn (and an unknown address there, the 404 page), the
 * others at their one address, which speaks the person's language (or the language link's cookie's, signed out).
 */
export const banglaPages: PageRoute[] = [
  ...pageRoutes.filter((page) => isBanglaTwin(page.pattern) || page.audience !== "public"),
  { pattern: "/bn/*", audience: "public" },
];

/** A page's twin under /bn: '/' → '/bn', '/about' → '/bn/about'. */
export const banglaTwinOf = (path: string) => (path === "/" ? "/bn" : `/bn${path}`);

/** One address a check visits, the page route it stands for, and the status it answers with. */
export type Address = PageRoute & { path: string; status: number };

type Sample =
  /** These addresses. */
  | { paths: () => string[]; status?: number }
  /** The first link to such a page on another page (an address, or a pattern of this table), as the signed-in person sees it. */
  | { linkedFrom: string | ((family: Family) => string) }
  /** An address a check makes first. */
  | { make: (request: APIRequestContext) => Promise<string> };

/** The family whose records a staff member opens: its parent's email. */
export type Family = { email: string };

/**
 * Where each page route with parameters is visited. The signed-in pages take the person's own: a parent's latest
 * invoice, receipt, credit note and place; for staff, `family`'s record, invoices, receipt (with its credit note) and
 * batch, and the first support thread.
 */
export const samples: Record<string, Sample> = {
  "/blog/:slug": { paths: () => posts.map((post) => `/blog/${post.slug}`) },
  "/parent-resources/:slug": { paths: () => materials.map((material) => `/parent-resources/${material.slug}`) },
  "/trial/booked/:id": { make: bookedTrial },
  "/*": { paths: () => ["/no-such-page"], status: 404 },
  "/dashboard/payments/invoices/:invoiceId": { linkedFrom: "/dashboard/payments" },
  "/dashboard/payments/receipts/:paymentId": { linkedFrom: "/dashboard/payments" },
  "/dashboard/payments/credit-notes/:creditNoteId": { linkedFrom: "/dashboard/payments" },
  // The sweeps' families have no transfer awaiting verification: its page is visited as a missing one, in Bangla too
  // (tests/e2e/pending-claims.spec.ts opens a real one).
  "/dashboard/payments/transfers/:transferId/edit": {
    paths: () => ["/dashboard/payments/transfers/00000000-0000-4000-8000-000000000000/edit"],
    status: 404,
  },
  // The sweeps visit an unknown invitation link (404), in Bangla too; tests/e2e/family.spec.ts opens a real one.
  "/family/join/:token": { paths: () => ["/family/join/no-such-invitation-link-0000000000"], status: 404 },
  "/dashboard/subscription/:subscriptionId/cancel": { linkedFrom: "/dashboard/subscription" },
  "/dashboard/support/:messageId": { make: supportThread },
  "/staff/parents/:parentId": { linkedFrom: (family) => `/staff/parents?q=${encodeURIComponent(family.email)}` },
  "/staff/parents/:parentId/apply": { linkedFrom: "/staff/parents/:parentId" },
  "/staff/parents/:parentId/invoices": { linkedFrom: "/staff/parents/:parentId" },
  "/staff/payments/receipts/:paymentId": { linkedFrom: "/staff/parents/:parentId/invoices" },
  "/staff/payments/credit-notes/:creditNoteId": { linkedFrom: "/staff/payments/receipts/:paymentId" },
  "/staff/support/:messageId": { linkedFrom: "/staff/support" },
  "/staff/batches/:batchId": { linkedFrom: "/staff/parents/:parentId" },
  "/staff/batches/:batchId/skills": { linkedFrom: "/staff/batches/:batchId" },
  "/staff/batches/:batchId/register/:date": { make: registerPage },
  "/staff/children/:childId/progress": { linkedFrom: "/staff/parents/:parentId" },
  "/staff/children/:childId": { linkedFrom: "/staff/parents/:parentId" },
  "/dashboard/profile/children/:childId": { linkedFrom: "/dashboard/profile" },
  "/dashboard/progress/reviews/:reviewId": { make: progressReview },
};

/**
 * The addresses of `pages`, found on `request` (signed in as their audience, for the signed-in ones): a route
 * without parameters is its own address; the others are their samples. A Bangla twin is its English page's sample
 * under /bn. Throws on a route with parameters that has no sample.
 */
export async function addressesOf(
  request: APIRequestContext,
  pages: PageRoute[],
  family: Family = testEnv.demoParent,
): Promise<Address[]> {
  const found = new Map<string, string[]>();
  const resolve = async (pattern: string): Promise<string[]> => {
    if (isBanglaTwin(pattern)) {
      const english = pattern === "/bn" ? "/" : pattern.slice(3);
      return (await resolve(english)).map(banglaTwinOf);
    }
    if (!pattern.includes(":") && pattern !== "/*") return [pattern];
    const known = found.get(pattern);
    if (known) return known;
    const sample = samples[pattern];
    if (!sample) throw new Error(`The page route ${pattern} has no sample address in tests/support/pages.ts`);
    let paths: string[];
    if ("paths" in sample) paths = sample.paths();
    else if ("make" in sample) paths = [await sample.make(request)];
    else {
      const from = typeof sample.linkedFrom === "function" ? sample.linkedFrom(family) : sample.linkedFrom;
      const [page] = from.includes(":") ? await resolve(from) : [from];
      paths = [await linkOn(request, page!, pattern)];
    }
    found.set(pattern, paths);
    return paths;
  };
  const addresses: Address[] = [];
  for (const page of pages) {
    const sample = samples[page.pattern.replace(/^\/bn(?=\/|$)/, "") || "/"];
    const status = sample && "status" in sample ? (sample.status ?? 200) : 200;
    for (const path of await resolve(page.pattern)) addresses.push({ ...page, path, status });
  }
  return addresses;
}

/** The first link on `page` to an address of `pattern`. */
async function linkOn(request: APIRequestContext, page: string, pattern: string) {
  const html = await (await request.get(page)).text();
  const target = new RegExp(`href="(${pattern.replace(/:[A-Za-z]+/g, '[^/"?#]+')})"`);
  const link = target.exec(html)?.[1];
  if (!link) throw new Error(`No link to ${pattern} on ${page}, a sample for it`);
  return link;
}

/** A Bangladeshi mobile number no other test uses. */
const uniqueMobile = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** A trial class booked on /trial in a batch of its own: its confirmation page. */
/**
 * The signed-in parent's support thread, which the page checks open: a message of their own, sent first, in Bangla
 * as a parent reading Bangla would write it (the Bangla checks flag English a page shows).
 */
async function supportThread(request: APIRequestContext) {
  const sent = await request.post("/dashboard/support", {
    headers: { Origin: testEnv.baseUrl },
    multipart: {
      subject: "একটি প্রশ্ন",
      message: "থ্রেডের পাতাটি খোলার জন্য পাঠানো।",
      idempotencyKey: crypto.randomUUID(),
    },
  });
  if (!sent.ok()) throw new Error(`Sending a sample support message answered ${sent.status()}`);
  return linkOn(request, "/dashboard/support", "/dashboard/support/:messageId");
}

/** The signed-in parent's latest published progress review: one is made for their first child when they have none. */
async function progressReview(request: APIRequestContext) {
  const pattern = "/dashboard/progress/reviews/:reviewId";
  const linked = () => linkOn(request, "/dashboard/progress", pattern);
  try {
    return await linked();
  } catch {
    const made = await request.post("/__test/progress-review", { form: {}, headers: { Origin: testEnv.baseUrl } });
    if (!made.ok()) throw new Error(`Making a sample progress review answered ${made.status()}: ${await made.text()}`);
    return linked();
  }
}

/** A class register: the first batch on /staff/batches with a class in the last 4 weeks (the demo's has them). */
async function registerPage(request: APIRequestContext) {
  const batches = await (await request.get("/staff/batches")).text();
  for (const [path] of batches.matchAll(/\/staff\/batches\/[0-9a-f-]{36}(?=")/g)) {
    const page = await (await request.get(path)).text();
    const register = new RegExp(`${path}/register/\\d{4}-\\d{2}-\\d{2}`).exec(page)?.[0];
    if (register) return register;
  }
  throw new Error("No batch on /staff/batches has a class register to take");
}

async function bookedTrial(request: APIRequestContext) {
  const batch = await postFixture<{ id: string }>(request, "trial-batches", {
    name: `Sample Trial ${crypto.randomUUID().slice(0, 8)}`,
    programme: "preschool",
  });
  const form = await (await request.get("/trial")).text();
  const classTime = new RegExp(`value="(${batch.id}_[^"]+)"`).exec(form)?.[1];
  if (!classTime) throw new Error("No class of the sample batch on /trial");
  const response = await request.post("/trial", {
    // A number of its own: one number may hold only two trials to come.
    form: { classTime, name: "Tahmina Akter", whatsapp: uniqueMobile(), childName: "Zara", childAge: "4" },
    headers: { Origin: testEnv.baseUrl },
    maxRedirects: 0,
  });
  const confirmation = response.headers().location;
  if (response.status() !== 303 || !confirmation)
    throw new Error(`Booking a sample trial answered ${response.status()}`);
  // The confirmation shows the booking's toast, so that it does not wait for the next page a check visits.
  await request.get(confirmation);
  return confirmation;
}
