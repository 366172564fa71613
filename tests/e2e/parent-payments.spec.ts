import type { Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { createPlace, createTransfer, newTransactionId, runBillingAt } from "../support/billing";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { axeViolations, controlsUnderChatButton, sidewaysOverflow } from "../support/page-checks";
import { createUser } from "../support/seed";
import { testEnv } from "../support/test-env";

/** Dates as the app shows them (Asia/Dhaka, US formats). */
const dhakaIso = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka" }).format(date);
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + n, 1));
  return date.toISOString().slice(0, 7);
};
const lastDay = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

const invoiceCard = (page: Page, text: string | RegExp) => page.getByTestId("invoice").filter({ hasText: text });

/** Fills and sends the Submit Payment form. */
async function pay(
  page: Page,
  { method = "bKash", number = "01712345678", trx }: { method?: string; number?: string; trx: string },
) {
  const form = page.getByRole("form", { name: "Submit Payment" });
  await form.getByLabel(method, { exact: true }).check();
  await form.getByLabel("Your bKash/Nagad number").fill(number);
  await form.getByLabel("Transaction ID").fill(trx);
  await form.getByRole("button", { name: "Submit Payment" }).click();
}

async function staffDecides(staff: Page, trx: string, decision: "Approve" | { reason: string }) {
  await staff.goto("/staff/payments");
  const row = staff.getByTestId("transfer-row").filter({ hasText: trx });
  if (decision === "Approve") {
    await row.getByRole("button", { name: "Approve" }).click();
    await expect(toast(staff, "Payment approved")).toBeVisible();
  } else {
    await row.getByText("Reject…").click();
    await row.getByLabel("Reason").fill(decision.reason);
    await row.getByRole("button", { name: "Reject payment" }).click();
    await expect(toast(staff, "Payment rejected")).toBeVisible();
  }
}

