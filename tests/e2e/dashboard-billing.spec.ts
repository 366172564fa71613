import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

const longDate = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

test.describe("subscription and payments", () => {
  test("a new parent sees the empty states", async ({ page, signedInParent }) => {
    await page.goto("/dashboard/subscription");
    await expect(page.getByRole("heading", { name: "Your Plan" })).toBeVisible();
    await expect(page.getByText("You don't have an active subscription.")).toBeVisible();
    await page.getByRole("link", { name: "Explore Plans" }).click();
    await expect(page).toHaveURL(/\/services$/);

    await page.goto("/dashboard/payments");
    await expect(page.getByText("No payment history found.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("Renew and Cancel work on a place billed in the app", async ({ page }) => {
    await signIn(page.request, testEnv.demoParent);
    await page.goto("/dashboard/subscription");
    const place = page.getByTestId("subscription").first();
    await expect(place.getByRole("button", { name: "Renew" })).toBeEnabled();
    await expect(place.getByRole("link", { name: "Cancel" })).toHaveAttribute(
      "href",
      /^\/dashboard\/subscription\/[0-9a-f-]{36}\/cancel$/,
    );
    await expect(page.getByText("Renewals and cancellations are handled by our staff for now.")).toHaveCount(0);
  });

  test("the demo parent's plan: name, green Active badge, long US dates", async ({ page }) => {
    await signIn(page.request, testEnv.demoParent);
    await page.goto("/dashboard/subscription");
    const plan = page.getByTestId("subscription").first();
    await expect(plan.getByRole("heading")).toHaveText(`Online Pre School — ${fees.perMonth(fees.preschool.monthly)}`);
    const badge = plan.getByText("Active", { exact: true });
    await expect(badge).toHaveClass(/bg-green-100/);
    const dates = plan.locator("dd");
    await expect(dates).toHaveCount(2);
    for (const text of await dates.allInnerTexts()) expect(text).toMatch(longDate);
  });

  test("the demo parent's payments: newest first, taka amounts, status colours, N/A invoices", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page.request, testEnv.demoParent);
    await page.goto("/dashboard/payments");
    await expect(page.getByRole("columnheader")).toHaveText(["Date", "Amount", "Method", "Status", "Invoice"]);
    const rows = page.getByTestId("payment-row");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText(fees.taka(fees.adventureSession));
    await expect(rows.nth(0)).toContainText("Cash");
    await expect(rows.nth(0).getByText("Pending")).toHaveClass(/bg-yellow-100/);
    await expect(rows.nth(1)).toContainText(fees.taka(fees.preschool.monthly));
    await expect(rows.nth(1).getByText("Completed")).toHaveClass(/bg-green-100/);
    await expect(rows.nth(3)).toContainText(
      new RegExp(`${fees.takaPattern(fees.preschool.admission)}|${fees.takaPattern(fees.preschool.monthly)}`),
    );
    await expect(rows.nth(0).locator("td").last()).toHaveText(/N\/A$/);

    const dates = await rows.evaluateAll((trs) =>
      trs.map((tr) => new Date(tr.querySelector("td")!.textContent!.replace(/^Date/, "")).getTime()),
    );
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test("on a phone each payment stacks into a labelled card", async ({ page }) => {
    await signIn(page.request, testEnv.demoParent);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard/payments");
    const first = page.getByTestId("payment-row").first();
    for (const label of ["Date", "Amount", "Method", "Status", "Invoice"]) {
      await expect(first.getByText(label, { exact: true })).toBeVisible();
    }
    const box = (await first.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  test("another parent sees none of the demo parent's payments or plan", async ({ page, signedInParent }) => {
    await page.goto("/dashboard/payments");
    await expect(page.getByText("No payment history found.")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(fees.taka(fees.adventureSession));
    await page.goto("/dashboard/subscription");
    await expect(page.locator("main")).not.toContainText("Online Pre School");
  });
});
