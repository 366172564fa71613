import { uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { testEnv } from "../support/test-env";

const products = (page: import("@playwright/test").Page) => page.getByTestId("product");
const toast = (page: import("@playwright/test").Page) => page.locator("[data-toast]");

// Public pages ship no script (shell.spec.ts): JavaScript on would run them exactly as off, so once, off, is enough.
for (const javaScriptEnabled of [false]) {
  test.describe(`store with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("tabs default to Shop By Age and switch by link", async ({ page }) => {
      await page.goto("/store");
      const tabs = page.getByRole("navigation", { name: "Store sections" }).getByRole("link");
      await expect(tabs).toHaveText(["Shop By Age", "Shop by Activity", "Printables"]);
      await expect(tabs.nth(0)).toHaveAttribute("aria-current", "page");
      await expect(products(page)).toHaveCount(6);
      await expect(products(page).first()).toContainText("$29.99");

      await tabs.nth(2).click();
      await expect(page).toHaveURL(/tab=printable/);
      await expect(tabs.nth(2)).toHaveAttribute("aria-current", "page");
      await expect(products(page).first()).toContainText("Printables");
      await tabs.nth(1).click();
      await expect(page).toHaveURL(/tab=activity/);
      await expect(products(page).first()).toContainText("Fine Motor Fun Pack");
    });

    test("Filter narrows by age group and price, and clears", async ({ page }) => {
      await page.goto("/store");
      await page.getByText("Filter", { exact: true }).click();
      await page.getByLabel("Age group").selectOption("3-5");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/age=3-5/);
      await expect(products(page)).toHaveCount(2);
      for (const card of await products(page).all()) await expect(card).toContainText("Ages 3-5");

      await page.getByLabel("Price").selectOption("under-15");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(products(page)).toHaveCount(1);
      await expect(products(page).first()).toContainText("Early Words Picture Cards");

      await page.getByLabel("Age group").selectOption("12-15");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(products(page)).toHaveCount(0);
      await expect(page.getByText("No products match these filters")).toBeVisible();
      await page.getByRole("link", { name: "Clear filters" }).first().click();
      await expect(page).toHaveURL(/\/store$/);
      await expect(products(page)).toHaveCount(6);
    });

    test("Add to Cart says the store isn't open and stores an email sign-up", async ({ page }) => {
      const email = uniqueEmail("store");
      await page.goto("/store?tab=activity");
      await page.getByRole("button", { name: "Add to Cart: Rainy Day Art Box" }).click();
      const dialog = page.getByRole("dialog", { name: "The store isn't open yet" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Email").fill("not-an-email");
      await dialog.getByRole("button", { name: "Notify Me" }).click();
      await expect(toast(page)).toContainText("Invalid Email");
      const reopened = page.getByRole("dialog", { name: "The store isn't open yet" });
      await expect(reopened.getByLabel("Email")).toHaveValue("not-an-email");
      await reopened.getByLabel("Email").fill(email);
      await reopened.getByRole("button", { name: "Notify Me" }).click();
      await expect(toast(page)).toContainText("You're on the list");
      await expect(page).toHaveURL(/tab=activity/);
      const mail = await mailbox.waitFor(testEnv.staffEmail, `New store sign-up: ${email}`);
      expect(mail.text).toContain("Product: Rainy Day Art Box");
    });
  });
}
