import {
  createVerifiedParent,
  fillRegisterForm,
  login,
  newParent,
  pendingLabelWhilePosting,
  toast,
  verifyByLink,
  waitForEnhancement,
} from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { firstLink, mailbox } from "../support/mail";

const REQUIRED_MESSAGES = [
  "Full name is required.",
  "Child's name is required.",
  "Valid child's age is required.",
  "Phone number is required.",
  "Email is required.",
  "Password is required.",
  "Passwords do not match.",
  "You must accept the terms and conditions.",
];

test.describe("registration", () => {
  test("register → email → verify → login lands on the dashboard", async ({ page }) => {
    const parent = newParent({ fullName: "Tahmina Akter Chowdhury" });
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your Account");
    await expect(page.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await fillRegisterForm(page, parent, { mediaConsent: true });
    await page.getByRole("button", { name: "Register" }).click();

    await page.waitForURL((url) => url.pathname === "/login");
    await expect(toast(page, "Signup Successful!")).toContainText("Please check your email to verify your account.");

    const mail = await mailbox.waitFor(parent.email, "Verify your email");
    expect(mail.html).toContain("Verify my email");
    expect(mail.text).toContain(`Hello ${parent.fullName},`);
    const link = firstLink(mail);
    expect(link).toMatch(/\/verify-email\?token=/);
    await page.goto(link);
    // Opening the link only shows the button (mail scanners follow links); logging in is still refused.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify your email");
    await expect(page.getByTestId("verify-address")).toHaveText(parent.email);
    await page.getByRole("button", { name: "Verify my email" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await expect(toast(page, "Email Verified")).toContainText("You can now log in.");

    await login(page, parent);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: `Welcome, ${parent.fullName}!` })).toBeVisible();
  });

  test("every field's message, the toast, and editing clears that field's error (in the browser)", async ({ page }) => {
    await page.goto("/register");
    await waitForEnhancement(page);
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));

    await page.getByRole("button", { name: "Register" }).click();
    await expect(toast(page, "Validation Error")).toContainText("Please fix the errors in the form.");
    for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();

    await page.getByLabel("Parent's Full Name").fill("F");
    await expect(page.getByText("Full name is required.")).toHaveCount(0);
    await expect(page.getByText("Child's name is required.")).toBeVisible();

    await page.getByLabel("Parent's Full Name").fill("   ");
    await page.getByLabel("Child's Age").fill("0");
    await page.getByLabel("Email address").fill("farzana@example");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm Password").fill("abd");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Full name is required.")).toBeVisible();
    await expect(page.getByText("Valid child's age is required.")).toBeVisible();
    await expect(page.getByText("Email address is invalid.")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters.")).toBeVisible();
    await expect(page.getByText("Passwords do not match.")).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(posts, "client-side validation sends nothing").toEqual([]);
  });

  test("a common password is refused with the reason", async ({ page }) => {
    await page.goto("/register");
    await fillRegisterForm(page, newParent({ password: "iloveyou1" }));
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText(/This password is too common/)).toBeVisible();
    await expect(toast(page, "Validation Error")).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("shows 'Registering...' while the form is on its way", async ({ page }) => {
    await page.goto("/register");
    await waitForEnhancement(page);
    await fillRegisterForm(page, newParent());
    await pendingLabelWhilePosting(page, "/register", "Registering...", () =>
      page.getByRole("button", { name: "Register" }).click(),
    );
    await page.waitForURL((url) => url.pathname === "/login");
  });

  test("a taken email answers exactly like a new one; the owner is told by email", async ({ page, parent: owner }) => {
    await page.goto("/register");
    await fillRegisterForm(page, newParent({ email: owner.email, fullName: "Someone Else" }));
    await page.getByRole("button", { name: "Register" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await expect(toast(page, "Signup Successful!")).toContainText("Please check your email to verify your account.");
    const notice = await mailbox.waitFor(owner.email, "Someone tried to register");
    expect(notice.text).toContain(`Hello ${owner.fullName},`);
    // The owner's password still works: nothing was changed.
    await login(page, owner);
  });

  test("verified helpers: createVerifiedParent then login", async ({ page }) => {
    const parent = await createVerifiedParent(page);
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await login(page, parent);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an expired or broken verification link explains itself and sends a new one", async ({ page }) => {
    const parent = newParent();
    await page.goto("/register");
    await fillRegisterForm(page, parent);
    await page.getByRole("button", { name: "Register" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    const link = firstLink(await mailbox.waitFor(parent.email, "Verify your email"));

    await page.goto(link.replace(/token=([^&]+)/, "token=$1x"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
    await page.getByLabel("Email address").fill(parent.email);
    await page.getByRole("button", { name: "Send a new link" }).click();
    await expect(toast(page, "Verification Email Sent")).toBeVisible();
    const fresh = firstLink((await mailbox.waitForCount(parent.email, 2))[1]!);
    await verifyByLink(page, fresh);
    await expect(toast(page, "Email Verified")).toBeVisible();
    await login(page, parent);
  });

  test("email down: sign-up still succeeds and the mail arrives exactly once when SMTP is back", async ({ page }) => {
    test.setTimeout(90_000);
    const parent = newParent();
    await page.goto("/register");
    await fillRegisterForm(page, parent);
    await mailbox.smtpDown();
    try {
      await page.getByRole("button", { name: "Register" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      await expect(toast(page, "Signup Successful!")).toBeVisible();
      // The first attempt is made at once and fails while the server is down.
      await page.waitForTimeout(1_000);
      expect(await mailbox.list(parent.email)).toEqual([]);
    } finally {
      await mailbox.smtpUp();
    }
    // Retries come after 5 s, then 10 s, 20 s…; the first retry after SMTP is back delivers it.
    const mail = await mailbox.waitFor(parent.email, "Verify your email", 45_000);
    // One more worker cycle later there is still exactly one.
    await page.waitForTimeout(6_000);
    expect(await mailbox.list(parent.email)).toHaveLength(1);
    await verifyByLink(page, firstLink(mail));
    await expect(toast(page, "Email Verified")).toBeVisible();
  });
});

test.describe("registration without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server returns the same messages and toast", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(toast(page, "Validation Error")).toContainText("Please fix the errors in the form.");
    for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();

    const parent = newParent();
    await fillRegisterForm(page, { ...parent, fullName: "  ", email: "not-an-email" });
    await page.getByLabel("Child's Age").fill("0");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm Password").fill("abcd");
    await page.getByRole("button", { name: "Register" }).click();
    for (const message of [
      "Full name is required.",
      "Valid child's age is required.",
      "Email address is invalid.",
      "Password must be at least 6 characters.",
      "Passwords do not match.",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // What was typed survives the round trip, except the passwords.
    await expect(page.getByLabel("Child's Name")).toHaveValue(parent.childName);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test("a full registration and verification work", async ({ page }) => {
    const parent = await createVerifiedParent(page);
    await expect(toast(page, "Email Verified")).toBeVisible();
    await login(page, parent);
    await expect(page.getByRole("heading", { name: `Welcome, ${parent.fullName}!` })).toBeVisible();
  });
});
