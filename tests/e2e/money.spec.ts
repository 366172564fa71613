import type { APIRequestContext } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { createPlace, createTransfer, newTransactionId, postFixture } from "../support/billing";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { axeViolations } from "../support/page-checks";
import { createUser, type SeededUser, signIn } from "../support/seed";
import { approveTransfer } from "../support/staff";

/**
 * Money that matches the school's bank (docs/product.md#reconciling-mobile-money,
 * docs/product.md#refunds-and-credit-notes): staff paste the phone's bKash messages and the payments they confirm
 * become paid; a family continues into the next cycle (docs/product.md#the-next-cycle); a refund makes a credit note
 * the parent reads, prints and gets by mail, in their language.
 */

const bkashReceived = (trx: string, taka: number, from = "01711000000") =>
  `You have received Tk ${taka.toLocaleString("en-US")}.00 from ${from}. Fee Tk 0.00. Balance Tk 24,310.50. TrxID ${trx} at 30/12/2024 13:22`;

/** A family whose place's two first invoices each have a bKash transfer awaiting verification. */
async function familyWithTwoTransfers(request: APIRequestContext, parent: SeededUser) {
  const place = await createPlace(request, parent.id);
  const [admission, firstMonth] = place.invoices as [{ id: string; number: string }, { id: string; number: string }];
  const trx = [newTransactionId(), newTransactionId()] as const;
  await createTransfer(request, parent.id, admission.id, trx[0]);
  await createTransfer(request, parent.id, firstMonth.id, trx[1]);
  return { admission, firstMonth, trx };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.describe.configure({ timeout: 90_000 });

    test("staff paste the phone's messages: two payments become paid, and one that differs is listed with why", async ({
      parent,
      signedInStaff: staff,
    }) => {
      const request = staff.page.request;
      const family = await familyWithTwoTransfers(request, parent);
      const other = await createUser(request);
      const otherPlace = await createPlace(request, other.id);
      const otherTrx = newTransactionId();
      await createTransfer(request, other.id, otherPlace.invoices[0]!.id, otherTrx);

      await staff.page.goto("/staff/payments");
      await staff.page.getByRole("link", { name: "Reconcile" }).click();
      await expect(staff.page).toHaveURL("/staff/payments/reconcile");
      if (javaScriptEnabled) await waitForEnhancement(staff.page);
      const pasted = [
        bkashReceived(family.trx[0], fees.preschool.admission),
        // The school's own Send Money is recognised and left alone.
        `Send Money Tk 500.00 to 01712345678 successful. Fee Tk 0.00. Balance Tk 23,810.50. TrxID ${newTransactionId()} at 30/12/2024 14:00`,
        bkashReceived(family.trx[1], fees.preschool.monthly),
        bkashReceived(otherTrx, fees.preschool.admission - 100),
      ].join("\n\n");
      await staff.page.getByLabel("Paste bKash or Nagad messages").fill(pasted);
      await staff.page.getByRole("button", { name: "Check Messages" }).click();

      await expect(toast(staff.page, "Messages checked")).toContainText(
        "Approved: 2. To check: 1. Not money received: 1.",
      );
      const lines = staff.page.getByTestId("reconcile-line");
      await expect(lines).toHaveCount(4);
      await expect(lines.nth(0)).toContainText("Approved");
      await expect(lines.nth(0)).toContainText(family.admission.number);
      await expect(lines.nth(1)).toContainText("Not money received");
      await expect(lines.nth(2)).toContainText("Approved");
      await expect(lines.nth(3)).toContainText(
        `Amount differs (${fees.taka(fees.preschool.admission - 100)} received, ${fees.taka(fees.preschool.admission)} submitted)`,
      );

      // Both invoices are paid, each with a receipt mailed once; the other family's payment still awaits a decision.
      await staff.page.goto(`/staff/parents/${parent.id}/invoices`);
      const invoiceRows = staff.page.getByTestId("invoice-row");
      await expect(
        invoiceRows.filter({ hasText: family.admission.number }).getByText("Paid", { exact: true }),
      ).toBeVisible();
      await expect(
        invoiceRows.filter({ hasText: family.firstMonth.number }).getByText("Paid", { exact: true }),
      ).toBeVisible();
      const receipts = async () =>
        (await mailbox.list(parent.email)).filter((mail) => mail.subject.startsWith("Receipt RCT-")).length;
      await expect.poll(receipts).toBe(2);
      await staff.page.goto("/staff/payments");
      await expect(staff.page.getByTestId("transfer-row").filter({ hasText: otherTrx })).toBeVisible();
      await expect(staff.page.getByTestId("transfer-row").filter({ hasText: family.trx[0] })).toHaveCount(0);

      // Pasting the same messages again approves nothing twice.
      await staff.page.goto("/staff/payments/reconcile");
      await staff.page.getByLabel("Paste bKash or Nagad messages").fill(pasted);
      await staff.page.getByRole("button", { name: "Check Messages" }).click();
      await expect(toast(staff.page, "Messages checked")).toContainText("Approved: 0.");
      await expect(staff.page.getByTestId("reconcile-line").nth(0)).toContainText("Already decided");
      if (javaScriptEnabled) {
        // A state the sweep cannot reach: the page with its results.
        expect(await axeViolations(staff.page)).toEqual([]);
      }
    });

    test("two weeks before a batch ends, staff choose the next cycle and the family continues from its dashboard", async ({
      parent,
      signedInStaff: staff,
      page,
    }) => {
      const request = staff.page.request;
      const place = await createPlace(request, parent.id, { startInDays: -90, endInDays: 7, paid: true });
      const nextName = `Next cycle ${crypto.randomUUID().slice(0, 8)}`;
      const next = await postFixture<{ batchId: string }>(request, "enrolment", { name: nextName });

      await staff.page.goto(`/staff/batches/${place.batchId}`);
      const card = staff.page.getByTestId("next-cycle");
      await card.getByLabel("Batch that continues this one").selectOption(next.batchId);
      await card.getByRole("button", { name: "Offer Places" }).click();
      await expect(toast(staff.page, "Next cycle chosen")).toContainText(`Families offered a seat in ${nextName}: 1.`);
      await expect(staff.page.getByTestId("next-cycle")).toContainText(`Continues into ${nextName}: 0 of 1 families`);
      await mailbox.waitFor(parent.email, `place in ${nextName}`);

      await signIn(page.request, parent);
      await page.goto("/dashboard");
      const offer = page.getByTestId("continue-card");
      await expect(offer.getByRole("heading")).toHaveText(`Continue to ${nextName}`);
      await offer.getByRole("button", { name: `Continue ${parent.childName} to ${nextName}` }).click();
      await expect(toast(page, "Offer Accepted")).toBeVisible();
      await page.goto("/dashboard/payments");
      // The next cycle's first month is due, and nothing else: no admission fee is charged again.
      const due = page.getByTestId("invoice").filter({ has: page.getByRole("link", { name: /Pay Now/ }) });
      await expect(due).toHaveCount(1);
      await expect(due).toContainText("Monthly fee");
      await expect(due).toContainText(parent.childName);
      await staff.page.reload();
      await expect(staff.page.getByTestId("next-cycle")).toContainText(`Continues into ${nextName}: 1 of 1 families`);
    });

    test("a refund makes a credit note the parent sees, prints and is emailed, in their language", async ({
      signedInStaff: staff,
      page,
    }) => {
      // With JavaScript on the family reads Bangla; off, English.
      const bangla = javaScriptEnabled;
      const parent = await createUser(page.request, { language: bangla ? "bn" : "en" });
      const place = await createPlace(page.request, parent.id);
      const trx = newTransactionId();
      await createTransfer(page.request, parent.id, place.invoices[0]!.id, trx);
      await approveTransfer(staff.page, trx);

      await staff.page.goto(`/staff/parents/${parent.id}/invoices`);
      await staff.page.getByRole("link", { name: `Receipt for ${place.invoices[0]!.number}` }).click();
      if (javaScriptEnabled) await waitForEnhancement(staff.page);
      await staff.page.getByText("Refund…").click();
      const form = staff.page.getByRole("form", { name: /^Refund the payment of receipt RCT-/ });
      await form.getByLabel("Amount").fill("600");
      await form.getByLabel("Method").selectOption("cash");
      await form
        .getByLabel("Reason")
        .fill(bangla ? "প্রথম সপ্তাহের ক্লাস হয়নি।" : "The first week's classes were not held.");
      await form.getByRole("button", { name: "Refund Payment" }).click();
      const refunded = toast(staff.page, "Payment refunded");
      await expect(refunded).toContainText(fees.taka(600));
      const number = (await refunded.textContent())?.match(/CN-\d{4}-\d{4,}/)?.[0];
      expect(number).toBeTruthy();
      await expect(staff.page.getByTestId("payment-refunds")).toContainText(number!);
      await expect(staff.page.getByTestId("payment-refunds")).toContainText(
        `Left to refund: ${fees.taka(fees.preschool.admission - 600)}`,
      );

      // More than is left is refused, saying how much is.
      await staff.page.getByText("Refund…").click();
      await form.getByLabel("Amount").fill(String(fees.preschool.admission));
      await form.getByLabel("Reason").fill("Again");
      await form.getByRole("button", { name: "Refund Payment" }).click();
      await expect(form.getByLabel("Amount")).toHaveAccessibleDescription(
        new RegExp(`At most ${fees.taka(fees.preschool.admission - 600).replace(".", "\\.")} can be refunded`),
      );

      const mail = await mailbox.waitFor(parent.email, number!);
      await signIn(page.request, parent);
      await page.goto("/dashboard/payments");
      const row = page.getByTestId("credit-note-row").filter({ hasText: number! });
      await row.getByRole("link").click();
      const note = page.getByTestId("credit-note");
      await expect(note).toContainText(number!);
      if (bangla) {
        expect(mail.subject.replace(/\s+/g, "")).toContain(`ক্রেডিটনোট${number}`);
        await expect(page.locator("html")).toHaveAttribute("lang", "bn");
        await expect(note.getByRole("heading", { name: "ক্রেডিট নোট" })).toBeVisible();
        await expect(note).toContainText("মোট ফেরত");
        await expect(note).toContainText(fees.taka(600, { language: "bn" }));
        await expect(note).toContainText("নগদ টাকা");
        await expect(note).toContainText("প্রথম সপ্তাহের ক্লাস হয়নি।");
        await expect(page.getByRole("button", { name: "প্রিন্ট করুন" })).toBeVisible();
      } else {
        expect(mail.subject).toBe(`Credit note ${number}: ${fees.taka(600)} refunded`);
        expect(mail.text).toContain("The first week's classes were not held.");
        await expect(note.getByRole("heading", { name: "Credit Note" })).toBeVisible();
        await expect(note).toContainText("Total refunded");
        await expect(note).toContainText(fees.taka(600));
        await expect(note).toContainText("Cash");
      }
    });
  });
}
