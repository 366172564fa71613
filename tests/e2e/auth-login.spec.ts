import {
  fillRegisterForm,
  login,
  newParent,
  pendingLabelWhilePosting,
  toast,
  verifyByLink,
  waitForEnhancement,
} from "../support/accounts";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { firstLink, mailbox } from "../support/mail";
import { createUser, signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

async function submitLogin(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test.describe("login", () => {
  test("the page has its fields and links, and success says so", async ({ page, parent }) => {
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("main").getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await submitLogin(page, parent.email, parent.password);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect(toast(page, "Login Successful!")).toBeVisible();
  });

  test("both fields are required ('Missing Fields')", async ({ page }) => {
    await page.goto("/login");
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(toast(page, "Missing Fields")).toContainText("Please enter both email and password.");
    await expect(page.getByText("Email is required.")).toBeVisible();
    await expect(page.getByText("Password is required.")).toBeVisible();
  });

  test("a wrong password and an unknown email get the same 'Login Error'", async ({ page, parent }) => {
    await page.goto("/login");
    await submitLogin(page, parent.email, "not-the-password");
    await expect(toast(page, "Login Error")).toContainText("Invalid email or password.");
    await expect(page).toHaveURL(/\/login/);
    const wrongPassword = await page.locator("main").innerText();

    await page.goto("/login");
    await submitLogin(page, `nobody-${parent.email}`, "not-the-password");
    await expect(toast(page, "Login Error")).toContainText("Invalid email or password.");
    expect(await page.locator("main").innerText()).toBe(wrongPassword);
  });

  test("an unverified parent is told why and can have the link sent again", async ({ page }) => {
    const parent = newParent();
    await page.goto("/register");
    await fillRegisterForm(page, parent);
    await page.getByRole("button", { name: "Register" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await mailbox.waitFor(parent.email, "Verify your email");

    await submitLogin(page, parent.email, parent.password);
    await expect(toast(page, "Login Error")).toContainText("Please verify your email address before logging in.");
    await expect(page.getByText("Your email address is not verified yet.")).toBeVisible();
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await expect(toast(page, "Verification Email Sent")).toBeVisible();
    const mails = await mailbox.waitForCount(parent.email, 2);

    await verifyByLink(page, firstLink(mails[1]!));
    await expect(toast(page, "Email Verified")).toBeVisible();
    await login(page, parent);
  });

  test("redirectTo is honoured for our own pages", async ({ page, parent }) => {
    await page.goto("/dashboard/payments");
    await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard%2Fpayments");
    await submitLogin(page, parent.email, parent.password);
    await page.waitForURL((url) => url.pathname === "/dashboard/payments");
  });

  for (const target of ["https://evil.example/steal", "//evil.example/steal", "/\\evil.example"]) {
    test(`an external redirectTo (${target}) is ignored`, async ({ page, parent }) => {
      await page.goto(`/login?${new URLSearchParams({ redirectTo: target })}`);
      await submitLogin(page, parent.email, parent.password);
      await page.waitForURL((url) => url.pathname === "/dashboard");
      expect(new URL(page.url()).origin).toBe(testEnv.baseUrl);
    });
  }

  test("with a session, /login and /register go straight to the dashboard", async ({ page, signedInParent }) => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("staff land on the staff console", async ({ page }) => {
    await login(page, testEnv.demoAdmin);
    await expect(page).toHaveURL(/\/staff$/);
  });

  test("shows 'Logging in...' while the form is on its way", async ({ page, parent }) => {
    await page.goto("/login");
    await waitForEnhancement(page);
    await pendingLabelWhilePosting(page, "/login", "Logging in...", () =>
      submitLogin(page, parent.email, parent.password),
    );
    await page.waitForURL((url) => url.pathname === "/dashboard");
  });
});

test.describe("header and logout", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header shows Dashboard with initials and Logout; Logout ends the session on the server", async ({
    page,
    browser,
  }) => {
    await signIn(page.request, await createUser(page.request, { fullName: "Nusrat Jahan Rima" }));
    await page.goto("/dashboard");
    const header = page.getByRole("banner");
    const dashboardLink = header.getByRole("link", { name: "Dashboard" }).first();
    await expect(dashboardLink).toBeVisible();
    await expect(dashboardLink).toContainText("NR");
    await expect(header.getByRole("button", { name: "Logout" }).first()).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);

    const stolen = await page.context().cookies();
    await header.getByRole("button", { name: "Logout" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(toast(page, "Logged Out")).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" }).first()).toBeVisible();

    // The old cookie is worthless now: the session is gone from the database.
    const elsewhere = await newDevice(browser);
    await elsewhere.context.addCookies(stolen);
    await elsewhere.page.goto("/dashboard");
    await expect(elsewhere.page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
    await elsewhere.context.close();
  });
});

test.describe("login and logout without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("missing fields, wrong password, success and logout all work", async ({ page, parent }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(toast(page, "Missing Fields")).toContainText("Please enter both email and password.");
    await submitLogin(page, parent.email, "not-the-password");
    await expect(toast(page, "Login Error")).toContainText("Invalid email or password.");
    await submitLogin(page, parent.email, parent.password);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect(toast(page, "Login Successful!")).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(toast(page, "Logged Out")).toBeVisible();
  });
});
