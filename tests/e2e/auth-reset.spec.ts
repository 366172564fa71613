import type { Page } from "@playwright/test";
import { login, toast, uniqueEmail, waitForEnhancement } from "../support/accounts";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { firstLink, mailbox } from "../support/mail";

async function requestReset(page: Page, email: string) {
  await page.goto("/forgot-password");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(toast(page, "Password Reset Email Sent")).toContainText("Check your inbox for instructions.");
  await expect(page.getByText("Check your email", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toHaveCount(0);
}

async function fillNewPassword(page: Page, password: string, confirm = password) {
  await page.getByLabel("New Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm New Password").fill(confirm);
  await page.getByRole("button", { name: "Reset Password" }).click();
}

test.describe("password reset", () => {
  test("forgot → mail → reset: errors, success, old password refused, other sessions ended", async ({
    page,
    browser,
    parent,
  }) => {
    // A session on another device, which the reset must end.
    const phone = await newDevice(browser, { signedInAs: parent });

    await requestReset(page, parent.email);
    const link = firstLink(await mailbox.waitFor(parent.email, "Reset your"));
    expect(link).toMatch(/\/reset-password\?token=/);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset Password");
    await waitForEnhancement(page);

    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Please enter and confirm your new password.").first()).toBeVisible();
    await fillNewPassword(page, "new-kite-7", "new-kite-8");
    await expect(page.getByText("Passwords do not match.")).toBeVisible();
    await fillNewPassword(page, "kite");
    await expect(page.getByText("Password must be at least 6 characters long.")).toBeVisible();
    await fillNewPassword(page, "password1");
    await expect(page.getByText(/This password is too common/)).toBeVisible();

    const newPassword = `${parent.password}-new`;
    await fillNewPassword(page, newPassword);
    await page.waitForURL((url) => url.pathname === "/login");
    await expect(toast(page, "Password Reset Successful")).toContainText("You can now log in with your new password.");

    // The other device's session is gone; there the old password fails and the new one works.
    await phone.page.goto("/dashboard");
    await expect(phone.page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
    await phone.page.getByLabel("Email address").fill(parent.email);
    await phone.page.getByLabel("Password", { exact: true }).fill(parent.password);
    await phone.page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(toast(phone.page, "Login Error")).toContainText("Invalid email or password.");
    await login(phone.page, { email: parent.email, password: newPassword });
    await phone.context.close();

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid Access");
  });

  test("forgot-password answers the same for an address with no account, and sends nothing", async ({ page }) => {
    const nobody = uniqueEmail("nobody");
    await requestReset(page, nobody);
    await page.waitForTimeout(1_500);
    expect(await mailbox.list(nobody)).toEqual([]);
  });

  test("forgot-password needs an email ('Missing Email')", async ({ page }) => {
    await page.goto("/forgot-password");
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page, "Missing Email")).toContainText("Please enter your email address.");
    await expect(page.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
  });

  for (const path of ["/reset-password", "/reset-password?token=made-up-token"]) {
    test(`${path} without a valid link shows 'Invalid Access'`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid Access");
      await expect(
        page.getByText("This page should be accessed via the password reset link sent to your email."),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Reset Password" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Get a new reset link" })).toHaveAttribute(
        "href",
        "/forgot-password",
      );
    });
  }
});

test.describe("password reset without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server gives the same messages and the reset works", async ({ page, parent }) => {
    await requestReset(page, parent.email);
    await page.goto(firstLink(await mailbox.waitFor(parent.email, "Reset your")));
    await fillNewPassword(page, "kite", "kites");
    await expect(page.getByText("Password must be at least 6 characters long.")).toBeVisible();
    await expect(page.getByText("Passwords do not match.")).toBeVisible();
    await fillNewPassword(page, `${parent.password}-new`);
    await page.waitForURL((url) => url.pathname === "/login");
    await expect(toast(page, "Password Reset Successful")).toContainText("You can now log in with your new password.");
  });
});
