import { toast, waitForEnhancement } from "../support/accounts";
import { createPlace, createTransfer, newTransactionId } from "../support/billing";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { axeViolations, sidewaysOverflow } from "../support/page-checks";

/**
 * After paying, the transfer awaiting verification is listed under Payments with its TrxID, amount and day, and the
 * parent can correct it until staff decide it (docs/product.md#money-and-payments), with JavaScript on and off.
 */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
const dhakaDaysAgo = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka" }).format(new Date(Date.now() - days * 86_400_000));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a pending payment with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.describe.configure({ timeout: 120_000 });

    test("is listed with its TrxID, amount and date, and Edit corrects it; a TrxID already used is refused", async ({
      page,
      signedInParent: parent,
    }) => {
      const { invoices } = await createPlace(page.request, parent.id);
      const firstTrx = newTransactionId();
      await createTransfer(page.request, parent.id, invoices[0]!.id, firstTrx);
      const otherTrx = newTransactionId();
      await createTransfer(page.request, parent.id, invoices[1]!.id, otherTrx);
      await page.setViewportSize({ width: 390, height: 844 });

      await page.goto("/dashboard/payments");
      const row = page.getByTestId("pending-claim").filter({ hasText: firstTrx });
      await expect(row).toContainText(fees.taka(fees.preschool.admission));
      await expect(row).toContainText(longDate(dhakaDaysAgo(0)));
      await expect(row).toContainText(invoices[0]!.number);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await row.getByRole("link", { name: `Edit the payment with Transaction ID ${firstTrx}` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Correct your payment");
      if (javaScriptEnabled) await waitForEnhancement(page);

      const form = page.getByRole("form", { name: "Correct your payment" });
      await expect(form.getByLabel("Transaction ID")).toHaveValue(firstTrx);
      await expect(form.getByLabel("Amount sent (taka)")).toHaveValue(String(fees.preschool.admission));
      // The family's other transfer holds this TrxID: refused under the field, nothing changed.
      await form.getByLabel("Transaction ID").fill(otherTrx);
      await form.getByRole("button", { name: "Save changes" }).click();
      await expect(page.locator("#claim-transactionId-error")).toHaveText(
        "This transaction ID has already been submitted.",
      );
      const correctedTrx = newTransactionId();
      const sentOn = dhakaDaysAgo(1);
      await form.getByLabel("Transaction ID").fill(correctedTrx);
      await form.getByLabel("Amount sent (taka)").fill("1500.50");
      await form.getByLabel("Date sent").fill(sentOn);
      await form.getByRole("button", { name: "Save changes" }).click();

      await expect(page).toHaveURL("/dashboard/payments");
      await expect(toast(page, "Payment updated")).toBeVisible();
      const corrected = page.getByTestId("pending-claim").filter({ hasText: correctedTrx });
      await expect(corrected).toContainText("৳1,500.50");
      await expect(corrected).toContainText(longDate(sentOn));
      await expect(page.getByTestId("pending-claim").filter({ hasText: firstTrx })).toHaveCount(0);
    });
  });
}
