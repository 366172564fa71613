import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { login, toast } from "../support/accounts";
import type { Device } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { addressesOf, pageRoutes } from "../support/pages";
import { createUser } from "../support/seed";
import { auditEntries } from "../support/staff";
import { testEnv } from "../support/test-env";

/** Real ids, so a 404 means "not for you" rather than "no such record". */
async function realIds(admin: Page) {
  await admin.goto(`/staff/parents?q=${encodeURIComponent(testEnv.demoParent.email)}`);
  await admin.getByTestId("parent-row").getByRole("link").click();
  await admin.waitForURL(/\/staff\/parents\/[^/]+$/);
  const parentId = new URL(admin.url()).pathname.split("/").pop()!;
  await admin.getByRole("link", { name: "Recording of last Friday's class" }).click();
  await admin.waitForURL(/\/staff\/support\/[0-9a-f-]{36}$/);
  const messageId = new URL(admin.url()).pathname.split("/").pop()!;
  return { parentId, messageId };
}

/** Every console page of app/routes.ts, at the demo family's records as the admin finds them. */
async function consolePages(admin: Device) {
  const pages = pageRoutes.filter((page) => page.audience === "staff");
  return (await addressesOf(admin.context.request, pages)).map((address) => address.path);
}

/** Each console form, as a forged post from our own origin. */
const posts = (ids: { parentId: string; messageId: string }): Array<{ path: string; form: Record<string, string> }> => [
  { path: "/staff/inbox", form: { kind: "booking", id: crypto.randomUUID(), note: "x" } },
  { path: `/staff/support/${ids.messageId}`, form: { intent: "status", status: "closed" } },
  { path: `/staff/support/${ids.messageId}`, form: { intent: "reply", body: "hi", status: "closed" } },
  {
    path: `/staff/parents/${ids.parentId}`,
    form: {
      intent: "payment.create",
      amount: "1",
      paymentDate: "2026-01-01",
      paymentMethod: "cash",
      status: "completed",
    },
  },
  {
    path: `/staff/parents/${ids.parentId}`,
    form: {
      intent: "subscription.create",
      planId: "adventure-session",
      status: "active",
      startDate: "2026-01-01",
      expiryDate: "2026-02-01",
    },
  },
  { path: "/staff/users", form: { userId: ids.parentId, role: "admin" } },
];

/**
 * Every console page and form answers `who` the same way: parents get the 404 page, and a signed-out visitor is sent
 * to log in and come back (a staff member whose session expired, a link in a staff email).
 */
async function expectAllRefused(
  request: APIRequestContext,
  ids: { parentId: string; messageId: string },
  pages: string[],
  who: "parent" | "anonymous",
) {
  const expectRefused = async (response: APIResponse, what: string, path: string) => {
    if (who === "parent") {
      expect(response.status(), what).toBe(404);
      return;
    }
    expect(response.status(), what).toBe(302);
    // React Router hands the action its URL without the `?index` that picks the index route.
    const redirectTo = path.replace(/\?index$/, "");
    expect(response.headers().location, what).toBe(`/login?${new URLSearchParams({ redirectTo })}`);
  };
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    await expectRefused(response, `GET ${path}`, path);
    if (who === "parent") {
      expect(await response.text(), `GET ${path}`).toContain("We couldn&#x27;t find that page");
    }
  }
  for (const { path, form } of posts(ids)) {
    const response = await request.post(path, { form, headers: { Origin: testEnv.baseUrl }, maxRedirects: 0 });
    await expectRefused(response, `POST ${path} ${JSON.stringify(form)}`, path);
  }
  // Pages without a form answer a post the same way, so nothing tells the console apart from a missing page.
  for (const path of [...pages, "/staff?index"]) {
    const response = await request.post(path, {
      form: { x: "1" },
      headers: { Origin: testEnv.baseUrl },
      maxRedirects: 0,
    });
    await expectRefused(response, `POST ${path}`, path);
  }
}

