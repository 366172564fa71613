import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { firstLink, mailbox } from "./mail";

export type Credentials = { email: string; password: string };
export type ParentCredentials = Credentials & { fullName: string; childName: string; childAge: number; phone: string };

export const uniqueEmail = (prefix = "parent") => `${prefix}-${crypto.randomUUID().slice(0, 8)}@test.example`;

/** A parent nobody else uses: unique email, a password no common-password list holds. */
export function newParent(overrides: Partial<ParentCredentials> = {}): ParentCredentials {
  return {
    email: uniqueEmail(),
    password: `Kite-${crypto.randomBytes(6).toString("hex")}`,
    fullName: "Farzana Rahman",
    childName: "Ishaan",
    childAge: 4,
    phone: "+880 1711-123456",
    ...overrides,
  };
}

/** Fills and submits the /register form (the page must already be on /register). */
export async function fillRegisterForm(page: Page, p: ParentCredentials, options: { mediaConsent?: boolean } = {}) {
  await page.getByLabel("Parent's Full Name").fill(p.fullName);
  await page.getByLabel("Child's Name").fill(p.childName);
  await page.getByLabel("Child's Age").fill(String(p.childAge));
  await page.getByLabel("Phone Number").fill(p.phone);
  await page.getByLabel("Email address").fill(p.email);
  await page.getByLabel("Password", { exact: true }).fill(p.password);
  await page.getByLabel("Confirm Password").fill(p.password);
  await page.getByLabel(/I agree to the/).check();
  if (options.mediaConsent) await page.getByLabel(/I consent to photos/).check();
}

/**
 * Registers through the real /register form and follows the emailed verification link; for tests of those screens.
 * Other tests seed their users (./seed.ts, ./fixtures.ts). Does not leave the page logged in.
 */
export async function createVerifiedParent(
  page: Page,
  overrides?: Partial<ParentCredentials>,
): Promise<ParentCredentials> {
  const parent = newParent(overrides);
  await page.goto("/register");
  await fillRegisterForm(page, parent);
  await page.getByRole("button", { name: "Register" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  const mail = await mailbox.waitFor(parent.email, "Verify your email");
  await verifyByLink(page, firstLink(mail));
  return parent;
}

/** Opens an emailed verification link and presses 'Verify my email' (opening the link alone changes nothing). */
export async function verifyByLink(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole("button", { name: "Verify my email" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
}

/** Logs in through the /login form and waits until it lands on /dashboard (or /staff for staff). */
export async function login(page: Page, creds: Credentials): Promise<void> {
  if (!new URL(page.url(), "http://x").pathname.startsWith("/login")) await page.goto("/login");
  await page.getByLabel("Email address").fill(creds.email);
  await page.getByLabel("Password", { exact: true }).fill(creds.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => /^\/(dashboard|staff)(\/|$)/.test(url.pathname));
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeAttached();
}

/** A toast (flash or action) by its title. */
export const toast = (page: Page, title: string) =>
  page.locator("[data-toast]").filter({ has: page.getByText(title, { exact: true }) });

/** Waits until the enhancement script runs (decision 019), so the browser's form checks and pending labels are live. */
export async function waitForEnhancement(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
}

/**
 * The pending label of a form on its way: while its post to `path` is held for a moment, the page records every
 * button's text and state in sessionStorage (which outlives the navigation that follows); one of them must have read
 * `label`, disabled. `submit` sends the form, whose answer leads to another page.
 */
export async function pendingLabelWhilePosting(page: Page, path: string, label: string, submit: () => Promise<void>) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    },
  );
  await page.evaluate(() => {
    const seen: Array<{ text: string; disabled: boolean }> = [];
    new MutationObserver(() => {
      for (const button of document.querySelectorAll("button"))
        seen.push({ text: button.textContent?.trim() ?? "", disabled: button.disabled });
      sessionStorage.setItem("buttons-seen", JSON.stringify(seen));
    }).observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
  });
  await submit();
  await page.waitForURL((url) => url.pathname !== path);
  const seen = JSON.parse((await page.evaluate(() => sessionStorage.getItem("buttons-seen"))) ?? "[]");
  expect(seen, `'${label}' while the form was on its way`).toContainEqual({ text: label, disabled: true });
}
