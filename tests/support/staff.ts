import { type Browser, expect, type Page } from "@playwright/test";
import type { Credentials } from "./accounts";
import { newDevice } from "./devices";
import { testEnv } from "./test-env";

/** A second browser (own cookies and client IP) signed in as `who`, by default the demo admin. */
export function staffDevice(browser: Browser, options: { javaScriptEnabled?: boolean; who?: Credentials } = {}) {
  return newDevice(browser, {
    javaScriptEnabled: options.javaScriptEnabled,
    signedInAs: options.who ?? testEnv.demoAdmin,
  });
}

/** The audit log's entries of one type, as an admin sees them. */
export async function auditEntries(page: Page, type: string) {
  await page.goto(`/staff/audit?type=${type}`);
  return page.getByTestId("audit-entry");
}

/** Staff approve a family's transfer on /staff/payments, in English, and wait for the confirmation. */
export async function approveTransfer(page: Page, transactionId: string) {
  await page.goto("/staff/payments");
  await page
    .getByTestId("transfer-row")
    .filter({ hasText: transactionId })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(page.getByText("Payment approved").first()).toBeVisible();
}

/**
 * The demo admin approves a transfer by posting the Approve form of /staff/payments, without opening the page: for
 * tests that only need what approval makes (a payment, its receipt).
 */
export async function transferApproved(browser: Browser, transferId: string) {
  const staff = await staffDevice(browser);
  const response = await staff.context.request.post("/staff/payments", {
    form: { intent: "approve", transferId },
    headers: { Origin: testEnv.baseUrl },
    maxRedirects: 0,
  });
  expect(response.status(), "approving the transfer").toBe(303);
  await staff.context.close();
}

/**
 * Staff refund part of a family's payment through the receipt page's form: the first receipt linked from the family's
 * invoices, `taka` of it, with a reason in Bangla. Returns the receipt page's address.
 */
export async function paymentRefunded(browser: Browser, parentId: string, taka: number) {
  const staff = await staffDevice(browser);
  const invoices = await (await staff.context.request.get(`/staff/parents/${parentId}/invoices`)).text();
  const receipt = /href="(\/staff\/payments\/receipts\/[0-9a-f-]{36})"/.exec(invoices)?.[1];
  expect(receipt, "a receipt on the family's invoices page").toBeTruthy();
  const response = await staff.context.request.post(receipt!, {
    form: {
      amountPoisha: String(taka),
      method: "nagad",
      reason: "একটি ক্লাস হয়নি, তাই আংশিক ফেরত।",
      idempotencyKey: crypto.randomUUID(),
    },
    headers: { Origin: testEnv.baseUrl },
    maxRedirects: 0,
  });
  expect(response.status(), "refunding the payment").toBe(303);
  await staff.context.close();
  return receipt!;
}
