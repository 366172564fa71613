import zlib from "node:zlib";
import type { Browser, BrowserContext } from "@playwright/test";
import { waitForHydration } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/** ENGINEERING.md: dashboard and auth pages load at most 150 KB of script (gzip) on first visit. */
const budgetBytes = 150 * 1024;

type Storage = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * The script a first visit downloads: every script response of a cold load, each gzipped at level 6 (the budget's
 * measure, whichever encoding the browser was sent), and the bytes actually sent: the build's gzip copies here,
 * since Chromium asks for Brotli only over HTTPS.
 */
async function firstLoadScript(browser: Browser, clientIp: string, path: string, storageState?: Storage) {
  const context = await browser.newContext({ storageState, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
  const page = await context.newPage();
  const scripts: Promise<{ gzip: number; sent: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        gzip: zlib.gzipSync(body, { level: 6 }).length,
        sent: sizes.responseBodySize,
      })),
    );
  });
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  const sizes = await Promise.all(scripts);
  await context.close();
  const total = (key: "gzip" | "sent") => sizes.reduce((sum, size) => sum + size[key], 0);
  return { files: sizes.length, bytes: total("gzip"), sent: total("sent") };
}

async function expectWithinBudget(browser: Browser, clientIp: string, paths: string[], storageState?: Storage) {
  for (const path of paths) {
    const { files, bytes, sent } = await firstLoadScript(browser, clientIp, path, storageState);
    const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
    console.log(`${path.padEnd(48)} ${kb(bytes)} gzip, ${kb(sent)} sent, in ${files} files`);
    expect(files, `${path} loads its scripts`).toBeGreaterThan(0);
    expect(bytes, `${path} first-load script (gzip bytes)`).toBeLessThanOrEqual(budgetBytes);
  }
}

test.describe("first-load script budget", () => {
  test.describe.configure({ timeout: 120_000 });

  test("auth pages", async ({ browser, clientIp }) => {
    await expectWithinBudget(browser, clientIp, [
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password",
      "/verify-email",
    ]);
  });

  test("parent dashboard pages", async ({ browser, clientIp, context }) => {
    await signIn(context.request, testEnv.demoParent);
    const state = await context.storageState();
    const pages = [
      "/dashboard",
      "/dashboard/profile",
      "/dashboard/subscription",
      "/dashboard/payments",
      "/dashboard/support",
      "/dashboard/enrolment",
      "/enroll/apply",
    ];
    await expectWithinBudget(browser, clientIp, pages, state);
  });

  test("staff console pages", async ({ browser, clientIp, context, page }) => {
    await signIn(context.request, testEnv.demoAdmin);
    await page.goto("/staff/support");
    const thread = await page.getByTestId("support-row").first().getByRole("link").first().getAttribute("href");
    await page.goto("/staff/parents");
    const parent = await page.getByTestId("parent-row").first().getByRole("link").first().getAttribute("href");
    await page.goto("/staff/batches");
    const batch = await page.getByTestId("batch-row").first().getByRole("link").first().getAttribute("href");
    expect(thread).toMatch(/^\/staff\/support\/./);
    expect(parent).toMatch(/^\/staff\/parents\/./);
    expect(batch).toMatch(/^\/staff\/batches\/./);
    const state = await context.storageState();
    const pages = [
      "/staff",
      "/staff/inbox",
      "/staff/support",
      thread!,
      "/staff/parents",
      parent!,
      `${parent}/apply`,
      "/staff/enrolment",
      "/staff/batches",
      batch!,
      "/staff/audit",
      "/staff/users",
    ];
    await expectWithinBudget(browser, clientIp, pages, state);
  });
});
