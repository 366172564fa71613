import { test as base, expect, type Page } from "@playwright/test";
import { type Device, randomIp } from "./devices";
import { createUser, type SeededUser, signIn } from "./seed";
import { staffDevice } from "./staff";
import { testEnv } from "./test-env";

type Fixtures = {
  /** This test's client address (X-Forwarded-For), so it has its own rate-limit budget. */
  clientIp: string;
  /** A fresh verified parent, made in the database and not signed in: for tests of the login screens. */
  parent: SeededUser;
  /** A fresh verified parent whose session `page` already carries. */
  signedInParent: SeededUser;
  /** The demo admin, signed in on a second browser with the test's JavaScript setting; closed after the test. */
  signedInStaff: Device;
  /** After each test, closes the batches it made through the test-only routes (app/routes/resources/test-fixtures.ts). */
  closesItsBatches: undefined;
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientIp: async ({}, use) => use(randomIp()),
  // The test's browser and its `request` both come from this address.
  extraHTTPHeaders: async ({ clientIp }, use) => use({ "X-Forwarded-For": clientIp }),
  closesItsBatches: [
    async ({ context }, use) => {
      await use(undefined);
      const response = await context.request.post("/__test/close-batches", {
        form: {},
        headers: { Origin: testEnv.baseUrl },
      });
      if (!response.ok()) throw new Error(`closing the test's batches answered ${response.status()}`);
    },
    { auto: true },
  ],
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
