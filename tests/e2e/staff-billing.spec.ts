import type { Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { auditEntries } from "../support/staff";

const dhakaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka" }).format(new Date());

/** Staff open the parent's record through the search. */
async function openParent(staff: Page, email: string) {
  await staff.goto("/staff/parents");
  await staff.getByLabel("Search by name, email, phone or child's name").fill(email);
  await staff.getByRole("button", { name: "Search" }).click();
  const row = staff.getByTestId("parent-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("link").click();
  await staff.waitForURL(/\/staff\/parents\/[^/]+$/);
  return new URL(staff.url()).pathname.split("/").pop()!;
}

/** Plans as staff pick them and parents see them: the name and the fee from site config. */
const preschoolPlan = `Online Pre School — ${fees.perMonth(fees.preschool.monthly)}`;
const adventurePlan = `Adventure Activities — from ${fees.taka(fees.adventureSession, { whole: true })}/session`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`subscriptions and payments with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    // Whole flows across two browsers; slow machines need the room.
    test.describe.configure({ timeout: 90_000 });

    test("staff create a subscription and record a BDT payment; the parent's pages show them at once", async ({
      page,
      signedInParent: parent,
      signedInStaff: staff,
    }) => {
      const parentId = await openParent(staff.page, parent.email);
      await expect(staff.page.getByRole("heading", { level: 1 })).toHaveText(parent.fullName);
      await expect(staff.page.getByText("No subscriptions yet.")).toBeVisible();
      await expect(staff.page.getByText("No payments recorded yet.")).toBeVisible();
      if (javaScriptEnabled) await waitForEnhancement(staff.page);

      const newSubscription = staff.page.getByRole("form", { name: "New subscription" });
      await newSubscription.getByLabel("Plan").selectOption({ label: preschoolPlan });
      await newSubscription.getByLabel("Status").selectOption("active");
      await newSubscription.getByLabel("Start date").fill("2026-03-01");
      await newSubscription.getByLabel("Expiry date").fill("2026-04-01");
      await newSubscription.getByRole("button", { name: "Create subscription" }).click();
      await expect(toast(staff.page, "Subscription created")).toContainText(
        "It runs from March 1, 2026 to April 1, 2026.",
      );
      await expect(staff.page.getByTestId("staff-subscription")).toContainText(preschoolPlan);

      const payment = staff.page.getByRole("form", { name: "Record a payment" });
      await expect(payment.getByLabel("Currency")).toHaveValue("BDT");
      await expect(payment.getByLabel("Payment date")).toHaveValue(dhakaToday());
      await payment.getByLabel("Amount").fill("2000");
      await payment.getByLabel("Payment date").fill("2026-03-02");
      await payment.getByLabel("Method").selectOption({ label: "bKash" });
      await payment.getByLabel("Status").selectOption("completed");
      await payment.getByLabel("Transaction reference (optional)").fill("BK-7781");
      await payment.getByLabel("Invoice link (optional)").fill("https://invoices.example/7781");
      await payment.getByRole("button", { name: "Record payment" }).click();
      await expect(toast(staff.page, "Payment recorded")).toContainText("৳2,000.00 by bKash.");
      await expect(staff.page.getByTestId("staff-payment")).toContainText("BK-7781");

      await page.goto("/dashboard/subscription");
      const subscription = page.getByTestId("subscription");
      await expect(subscription.getByRole("heading")).toHaveText(preschoolPlan);
      await expect(subscription.getByText("Active", { exact: true })).toHaveClass(/bg-green-100/);
      await expect(subscription).toContainText("March 1, 2026");
      await expect(subscription).toContainText("April 1, 2026");

      await page.goto("/dashboard/payments");
      const row = page.getByTestId("payment-row");
      await expect(row).toContainText("৳2,000.00");
      await expect(row).toContainText("March 2, 2026");
      await expect(row).toContainText("bKash");
      await expect(row.getByText("Completed", { exact: true })).toHaveClass(/bg-green-100/);
      await expect(row.getByRole("link", { name: /View invoice/ })).toHaveAttribute(
        "href",
        "https://invoices.example/7781",
      );

      const subscriptions = (await auditEntries(staff.page, "subscription")).filter({ hasText: parentId });
      await expect(subscriptions.filter({ hasText: "subscription.create" })).toContainText("2026-04-01");
      const payments = (await auditEntries(staff.page, "payment")).filter({ hasText: parentId });
      await expect(payments.filter({ hasText: "payment.create" })).toContainText("2000");
      await expect(payments.filter({ hasText: "payment.create" })).toContainText("bkash");
    });

    test("bad input is refused with its message", async ({ parent, signedInStaff: staff }) => {
      await openParent(staff.page, parent.email);
      if (javaScriptEnabled) await waitForEnhancement(staff.page);

      // Expiry before start, a zero amount.
      const newSubscription = staff.page.getByRole("form", { name: "New subscription" });
      await newSubscription.getByLabel("Plan").selectOption({ label: adventurePlan });
      await newSubscription.getByLabel("Start date").fill("2030-05-10");
      await newSubscription.getByLabel("Expiry date").fill("2030-05-01");
      await newSubscription.getByRole("button", { name: "Create subscription" }).click();
      await expect(toast(staff.page, "Error")).toContainText("The expiry date must be after the start date.");
      await expect(
        staff.page.getByText("The expiry date must be after the start date.", { exact: true }).first(),
      ).toBeVisible();
      await expect(staff.page.getByTestId("staff-subscription")).toHaveCount(0);

      const payment = staff.page.getByRole("form", { name: "Record a payment" });
      await payment.getByLabel("Amount").fill("0");
      await payment.getByLabel("Method").selectOption({ label: "Cash" });
      await payment.getByRole("button", { name: "Record payment" }).click();
      await expect(staff.page.getByText("The amount must be more than zero.", { exact: true }).first()).toBeVisible();
      await expect(staff.page.getByTestId("staff-payment")).toHaveCount(0);
    });

    test("renew, cancel and a payment's status change reach the parent", async ({
      page,
      signedInParent: parent,
      signedInStaff: staff,
    }) => {
      const parentId = await openParent(staff.page, parent.email);
      if (javaScriptEnabled) await waitForEnhancement(staff.page);

      const newSubscription = staff.page.getByRole("form", { name: "New subscription" });
      await newSubscription.getByLabel("Plan").selectOption({ label: adventurePlan });
      await newSubscription.getByLabel("Start date").fill("2030-05-10");
      await newSubscription.getByLabel("Expiry date").fill("2030-06-10");
      await newSubscription.getByRole("button", { name: "Create subscription" }).click();
      await expect(toast(staff.page, "Subscription created")).toBeVisible();

      const payment = staff.page.getByRole("form", { name: "Record a payment" });
      await payment.getByLabel("Method").selectOption({ label: "Cash" });
      await payment.getByLabel("Amount").fill("1500.50");
      await payment.getByLabel("Status").selectOption("pending");
      await payment.getByRole("button", { name: "Record payment" }).click();
      await expect(toast(staff.page, "Payment recorded")).toContainText("৳1,500.50 by Cash.");

      // Renew by three months, then cancel.
      const row = staff.page.getByTestId("staff-subscription");
      await row.getByLabel("Extend by").selectOption("3");
      await row.getByRole("button", { name: "Renew" }).click();
      await expect(toast(staff.page, "Subscription renewed")).toContainText("It now runs until September 10, 2030.");
      if (javaScriptEnabled) staff.page.once("dialog", (dialog) => dialog.accept());
      await row.getByRole("button", { name: "Cancel subscription" }).click();
      await expect(toast(staff.page, "Subscription cancelled")).toBeVisible();
      await expect(row.locator("td").nth(1).getByText("Cancelled", { exact: true })).toHaveClass(/bg-red-100/);

      // The pending payment is completed, then refunded.
      const paid = staff.page.getByTestId("staff-payment");
      await paid.getByLabel("Payment status").selectOption("refunded");
      await paid.getByRole("button", { name: "Save" }).click();
      await expect(toast(staff.page, "Payment status updated")).toContainText("The payment is now Refunded.");

      await page.goto("/dashboard/subscription");
      await expect(page.getByTestId("subscription").getByText("Cancelled", { exact: true })).toHaveClass(/bg-red-100/);
      await expect(page.getByTestId("subscription")).toContainText("September 10, 2030");
      await page.goto("/dashboard/payments");
      await expect(page.getByTestId("payment-row")).toContainText("৳1,500.50");
      await expect(page.getByTestId("payment-row").getByText("Refunded", { exact: true })).toHaveClass(/bg-yellow-100/);

      const subscriptionAudit = (await auditEntries(staff.page, "subscription")).filter({ hasText: parentId });
      await expect(subscriptionAudit.filter({ hasText: "subscription.renew" })).toContainText("months");
      await expect(subscriptionAudit.filter({ hasText: "subscription.cancel" })).toContainText("cancelled");
      const paymentAudit = (await auditEntries(staff.page, "payment")).filter({ hasText: parentId });
      await expect(paymentAudit.filter({ hasText: "payment.status" })).toContainText("refunded");
    });
  });
}
