import type { Page } from "@playwright/test";
import { banglaFamily, englishTextNodes, people } from "../support/bangla";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { type Address, type Audience, addressesOf, banglaPages } from "../support/pages";
import { createUser, signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/**
 * Every page of the site in Bangla (decision 021): the public twins under /bn, the account pages with the language
 * cookie, and the dashboard and console for a parent and an admin whose profile language is Bangla. Each page must
 * say `lang="bn"` and leave no text in English beyond the brand, names and addresses (tests/support/bangla.ts).
 * The pages are app/routes.ts's (tests/support/pages.ts); the last test fails on a page route none of them visited.
 */

/** The page routes visited so far. */
const visited = new Set<string>();

async function expectBangla(page: Page, { pattern, path, status }: Address, names: string[] = []) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.locator("html"), path).toHaveAttribute("lang", "bn");
  expect(await englishTextNodes(page, names), path).toEqual([]);
  visited.add(pattern);
}

const pagesFor = (audience: Audience) => banglaPages.filter((page) => page.audience === audience);

/** The name of the parent and child on the sample trial booking (tests/support/pages.ts). */
const trialBooking = ["Tahmina", "Akter", "Zara"];

test.describe("every page in Bangla", () => {
  // One worker, in order: the last test checks what the others visited.
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("the public pages under /bn, and an unknown address there", async ({ page }) => {
    // Two articles give ABLLS areas their English names too, in brackets after the Bangla, on purpose.
    const glossed = ["/bn/blog/understanding-ablls", "/bn/blog/storytelling-language"];
    const addresses = (await addressesOf(page.request, pagesFor("public"))).filter(
      (address) => !glossed.includes(address.path),
    );
    for (const address of addresses) {
      await expectBangla(page, address, trialBooking);
    }
  });

  test("the account pages, before login, with the language chosen", async ({ browser }) => {
    const { context, page } = await newDevice(browser, {});
    await context.addCookies([{ name: "le_lang", value: "bn", url: testEnv.baseUrl }]);
    for (const address of await addressesOf(context.request, pagesFor("account"))) await expectBangla(page, address);
    await context.close();
  });

  test("the dashboard of a parent who reads Bangla", async ({ browser, context, page }) => {
    const { parent } = await banglaFamily(browser, context.request);
    await signIn(context.request, parent);
    for (const address of await addressesOf(context.request, pagesFor("parent"))) {
      await expectBangla(page, address, people(parent));
    }
  });

  test("the console of an admin who reads Bangla", async ({ browser, context }) => {
    const { parent } = await banglaFamily(browser, context.request);
    const admin = await createUser(context.request, { role: "admin", language: "bn", fullName: "Shirin Akhter" });
    const staff = await newDevice(browser, { signedInAs: admin });
    for (const address of await addressesOf(staff.context.request, pagesFor("staff"), parent)) {
      await expectBangla(staff.page, address, people(parent, admin));
    }
    await staff.context.close();
  });

  test("every page route was visited in Bangla", () => {
    const missing = banglaPages.map((page) => page.pattern).filter((pattern) => !visited.has(pattern));
    expect(missing, "pages without a Bangla visit").toEqual([]);
  });
});
