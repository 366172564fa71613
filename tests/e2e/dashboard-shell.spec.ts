import type { Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/page-checks";
import { createUser, signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

const phone = { width: 390, height: 844 };
const publicLinks = ["Home", "About", "Curriculum", "Class Model", "Services", "Blog", "Contact"];

/** Signs `creds` in without the form and opens the dashboard at phone size. */
async function signedInOnPhone(page: Page, creds: { email: string; password: string }) {
  await signIn(page.request, creds);
  await page.setViewportSize(phone);
  await page.goto("/dashboard");
}

test.describe("dashboard shell and overview", () => {
  test("a new parent: welcome, sidebar identity, empty cards and quick actions", async ({ page }) => {
    await signIn(page.request, await createUser(page.request, { fullName: "Farzana Akter Rahman" }));
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Farzana Akter Rahman!");

    const sidebar = page.getByRole("navigation", { name: "Dashboard", exact: true });
    for (const name of ["Dashboard", "Profile", "Subscription", "Payments", "Support"]) {
      await expect(sidebar.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // On a wide screen: the site header above, the sidebar beside, no phone bar.
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByTestId("dashboard-top-bar")).toBeHidden();
    const identity = page.getByTestId("dashboard-sidebar").getByTestId("sidebar-identity");
    await expect(identity).toContainText("FR");
    await expect(identity).toContainText("Farzana Akter Rahman");
    await expect(identity).toContainText("Parent");

    await expect(page.getByTestId("subscription-card")).toContainText("No subscription yet.");
    await expect(page.getByTestId("payment-card")).toContainText("No payments yet.");
    await expect(page.getByTestId("support-card")).toContainText("No open messages.");
    await expect(page.getByTestId("subscription-card").getByRole("link")).toHaveAttribute(
      "href",
      "/dashboard/subscription",
    );
    await expect(page.getByTestId("payment-card").getByRole("link")).toHaveAttribute("href", "/dashboard/payments");
    await expect(page.getByTestId("support-card").getByRole("link")).toHaveAttribute("href", "/dashboard/support");

    await expect(page.getByRole("link", { name: "View Enrollment Info" })).toHaveAttribute("href", "/enroll");
    await expect(page.getByRole("link", { name: "Access Parent Resources" })).toHaveAttribute(
      "href",
      "/parent-resources",
    );
    await page.getByRole("link", { name: "Update Profile" }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile Settings");
  });

  test("the demo parent's cards show live data", async ({ page }) => {
    await signIn(page.request, testEnv.demoParent);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Nusrat Jahan!");
    const subscription = page.getByTestId("subscription-card");
    await expect(subscription).toContainText(`Online Pre School — ${fees.perMonth(fees.preschool.monthly)}`);
    await expect(subscription).toContainText("Active");
    await expect(subscription).toContainText(/Expires [A-Z][a-z]+ \d{1,2}, \d{4}/);
    // Next month's invoice is due: the card shows what is owed and by when.
    await expect(page.getByTestId("payment-card")).toContainText(
      new RegExp(`Amount due: ${fees.takaPattern(fees.preschool.monthly)} by [A-Z][a-z]+ 1, \\d{4}`),
    );
    await expect(page.getByTestId("support-card")).toContainText("1 Open");
  });

  test("Logout signs out and goes home", async ({ page, signedInParent }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${signedInParent.fullName}!`);
    await page.getByTestId("dashboard-sidebar").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(toast(page, "Logged Out")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("the top bar opens the drawer, and its close button, the backdrop and Escape close it", async ({ page }) => {
        await signedInOnPhone(page, await createUser(page.request, { fullName: "Rumana Haque" }));
        if (javaScriptEnabled) await waitForEnhancement(page);
        const topBar = page.getByTestId("dashboard-top-bar");
        await expect(topBar).toContainText("Dashboard");
        await expect(page.getByTestId("dashboard-sidebar")).toBeHidden();

        const drawer = page.locator("#dashboard-drawer");
        const open = page.getByRole("button", { name: "Open dashboard menu" });
        await expect(drawer).toBeHidden();
        await open.click();
        await expect(drawer).toBeVisible();
        await expect(drawer.getByTestId("sidebar-identity")).toContainText("RH");
        await expect(drawer.getByTestId("sidebar-identity")).toContainText("Rumana Haque");
        await expect(drawer.getByRole("link", { name: "Payments" })).toBeVisible();

        await page.getByRole("button", { name: "Close dashboard menu" }).click();
        await expect(drawer).toBeHidden();

        await open.click();
        await expect(drawer).toBeVisible();
        await page.mouse.click(370, 600); // the backdrop, right of the drawer
        await expect(drawer).toBeHidden();

        await open.click();
        await expect(drawer).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();

        await open.click();
        await drawer.getByRole("link", { name: "Payments" }).click();
        await expect(page).toHaveURL(/\/dashboard\/payments$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment History");
        await expect(drawer).toBeHidden();
      });

      test("one bar: no site header, and the drawer links back to the site and logs out", async ({ page }) => {
        await signedInOnPhone(page, await createUser(page.request));
        if (javaScriptEnabled) await waitForEnhancement(page);
        await expect(page.getByRole("banner")).toHaveCount(1);
        await expect(page.getByRole("banner")).toHaveAttribute("data-testid", "dashboard-top-bar");
        await expect(page.getByText("Menu", { exact: true })).toBeHidden();
        await expect(page.getByTestId("top-bar")).toBeHidden();

        const drawer = page.locator("#dashboard-drawer");
        await page.getByRole("button", { name: "Open dashboard menu" }).click();
        const website = drawer.getByRole("navigation", { name: "Website" });
        await expect(website.getByRole("link")).toHaveText(publicLinks);
        await expect(website.getByRole("link", { name: "Staff console" })).toHaveCount(0);
        await website.getByRole("link", { name: "Curriculum" }).click();
        await expect(page).toHaveURL(/\/curriculum$/);
        await expect(page.getByText("Menu", { exact: true }), "the site header is back on public pages").toBeVisible();

        await page.goto("/dashboard/support");
        await page.getByRole("button", { name: "Open dashboard menu" }).click();
        await drawer.getByRole("button", { name: "Logout" }).click();
        await page.waitForURL((url) => url.pathname === "/");
        await expect(toast(page, "Logged Out")).toBeVisible();
      });
    });
  }

  // Every dashboard page passes axe, fits 390 px and keeps its controls clear of the chat button: page-sweep.spec.ts.
  test("axe finds nothing in the dashboard's drawer, open on a phone", async ({ page }) => {
    await signedInOnPhone(page, testEnv.demoParent);
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Open dashboard menu" }).click();
    await expect(page.locator("#dashboard-drawer").getByRole("link", { name: "Profile" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
