import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { testEnv } from "../support/test-env";

const toast = (page: import("@playwright/test").Page) => page.locator("[data-toast]");

test("Access Now opens each material and Learn More links to a real page", async ({ page, request }) => {
  await page.goto("/parent-resources");
  const access = page.getByRole("link", { name: /^Access Now/ });
  await expect(access).toHaveCount(4);
  for (const href of await access.evaluateAll((ls) => ls.map((l) => l.getAttribute("href")!))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  for (const href of await page
    .getByRole("link", { name: /^Learn More/ })
    .evaluateAll((ls) => ls.map((l) => l.getAttribute("href")!))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  await access.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Daily Routine Chart (Ages 3-5)");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await request.get("/parent-resources/no-such-thing")).status()).toBe(404);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`workshop registration with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("validates, keeps what was typed, then stores the registration and emails staff", async ({ page }) => {
      const name = `Workshop parent ${Date.now()}-${javaScriptEnabled ? "js" : "nojs"}`;
      await page.goto("/parent-resources");
      await page.getByRole("button", { name: "Register for Workshop" }).click();
      const dialog = page.getByRole("dialog", { name: "Register for Workshop" });
      await dialog.getByLabel("Your name").fill(name);
      await dialog.getByLabel("Number attending").fill("2");
      await dialog.getByRole("button", { name: "Register" }).click();
      await expect(toast(page)).toContainText("Missing Information");
      const reopened = page.getByRole("dialog", { name: "Register for Workshop" });
      await expect(reopened.getByLabel("Your name")).toHaveValue(name);
      await expect(reopened.getByLabel("Number attending")).toHaveValue("2");
      await reopened.getByLabel("Phone or email").fill("+880 1811-000000");
      await reopened.getByRole("button", { name: "Register" }).click();
      await expect(toast(page)).toContainText("Registration Received");
      const mail = await mailbox.waitFor(testEnv.staffEmail, `New workshop registration from ${name}`);
      expect(mail.text).toContain("Number attending: 2");
      expect(mail.text).toContain("Phone or email: +880 1811-000000");
    });
  });
}
