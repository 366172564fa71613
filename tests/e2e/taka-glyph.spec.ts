import type { ElementHandle, Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

const takaFont = /\/taka-sign-[\w-]+\.woff2$/;
const takaSign = "\u09F3";
/** A noncharacter: no font has a glyph for it, so it always paints the empty box (tofu). */
const tofu = "\uFFFF";

/**
 * Whether the page painted '৳' in the element as a glyph rather than an empty box. It compares the element as
 * painted with the element once its '৳' is swapped for U+FFFF: a box looks the same either way. The element's
 * own pixels are compared, not a fresh canvas, because a fresh drawing can be right while the page shows boxes.
 */
async function paintsTakaSign(locator: Locator) {
  await locator.page().evaluate(() => document.fonts.ready);
  // A handle, not the locator: a locator matching by text would move on to another element once the text changes.
  const element = (await locator.elementHandle())!;
  const painted = await element.screenshot();
  await replaceText(element, takaSign, tofu);
  const boxed = await element.screenshot();
  await replaceText(element, tofu, takaSign);
  return !painted.equals(boxed);
}

/** Replaces a character in every text node inside the element (option labels included). */
function replaceText(element: ElementHandle, from: string, to: string) {
  return element.evaluate(
    (el, { from, to }) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        node.nodeValue = node.nodeValue!.replaceAll(from, to);
    },
    { from, to },
  );
}

/** The URLs of the taka font this page downloaded. */
const takaFontDownloads = (page: Page) =>
  page
    .evaluate(async () => {
      await document.fonts.ready;
      return performance.getEntriesByType("resource").map((entry) => entry.name);
    })
    .then((urls) => urls.filter((url) => takaFont.test(new URL(url).pathname)));

test.describe("the taka sign", () => {
  test("every fee on /services paints '৳', from a font the page downloads for it", async ({ page }) => {
    await page.goto("/services");
    const fees = page.getByText(/৳\d/);
    await expect(fees.first()).toBeVisible();
    for (const fee of await fees.all()) expect(await paintsTakaSign(fee), (await fee.textContent()) ?? "").toBe(true);
    expect(await takaFontDownloads(page)).toHaveLength(1);
  });

  test("a page without the sign does not download its font", async ({ page }) => {
    await page.goto("/about");
    expect(await page.locator("body").textContent()).not.toContain(takaSign);
    expect(await takaFontDownloads(page)).toEqual([]);
  });

  test("payment amounts on /dashboard/payments paint '৳' on a phone", async ({ page }) => {
    await signIn(page.request, testEnv.demoParent);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard/payments");
    const amounts = page.getByText(/^৳[\d,]+\.\d\d$/);
    await expect(amounts.first()).toBeVisible();
    for (const amount of await amounts.all())
      expect(await paintsTakaSign(amount), (await amount.textContent()) ?? "").toBe(true);
  });

  test("the staff payment form's currency select paints '৳' in 'BDT (৳)'", async ({ page }) => {
    await signIn(page.request, testEnv.demoAdmin);
    await page.goto(`/staff/parents?q=${encodeURIComponent(testEnv.demoParent.email)}`);
    await expect(page.getByTestId("parent-row")).toHaveCount(1);
    await page.getByTestId("parent-row").getByRole("link").click();
    await page.locator("summary", { hasText: "Record a payment" }).click();
    const currency = page.getByRole("form", { name: "Record a payment" }).getByLabel("Currency");
    await expect(currency.locator("option:checked")).toHaveText("BDT (৳)");
    expect(await paintsTakaSign(currency)).toBe(true);
  });
});
