import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { toast, waitForHydration } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { staffDevice } from "../support/staff";
import { testEnv } from "../support/test-env";

/** Every console page, with the demo parent's record and thread so the busy layouts are checked too. */
async function consolePages(staff: Page) {
  await staff.goto(`/staff/parents?q=${encodeURIComponent(testEnv.demoParent.email)}`);
  await staff.getByTestId("parent-row").getByRole("link").click();
  await staff.waitForURL(/\/staff\/parents\/[^/]+$/);
  const parent = new URL(staff.url()).pathname;
  await staff.getByRole("link", { name: "Recording of last Friday's class" }).click();
  await staff.waitForURL(/\/staff\/support\/[0-9a-f-]{36}$/);
  const thread = new URL(staff.url()).pathname;
  return ["/staff", "/staff/inbox", "/staff/support", thread, "/staff/parents", parent, "/staff/audit", "/staff/users"];
}

test.describe("console pages", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`axe finds nothing and nothing overflows sideways at ${viewport.width}px`, async ({ page, browser }) => {
      // Something in the inbox, so its rows are checked too.
      await page.goto("/services");
      await page.getByRole("button", { name: "Book Now: Adventure Activities" }).click();
      const dialog = page.getByRole("dialog", { name: "Book: Adventure Activities" });
      await dialog.getByLabel("Name").fill("Axe Checker");
      await dialog.getByLabel("WhatsApp Number").fill("+880 1700-111222");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await expect(toast(page, "Booking Request Sent")).toBeVisible();
      const staff = await staffDevice(browser);
      await staff.page.setViewportSize(viewport);
      for (const path of await consolePages(staff.page)) {
        await staff.page.goto(path);
        await waitForHydration(staff.page);
        const results = await new AxeBuilder({ page: staff.page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), path).toEqual([]);
        const overflow = await staff.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      }
      await staff.context.close();
    });
  }

  test("the navigation is usable by keyboard and shows which page is current", async ({ browser }) => {
    const staff = await staffDevice(browser);
    await staff.page.goto("/staff/support");
    const nav = staff.page.getByRole("navigation", { name: "Staff" });
    await expect(nav.getByRole("link", { name: /^Support/ })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: /^Parents/ }).focus();
    await staff.page.keyboard.press("Enter");
    await expect(staff.page).toHaveURL(/\/staff\/parents$/);
    await expect(staff.page.getByRole("heading", { level: 1 })).toHaveText("Parents");
    await staff.context.close();
  });

  test("a search with no match says so, and clearing it shows everyone again", async ({ browser }) => {
    const staff = await staffDevice(browser, { javaScriptEnabled: false });
    await staff.page.goto("/staff/parents");
    await staff.page.getByLabel("Search by name, email, phone or child's name").fill("no-such-parent-zzz");
    await staff.page.getByRole("button", { name: "Search" }).click();
    await expect(staff.page.getByText("No parents match that search.")).toBeVisible();
    await staff.page.getByRole("link", { name: "Clear" }).click();
    await expect(staff.page.getByTestId("parent-row").first()).toBeVisible();
    await staff.context.close();
  });
});
