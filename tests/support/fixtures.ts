import { test as base, expect, type Page } from "@playwright/test";
import { type Device, randomIp } from "./devices";
import { createUser, type SeededUser, signIn } from "./seed";
import { staffDevice } from "./staff";

type Fixtures = {
  /** This test's client address (X-Forwarded-For), so it has its own rate-limit budget. */
  clientIp: string;
  /** A fresh verified parent, made in the database and not signed in: for tests of the login screens. */
  parent: SeededUser;
  /** A fresh verified parent whose session `page` already carries. */
  signedInParent: SeededUser;
  /** The demo admin, signed in on a second browser with the test's JavaScript setting; closed after the test. */
  signedInStaff: Device;
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientIp: async ({}, use) => use(randomIp()),
  context: async ({ context, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientIp });
    await use(context);
  },
  parent: async ({ context }, use) => use(await createUser(context.request)),
  signedInParent: async ({ context }, use) => {
    const parent = await createUser(context.request);
    await signIn(context.request, parent);
    await use(parent);
  },
  signedInStaff: async ({ browser, javaScriptEnabled }, use) => {
    const staff = await staffDevice(browser, { javaScriptEnabled });
    await use(staff);
    await staff.context.close();
  },
});

/** Total bytes of JavaScript a page loaded (transfer size, as the network saw it). */
export async function scriptBytes(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0),
  );
}

export { expect };
