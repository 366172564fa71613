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
