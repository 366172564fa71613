import crypto from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { login } from "./accounts";
import { testEnv } from "./test-env";

const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

/** A second browser (own cookies and client IP) signed in as `who`, by default the demo admin. */
export async function staffDevice(browser: Browser, options: { javaScriptEnabled?: boolean; who?: { email: string; password: string } } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, extraHTTPHeaders: { "X-Forwarded-For": randomIp() } });
  const page = await context.newPage();
  await login(page, options.who ?? testEnv.demoAdmin);
  return { context, page };
}

/** The audit log's entries of one type, as an admin sees them. */
export async function auditEntries(page: Page, type: string) {
  await page.goto(`/staff/audit?type=${type}`);
  return page.getByTestId("audit-entry");
}