/** The forged posts changed nothing. */
async function expectDemoRecordsUnchanged(admin: Page, ids: { messageId: string }) {
  await admin.goto(`/staff/support/${ids.messageId}`);
  await expect(admin.getByRole("main").getByText("In progress", { exact: true }).first()).toBeVisible();
  await admin.goto(`/staff/users?q=${encodeURIComponent(testEnv.demoParent.email)}`);
  await expect(admin.getByTestId("user-row")).toContainText("Parent");
}

test("signed-out visitors are sent to log in from every console page and form; nothing changes", async ({
  request,
  signedInStaff: admin,
}) => {
  const ids = await realIds(admin.page);
  await expectAllRefused(request, ids, await consolePages(admin), "anonymous");
  await expectDemoRecordsUnchanged(admin.page, ids);
});

test("a staff member whose session ended opens a console link, logs in and lands on it", async ({ page }) => {
  await page.goto("/staff/payments?month=2026-11");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstaff%2Fpayments%3Fmonth%3D2026-11$/);
  await login(page, testEnv.demoAdmin);
  await expect(page).toHaveURL(/\/staff\/payments\?month=2026-11$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payments");
});

test("parents get 404 on every console page and form; nothing changes", async ({
  page,
  signedInParent,
  signedInStaff: admin,
}) => {
  const ids = await realIds(admin.page);
  await page.goto("/dashboard");
  await expect(page.getByRole("banner").getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expectAllRefused(page.request, ids, await consolePages(admin), "parent");
  const response = await page.goto("/staff/support");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expectDemoRecordsUnchanged(admin.page, ids);
});

test("an admin makes a parent staff and back; staff see the console but not the audit log or roles", async ({
  page,
  signedInStaff: admin,
}) => {
  const person = await createUser(page.request, { fullName: `Helper ${crypto.randomUUID().slice(0, 6)}` });
  await admin.page.goto(`/staff/users?q=${encodeURIComponent(person.email)}`);
  const row = admin.page.getByTestId("user-row");
  await expect(row).toHaveCount(1);
  await row.getByLabel(`Role for ${person.fullName}`).selectOption("staff");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(toast(admin.page, "Role changed")).toContainText("The user is now Staff.");
  await expect(admin.page.getByTestId("user-row").locator("td").nth(3)).toHaveText(/Staff$/);

  // The new staff member lands on the console, with the Staff link in the header.
  await login(page, person);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Staff" }).first()).toBeAttached();
  const nav = page.getByRole("navigation", { name: "Staff" });
  await expect(nav.getByRole("link", { name: /Inbox/ })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  expect((await page.goto("/staff/inbox"))?.status()).toBe(200);
  expect((await page.goto("/staff/parents"))?.status()).toBe(200);
  expect((await page.goto("/staff/audit"))?.status()).toBe(404);
  expect((await page.goto("/staff/users"))?.status()).toBe(404);
  const forged = await page.request.post("/staff/users", {
    form: { userId: crypto.randomUUID(), role: "admin" },
    headers: { Origin: testEnv.baseUrl },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(404);

  // Back to parent: the console is gone for them at once.
  await admin.page.goto(`/staff/users?q=${encodeURIComponent(person.email)}`);
  await admin.page.getByTestId("user-row").getByLabel(`Role for ${person.fullName}`).selectOption("parent");
  await admin.page.getByTestId("user-row").getByRole("button", { name: "Save" }).click();
  await expect(toast(admin.page, "Role changed")).toContainText("The user is now Parent.");
  expect((await page.goto("/staff"))?.status()).toBe(404);

  const entries = (await auditEntries(admin.page, "user")).filter({ hasText: person.email });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText("role.change");
  await expect(entries.first()).toContainText("parent");
  await expect(entries.nth(1)).toContainText("staff");
});

test("an admin can't change their own role: their row has no role control", async ({ signedInStaff: admin }) => {
  await admin.page.goto(`/staff/users?q=${encodeURIComponent(testEnv.demoAdmin.email)}`);
  await expect(admin.page.getByTestId("user-row")).toContainText("That's you");
});
