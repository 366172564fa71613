import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { testEnv } from "../support/test-env";

const toast = (page: import("@playwright/test").Page) => page.locator("[data-toast]");

test("services show four cards with their fees in taka and Register Now goes to /enroll", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 2, name: "Online Pre School Batches" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Book Now/ })).toHaveCount(4);
  const main = page.getByRole("main");
  for (const text of [
    fees.taka(fees.preschool.admission),
    fees.taka(fees.preschool.monthly),
    `${fees.taka(fees.preschool.outdoorMonthly)} / month`,
    `From ${fees.taka(fees.adventureSession)} per session`,
    "Details Coming Soon",
  ]) {
    await expect(main).toContainText(text);
  }
  await main.getByRole("link", { name: "Register Now" }).first().click();
  await expect(page).toHaveURL(/\/enroll$/);
});

test("the store card's Book Now says the store is coming soon", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("button", { name: "Book Now: Learning Resources Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Store coming soon!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
});

// Public pages ship no script (shell.spec.ts): JavaScript on would run them exactly as off, so once, off, is enough.
for (const javaScriptEnabled of [false]) {
  test.describe(`booking dialog with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("opens, cancels, and answers a missing field with its Error toast, keeping the name", async ({ page }) => {
      await page.goto("/services");
      await page.getByRole("button", { name: "Book Now: Adventure Activities" }).click();
      const dialog = page.getByRole("dialog", { name: "Book: Adventure Activities" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("WhatsApp Number")).toHaveAttribute("placeholder", /^\+880/);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole("button", { name: "Book Now: Adventure Activities" }).click();
      await dialog.getByLabel("Name").fill("Karim Hossain");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await expect(toast(page)).toContainText("Error");
      await expect(toast(page)).toContainText("Please fill in both Name and WhatsApp Number.");
      const reopened = page.getByRole("dialog", { name: "Book: Adventure Activities" });
      await expect(reopened).toBeVisible();
      await expect(reopened.getByLabel("Name")).toHaveValue("Karim Hossain");
      await reopened.getByRole("link", { name: "Cancel" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("a valid request is stored, staff are emailed, and the success toast shows", async ({ page }) => {
      const name = `Booker ${Date.now()}-${javaScriptEnabled ? "js" : "nojs"}`;
      await page.goto("/services");
      await page.getByRole("button", { name: "Book Now: Online Pre School Batches" }).click();
      const dialog = page.getByRole("dialog", { name: "Book: Online Pre School Batches" });
      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("WhatsApp Number").fill("+880 1711-000000");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await expect(toast(page)).toContainText("Booking Request Sent");
      await expect(toast(page)).toContainText(
        "We received your request for Online Pre School Batches. We'll contact you soon!",
      );
      await expect(page.getByRole("dialog")).toHaveCount(0);

      const mail = await mailbox.waitFor(
        testEnv.staffEmail,
        `New booking request: Online Pre School Batches from ${name}`,
      );
      expect(mail.text).toContain("WhatsApp: +880 1711-000000");
    });
  });
}
