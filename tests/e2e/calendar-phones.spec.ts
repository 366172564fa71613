import { toast, waitForEnhancement } from "../support/accounts";
import { createPlace } from "../support/billing";
import { expect, test } from "../support/fixtures";
import { axeViolations, sidewaysOverflow } from "../support/page-checks";
import { createUser, signIn } from "../support/seed";

/**
 * The calendar card works on Android as well as on iPhones (docs/product.md#classes-and-recordings): 'Add to Google
 * Calendar' opens Google's 'add by URL' with the feed's https address, the address has a Copy button with
 * JavaScript (and none without), and two lines say what to do on each phone.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`the calendar card with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("offers Add to Google Calendar, the webcal link, a Copy button only with JavaScript, and help for Android and iPhone", async ({
      page,
      context,
    }) => {
      const parent = await createUser(context.request);
      await signIn(context.request, parent);
      await createPlace(context.request, parent.id, { startInDays: -10, paid: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/dashboard/classes");
      await page.getByRole("button", { name: "Get my calendar link" }).click();
      await expect(toast(page, "Calendar Link Ready")).toBeVisible();

      const card = page.getByTestId("calendar");
      const address = await card.getByLabel("Your calendar link").inputValue();
      expect(address).toMatch(/^https?:\/\/.+\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
      const google = card.getByRole("link", { name: /Add to Google Calendar/ });
      await expect(google).toHaveAttribute(
        "href",
        `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(address)}`,
      );
      await expect(card.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
        "href",
        address.replace(/^https?:/, "webcal:"),
      );
      const help = card.getByTestId("calendar-help");
      await expect(help).toContainText("Android: tap 'Add to Google Calendar'");
      await expect(help).toContainText("iPhone: tap 'Subscribe in your calendar app'");

      if (!javaScriptEnabled) {
        await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        return;
      }
      await waitForEnhancement(page);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const copy = card.getByRole("button", { name: "Copy", description: "Your calendar link" });
      await copy.click();
      await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await expect(card.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 5_000 });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
