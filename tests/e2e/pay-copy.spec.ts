import { waitForEnhancement } from "../support/accounts";
import { createPlace } from "../support/billing";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { axeViolations, sidewaysOverflow } from "../support/page-checks";
import { createUser, signIn } from "../support/seed";

/**
 * The pay page gives the school's number, the amount and the reference as the bKash and Nagad apps take them: Latin
 * digits, on Bangla pages too, each with a Copy button where the browser can copy, and no button without JavaScript
 * (docs/product.md#money-and-payments).
 */
const phone = { width: 390, height: 844 };

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the pay page's values with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a Bangla page shows the number, amount and reference in Latin digits, with Copy buttons only with JavaScript", async ({
      page,
      context,
    }) => {
      const parent = await createUser(page.request, { language: "bn" });
      const { invoices } = await createPlace(page.request, parent.id);
      await signIn(page.request, parent);
      await page.setViewportSize(phone);
      await page.goto(`/dashboard/payments/invoices/${invoices[0]!.id}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");

      const values = page.getByTestId("app-values-bkash");
      await expect(values.getByTestId("app-number")).toHaveText("01700000001");
      await expect(values.getByTestId("app-amount")).toHaveText(String(fees.preschool.admission));
      // The invoice's short reference, digits only: 'INV-2026-0042' → '260042'.
      await expect(values.getByTestId("app-reference")).toHaveText(
        invoices[0]!.number.replace(/^INV-\d\d(\d\d)-/, "$1"),
      );
      // The steps above keep the page's Bangla digits.
      await expect(page.getByTestId("steps-bkash")).toContainText(
        fees.taka(fees.preschool.admission, { language: "bn" }),
      );
      await page.getByText("Nagad", { exact: true }).click();
      await expect(page.getByTestId("app-values-nagad").getByTestId("app-number")).toHaveText("01700000002");
      await page.getByText("bKash", { exact: true }).click();

      const copyButtons = values.getByRole("button", { name: "কপি করুন" });
      if (!javaScriptEnabled) {
        await expect(page.getByRole("button", { name: "কপি করুন" })).toHaveCount(0);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        return;
      }
      await waitForEnhancement(page);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await expect(copyButtons).toHaveCount(3);
      const amountButton = page.getByRole("button", { name: "কপি করুন", description: "পরিমাণ" }).first();
      await amountButton.click();
      await expect(values.getByRole("button", { name: "কপি হয়েছে" })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(fees.preschool.admission));
      await values.getByRole("button", { name: "কপি করুন", description: "রেফারেন্স" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        invoices[0]!.number.replace(/^INV-\d\d(\d\d)-/, "$1"),
      );
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
