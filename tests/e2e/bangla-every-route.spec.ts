import type { APIRequestContext, APIResponse, Browser, Page } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../app/routes";
import { englishTextNodes } from "../support/bangla";
import { createPlace, createTransfer, newTransactionId } from "../support/billing";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { createUser, type SeededUser } from "../support/seed";
import { approveTransfer, staffDevice } from "../support/staff";
import { testEnv } from "../support/test-env";

/**
 * Every page of the site in Bangla (docs/product.md#languages): the public twins under /bn, the account pages with the
 * language cookie, and the dashboard and console for a parent and an admin whose profile language is Bangla. Each page
 * must say `lang="bn"` and leave no text in English beyond the brand, names and addresses (tests/support/bangla.ts).
 * The last test fails when a page is added to app/routes.ts without a visit here.
 */

/** Route files that answer with data, a redirect or a file, not a page. */
const notPages = new Set(["routes/auth/logout.tsx"]);

/** Every page route's full path pattern, as app/routes.ts declares it. */
function pagePatterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const joined = `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const path = joined.length > 1 ? joined.replace(/\/$/, "") : joined;
    const own = entry.file.endsWith(".tsx") && !notPages.has(entry.file) && !entry.children ? [path] : [];
    return [...own, ...pagePatterns(entry.children ?? [], path === "/" ? "" : path)];
  });
}

/** The pattern a visited address stands for, and which patterns have been visited. */
const visited = new Set<string>();

async function expectBangla(page: Page, pattern: string, url: string, names: string[] = [], status = 200) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  await expect(page.locator("html"), url).toHaveAttribute("lang", "bn");
  expect(await englishTextNodes(page, names), url).toEqual([]);
  visited.add(pattern);
}

/** A Bangla-speaking family with a paid place (a batch, a subscription, paid invoices) and one open transfer. */
async function banglaFamily(request: APIRequestContext) {
  const parent = await createUser(request, { language: "bn", fullName: "Farzana Rahman", childName: "Ishaan" });
  const place = await createPlace(request, parent.id, { paid: true });
  const open = await createPlace(request, parent.id);
  const transactionId = newTransactionId();
  await createTransfer(request, parent.id, open.invoices[0]!.id, transactionId);
  return { parent, place, open, transactionId };
}

/** The id in the first link on `from` whose address matches `pattern` (a page's own id, as the page links it). */
async function linkedId(page: Page, from: string, pattern: RegExp) {
  await page.goto(from);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const match = hrefs.map((href) => pattern.exec(href)).find(Boolean);
  if (!match) throw new Error(`No link matching ${pattern} on ${from}`);
  return match[1]!;
}

/** The names a page may show as they are, and the avatar's initials ('FR'). */
const people = (...who: SeededUser[]) =>
  who.flatMap((person) => [
    person.fullName,
    person.childName,
    person.fullName
      .split(" ")
      .map((word) => word[0])
      .join(""),
  ]);

test.describe("every page in Bangla", () => {
  // One worker, in order: the last test checks what the others visited.
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("the public pages under /bn", async ({ page }) => {
    const patterns = pagePatterns(routeConfig).filter((p) => p === "/bn" || p.startsWith("/bn/"));
    for (const pattern of patterns) {
      if (pattern === "/bn/trial/booked/:id") continue; // visited by the next test, which books a trial
      const url = pattern
        .replace(":slug", pattern.includes("blog") ? "power-of-play" : "daily-routine-chart")
        .replace(/\/$/, "");
      await expectBangla(page, pattern, url);
    }
    // Unknown addresses: the designed 404, in the language of the address, or of the person for the others.
    await expectBangla(page, "/*", "/bn/no-such-page-here", [], 404);
  });

  test("a trial booked from the Bangla page, and its confirmation", async ({ page, request }) => {
    const name = `Bangla Trial ${crypto.randomUUID().slice(0, 8)}`;
    const batch = await request.post("/__test/trial-batches", {
      form: { name, programme: "preschool" },
      headers: { Origin: testEnv.baseUrl },
    });
    expect(batch.ok()).toBe(true);
    await page.goto("/bn/trial");
    // One of this batch's classes, as the form offers it, posted with the form's own fields in Bangla digits.
    const classTime = await page
      .locator(`input[name="classTime"][value^="${await batchId(batch)}_"]`)
      .first()
      .getAttribute("value");
    const response = await page.request.post("/bn/trial", {
      form: {
        classTime: classTime!,
        name: "Tahmina Akter",
        whatsapp: "০১৭১১-২২৩৩৪৪",
        childName: "Zara",
        childAge: "৪",
      },
      headers: { Origin: testEnv.baseUrl },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const confirmation = response.headers().location!;
    expect(confirmation).toMatch(/^\/bn\/trial\/booked\/[\w-]+$/);
    await expectBangla(page, "/bn/trial/booked/:id", confirmation, ["Tahmina", "Akter", "Zara"]);
  });

  test("the account pages, before login, with the language chosen", async ({ browser }) => {
    const { context, page } = await newDevice(browser, {});
    await context.addCookies([{ name: "le_lang", value: "bn", url: testEnv.baseUrl }]);
    for (const path of ["/login", "/register", "/forgot-password", "/reset-password", "/verify-email"]) {
      await expectBangla(page, path, path);
    }
    await context.close();
  });

  test("the dashboard of a parent who reads Bangla", async ({ browser, context, page }) => {
    const { parent, place, open, transactionId } = await banglaFamily(context.request);
    await approvedByStaff(browser, transactionId);
    await signInAs(context.request, parent);
    const names = people(parent);
    for (const path of ["", "/profile", "/enrolment", "/classes", "/subscription", "/payments", "/support"]) {
      await expectBangla(page, `/dashboard${path}`.replace(/\/$/, "") || "/dashboard", `/dashboard${path}`, names);
    }
    await expectBangla(page, "/dashboard/payments/pay-all", "/dashboard/payments/pay-all", names);
    await expectBangla(
      page,
      "/dashboard/payments/invoices/:invoiceId",
      `/dashboard/payments/invoices/${open.invoices[0]!.id}`,
      names,
    );
    const paymentId = await linkedId(page, "/dashboard/payments", /\/dashboard\/payments\/receipts\/([\w-]+)/);
    await expectBangla(
      page,
      "/dashboard/payments/receipts/:paymentId",
      `/dashboard/payments/receipts/${paymentId}`,
      names,
    );
    await expectBangla(
      page,
      "/dashboard/subscription/:subscriptionId/cancel",
      `/dashboard/subscription/${place.subscriptionId}/cancel`,
      names,
    );
    await expectBangla(page, "/enroll/apply", "/enroll/apply", names);
  });

  test("the console of an admin who reads Bangla", async ({ browser, context }) => {
    const { parent, place, transactionId } = await banglaFamily(context.request);
    await approvedByStaff(browser, transactionId);
    const admin = await createUser(context.request, { role: "admin", language: "bn", fullName: "Shirin Akhter" });
    const { context: staffContext, page } = await newDevice(browser, { signedInAs: admin });
    const names = people(parent, admin);
    const console = [
      "",
      "/inbox",
      "/support",
      "/parents",
      "/payments",
      "/enrolment",
      "/batches",
      "/events",
      "/audit",
      "/users",
    ];
    for (const path of console) await expectBangla(page, `/staff${path}` || "/staff", `/staff${path}`, names);
    await expectBangla(page, "/staff/parents/:parentId", `/staff/parents/${parent.id}`, names);
    await expectBangla(page, "/staff/parents/:parentId/apply", `/staff/parents/${parent.id}/apply`, names);
    await expectBangla(page, "/staff/parents/:parentId/invoices", `/staff/parents/${parent.id}/invoices`, names);
    await expectBangla(page, "/staff/batches/:batchId", `/staff/batches/${place.batchId}`, names);
    const paymentId = await linkedId(
      page,
      `/staff/parents/${parent.id}/invoices`,
      /\/staff\/payments\/receipts\/([\w-]+)/,
    );
    await expectBangla(page, "/staff/payments/receipts/:paymentId", `/staff/payments/receipts/${paymentId}`, names);
    const messageId = await linkedId(page, "/staff/support", /\/staff\/support\/([\w-]+)/);
    await expectBangla(page, "/staff/support/:messageId", `/staff/support/${messageId}`, names);
    await staffContext.close();
  });

  test("every page route was visited in Bangla", () => {
    const all = pagePatterns(routeConfig);
    const english = all.filter((p) => !(p === "/bn" || p.startsWith("/bn/")));
    // An English public page is covered by its twin; the others are visited in Bangla at their one address.
    const expected = english.filter((p) => !all.includes(p === "/" ? "/bn" : `/bn${p}`));
    const missing = [...expected, ...all.filter((p) => p.startsWith("/bn"))].filter((p) => !visited.has(p));
    expect(missing, "pages without a Bangla visit").toEqual([]);
  });
});

async function signInAs(request: APIRequestContext, who: SeededUser) {
  const response = await request.post("/__test/sessions", {
    form: { email: who.email, password: who.password },
    headers: { Origin: testEnv.baseUrl },
  });
  expect(response.ok()).toBe(true);
}

/** A receipt to read: the demo admin, on their own browser, approves the family's transfer. */
async function approvedByStaff(browser: Browser, transactionId: string) {
  const staff = await staffDevice(browser);
  await approveTransfer(staff.page, transactionId);
  await staff.context.close();
}

const batchId = async (response: APIResponse) => ((await response.json()) as { id: string }).id;