test.describe("paying fees", () => {
  test.describe.configure({ timeout: 120_000 });

  test("accept → two invoices; pay by bKash; the ID is refused again; reject, pay again, approve, receipt; Renew; the monthly job once; Cancel", async ({
    page,
    context,
    signedInParent: parent,
    signedInStaff: staff,
  }) => {
    // Staff accept the family's application: the admission fee and the first month are invoiced.
    const { invoices } = await createPlace(context.request, parent.id, { startInDays: 14 });
    expect(invoices).toHaveLength(2);
    const start = dhakaIso(new Date(Date.now() + 14 * 86_400_000));
    const firstMonth = start.slice(0, 7);
    await page.goto("/dashboard/payments");
    await waitForEnhancement(page);
    const admission = invoiceCard(page, "Admission fee");
    const month = invoiceCard(page, `Monthly fee, ${monthName(firstMonth)}`);
    await expect(admission).toContainText(fees.taka(fees.preschool.admission));
    await expect(month).toContainText(fees.taka(fees.preschool.monthly));
    await expect(admission).toContainText(`Due ${longDate(start)}`);

    // The parent pays the admission fee by bKash.
    const firstTrx = newTransactionId();
    await admission.getByRole("link", { name: /Pay Now/ }).click();
    // The short reference: the invoice number's year and number, digits only ('INV-2026-0042' → '260042').
    await expect(page.getByTestId("steps-bkash")).toContainText(/Reference: \d{6,}/);
    await expect(page.getByTestId("steps-bkash")).toContainText(
      `Amount: ${fees.taka(fees.preschool.admission)}, exactly.`,
    );
    await pay(page, { trx: firstTrx.toLowerCase() });
    await expect(toast(page, "Payment submitted")).toBeVisible();
    await expect(page.getByTestId("invoice-state")).toContainText("Pending verification");
    const toVerify = await mailbox.waitFor(
      testEnv.staffEmail,
      new RegExp(`Payment to verify: .*${invoices[0]!.number}`),
    );
    expect(toVerify.text).toContain(firstTrx);

    // The same transaction ID on the other invoice is refused, and what was typed stays.
    await page.goto(`/dashboard/payments/invoices/${invoices[1]!.id}`);
    await pay(page, { trx: firstTrx, number: "+880 1712-345678" });
    await expect(page.getByText("This transaction ID has already been submitted.").first()).toBeVisible();
    await expect(page.getByLabel("Your bKash/Nagad number")).toHaveValue("+880 1712-345678");

    // Staff reject it with a reason; the parent reads it and the invoice is due again.
    await staffDecides(staff.page, firstTrx, { reason: "We cannot find this TrxID on our statement." });
    await page.goto("/dashboard/payments");
    await expect(admission.getByTestId("rejection")).toContainText("We cannot find this TrxID on our statement.");
    await expect(admission.getByText("Due", { exact: true })).toBeVisible();
    await mailbox.waitFor(parent.email, "We could not verify your payment");

    // The parent submits again; staff approve; the invoice is paid, with its receipt and the email.
    const secondTrx = newTransactionId();
    await admission.getByRole("link", { name: /Pay Now/ }).click();
    await pay(page, { method: "Nagad", trx: secondTrx });
    await expect(toast(page, "Payment submitted")).toBeVisible();
    await staffDecides(staff.page, secondTrx, "Approve");
    await page.goto("/dashboard/payments");
    await expect(admission.getByText("Paid", { exact: true })).toBeVisible();
    await admission.getByRole("link", { name: /View receipt/ }).click();
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText(/RCT-\d{4}-\d{4}/);
    await expect(receipt).toContainText(secondTrx);
    await expect(receipt).toContainText("Admission fee");
    await expect(receipt).toContainText("Nagad");
    await expect(receipt).toContainText(parent.childName);
    const receiptMail = await mailbox.waitFor(parent.email, /^Receipt RCT-/);
    expect(receiptMail.text).toContain(secondTrx);

    // The first month paid too (submitted as the form does), the place is active and Renew invoices the next month.
    const thirdTrx = newTransactionId();
    await createTransfer(context.request, parent.id, invoices[1]!.id, thirdTrx);
    await staffDecides(staff.page, thirdTrx, "Approve");
    await page.goto("/dashboard/subscription");
    const place = page.getByTestId("subscription").filter({ hasText: parent.childName });
    await expect(place.getByText("Active", { exact: true })).toBeVisible();
    await place.getByRole("button", { name: "Renew" }).click();
    await expect(page).toHaveURL(/\/dashboard\/payments\/invoices\/[0-9a-f-]{36}$/);
    await expect(toast(page, "Next month's invoice is ready")).toBeVisible();
    const nextMonth = addMonths(firstMonth, 1);
    await expect(page.getByTestId("invoice")).toContainText(`Monthly fee, ${monthName(nextMonth)}`);

    // The monthly job, run twice 6 days before the billed period ends, invoices the month after once.
    const jobTime = new Date(`${lastDay(nextMonth)}T12:00:00+06:00`);
    jobTime.setUTCDate(jobTime.getUTCDate() - 6);
    expect(await runBillingAt(context.request, parent.id, jobTime)).toEqual({ invoiced: 1 });
    expect(await runBillingAt(context.request, parent.id, jobTime)).toEqual({ invoiced: 0 });
    await page.goto("/dashboard/payments");
    await expect(invoiceCard(page, `Monthly fee, ${monthName(addMonths(firstMonth, 2))}`)).toHaveCount(1);

    // Cancel: the place stays until the end of the paid period.
    await page.goto("/dashboard/subscription");
    await place.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByTestId("stays-until")).toHaveText(
      `Your place stays until ${longDate(lastDay(firstMonth))}.`,
    );
    await expect(page.getByRole("link", { name: "Keep Subscription" })).toHaveAttribute(
      "href",
      "/dashboard/subscription",
    );
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(toast(page, "Subscription cancelled")).toBeVisible();
    await expect(place.getByTestId("ends-on")).toContainText(longDate(lastDay(firstMonth)));
    await expect(place.getByRole("button", { name: "Renew" })).toHaveCount(0);
    await mailbox.waitFor(testEnv.staffEmail, `Subscription cancelled: ${parent.childName}`);
    // Next months' unpaid invoices are void with the reason.
    await page.goto("/dashboard/payments");
    await expect(invoiceCard(page, `Monthly fee, ${monthName(nextMonth)}`)).toContainText("The place was cancelled.");
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the form's messages, the steps for the method chosen, and a payment", async ({
      page,
      context,
      signedInParent: parent,
    }) => {
      const { invoices } = await createPlace(context.request, parent.id);
      await page.goto(`/dashboard/payments/invoices/${invoices[0]!.id}`);
      await expect(page.getByTestId("steps-bkash")).toBeVisible();
      await expect(page.getByTestId("steps-nagad")).toBeHidden();
      await page.getByLabel("Nagad", { exact: true }).check();
      await expect(page.getByTestId("steps-nagad")).toBeVisible();
      await expect(page.getByTestId("steps-nagad")).toContainText("Send to 01700-000002");
      await expect(page.getByTestId("steps-bkash")).toBeHidden();

      await pay(page, { method: "Nagad", number: "12345", trx: "abc" });
      await expect(page.getByText("Please enter the number you paid from.").first()).toBeVisible();
      await expect(page.getByText("Please enter the transaction ID from your confirmation SMS.").first()).toBeVisible();
      // Nothing typed is lost, and the method chosen stays chosen with its steps.
      await expect(page.getByLabel("Your bKash/Nagad number")).toHaveValue("12345");
      await expect(page.getByLabel("Nagad", { exact: true })).toBeChecked();
      await expect(page.getByTestId("steps-nagad")).toBeVisible();

      await pay(page, { method: "Nagad", number: "+8801812345678", trx: newTransactionId() });
      await expect(toast(page, "Payment submitted")).toBeVisible();
      await expect(page.getByTestId("invoice-state")).toContainText("Pending verification");
    });

    test("Pay all due: one transfer for every due invoice", async ({ page, context, signedInParent: parent }) => {
      await createPlace(context.request, parent.id);
      await page.goto("/dashboard/payments");
      await page.getByRole("link", { name: "Pay all due" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Pay all due" })).toBeVisible();
      await expect(page.getByTestId("steps-bkash")).toContainText(
        `Amount: ${fees.taka(fees.preschool.admission + fees.preschool.monthly)}, exactly.`,
      );
      await pay(page, { trx: newTransactionId() });
      await expect(toast(page, "Payment submitted")).toBeVisible();
      await expect(page.getByTestId("invoice").getByText("Pending verification", { exact: true })).toHaveCount(2);
    });
  });

  test("an overdue invoice shows a banner on every dashboard page; the new pages pass axe on a phone", async ({
    page,
    context,
    signedInParent: parent,
  }) => {
    const { invoices, subscriptionId } = await createPlace(context.request, parent.id, {
      startInDays: -40,
      acceptedDaysAgo: 40,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await expect(page.getByTestId("overdue-banner")).toContainText("You have 2 overdue invoices.");
    await expect(page.getByTestId("payment-card")).toContainText(
      `Amount due: ${fees.taka(fees.preschool.admission + fees.preschool.monthly)} by`,
    );
    const pages = [
      "/dashboard/payments",
      `/dashboard/payments/invoices/${invoices[0]!.id}`,
      "/dashboard/payments/pay-all",
      "/dashboard/subscription",
      `/dashboard/subscription/${subscriptionId}/cancel`,
    ];
    for (const href of pages) {
      await page.goto(href);
      await expect(page.getByTestId("overdue-banner")).toBeVisible();
      expect(await axeViolations(page), href).toEqual([]);
      expect(await sidewaysOverflow(page), href).toBeLessThanOrEqual(0);
      expect(await controlsUnderChatButton(page), href).toEqual([]);
    }
  });

  test("another family's invoice, receipt and subscription answer 404", async ({ page, context, signedInParent }) => {
    const other = await createUser(context.request);
    expect(other.id).not.toBe(signedInParent.id);
    const { invoices, subscriptionId } = await createPlace(context.request, other.id);
    for (const href of [
      `/dashboard/payments/invoices/${invoices[0]!.id}`,
      `/dashboard/subscription/${subscriptionId}/cancel`,
      `/dashboard/payments/receipts/${invoices[0]!.id}`,
      "/dashboard/payments/invoices/not-an-id",
    ]) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(404);
    }
    const post = await page.request.post(`/dashboard/payments/invoices/${invoices[0]!.id}`, {
      form: { method: "bkash", senderNumber: "01712345678", transactionId: newTransactionId() },
      headers: { Origin: testEnv.baseUrl },
      maxRedirects: 0,
    });
    expect(post.status()).toBeGreaterThanOrEqual(400);
  });
});
