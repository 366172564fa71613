import { createVerifiedParent, fillRegisterForm, login, newParent } from "../support/accounts";
import { expect, firstLink, mailbox, test } from "../support/fixtures";

test.describe("registration", () => {
  test("register → email → verify → login lands on the dashboard", async ({ page }) => {
    const parent = newParent({ fullName: "Tahmina Akter Chowdhury" });
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your Account");
    await expect(page.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
    await fillRegisterForm(page, parent, { mediaConsent: true });
    await page.getByRole("button", { name: "Register" }).click();

    await page.waitForURL((url) => url.pathname === "/login");
    await expect(page.getByRole("status").filter({ hasText: "Signup Successful!" })).toContainText(
      "Please check your email to verify your account.",
    );

    const mail = await mailbox.waitFor(parent.email, "Verify your email");
    expect(mail.html).toContain("Verify my email");
    const link = firstLink(mail);
    expect(link).toMatch(/\/verify-email\?token=/);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === "/login");
    await expect(page.getByRole("status").filter({ hasText: "Email Verified" })).toBeVisible();

    await login(page, parent);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: `Welcome, ${parent.fullName}!` })).toBeVisible();
  });

  test("createVerifiedParent and login helpers work together", async ({ page }) => {
    const parent = await createVerifiedParent(page);
    await login(page, parent);
    await expect(page).toHaveURL(/\/dashboard/);
  });
});
