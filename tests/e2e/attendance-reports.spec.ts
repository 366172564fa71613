import type { BrowserContext } from "@playwright/test";
import { toast } from "../support/accounts";
import { createPlace } from "../support/billing";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/page-checks";
import { createUser, signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/**
 * Attendance and the owner's reports (docs/product.md#attendance, docs/product.md#reports): a parent says their child
 * can't attend a class, staff see it on the register and take it with JavaScript off, the parent reads the month's
 * attendance; staff open the reports for a period and its CSV adds up to the page.
 */

/** Reads the pages as if the clock said `at` (only with the test-only routes on). */
const setClock = (context: BrowserContext, at: Date) =>
  context.addCookies([{ name: "le_test_now", value: at.toISOString(), url: testEnv.baseUrl }]);

/** The latest class of a new batch (Friday and Saturday, 19:00 in Dhaka) that has started by now. */
function lastClass() {
  for (let back = 0; back < 10; back += 1) {
    const date = new Date(Date.now() + 6 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
    const startsAt = new Date(`${date}T19:00:00+06:00`);
    if ([5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) && startsAt.getTime() < Date.now())
      return { date, startsAt };
  }
  throw new Error("no class in the last 10 days");
}

test.describe("the register with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a parent's \"Can't attend\" shows on the register staff take, and in the month's attendance", async ({
    context,
    page,
    signedInStaff: staff,
  }) => {
    const parent = await createUser(context.request, { childName: "Nadia Register" });
    await signIn(context.request, parent);
    const place = await createPlace(context.request, parent.id, { paid: true, startInDays: -21 });
    const classmate = await createUser(context.request, { childName: "Omar Register" });
    await createPlace(context.request, classmate.id, { paid: true, batchId: place.batchId });
    const { date, startsAt } = lastClass();

    // The morning of the class, the parent says Nadia can't attend.
    await setClock(context, new Date(startsAt.getTime() - 6 * 3_600_000));
    await page.goto("/dashboard/classes");
    const theClass = page
      .getByTestId("month-classes")
      .locator("li")
      .filter({ has: page.locator(`time[datetime="${startsAt.toISOString()}"]`) });
    await theClass.getByRole("button", { name: "Can't attend" }).click();
    await expect(toast(page, "Thank you for telling us")).toBeVisible();
    await expect(theClass.getByText("You told us Nadia Register can't attend.")).toBeVisible();

    // After the class, staff take the register without JavaScript.
    await staff.page.goto(`/staff/batches/${place.batchId}`);
    await staff.page.locator(`a[href="/staff/batches/${place.batchId}/register/${date}"]`).click();
    const nadia = staff.page.getByTestId("register-row").filter({ hasText: "Nadia Register" });
    await expect(nadia.getByTestId("told-us")).toBeVisible();
    await expect(nadia.getByRole("radio", { name: "Absent (told us)" })).toBeChecked();
    const omar = staff.page.getByTestId("register-row").filter({ hasText: "Omar Register" });
    await omar.getByRole("radio", { name: "Late" }).check();
    await staff.page.getByRole("button", { name: "Save Register" }).click();
    await expect(toast(staff.page, "Register saved")).toBeVisible();
    await expect(staff.page.getByTestId("register-classes").locator("li").first()).toContainText("1 of 2 came");

    await setClock(context, new Date(startsAt.getTime() + 3 * 3_600_000));
    await page.goto("/dashboard/classes");
    await expect(page.getByTestId("month-attendance")).toContainText("Attended 0 of 1 classes in");
  });
});

test("the reports for a period, and a CSV that adds up to the page", async ({ signedInStaff: staff }) => {
  const { page } = staff;
  await page.goto("/staff/reports");
  await page.getByRole("combobox", { name: "Period" }).selectOption("this-year");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/period=this-year/);
  await expect(page.getByTestId("report-period")).toContainText("January 1");
  for (const heading of ["Trials to places", "Seats", "Money", "Retention", "Attendance", "Families to call"])
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Other tests may add invoices meanwhile: the page and its CSV are read again until they were read at one moment.
  const taka = (text: string) => Number(text.replace(/[^0-9.]/g, ""));
  await expect(async () => {
    await page.reload();
    const invoicedOnPage = (
      await page.getByTestId("money-by-month").locator("tbody tr td:nth-of-type(1)").allInnerTexts()
    )
      .map(taka)
      .reduce((sum, value) => sum + value, 0);
    const href = await page.getByRole("link", { name: "Download CSV: Money" }).getAttribute("href");
    const csv = await (await page.request.get(href!)).text();
    const invoicedInCsv = csv
      .split("\r\n")
      .filter((line) => line.startsWith("invoiced,"))
      .map((line) => Number(line.split(",")[3]))
      .reduce((sum, value) => sum + value, 0);
    expect(invoicedInCsv).toBeGreaterThan(0);
    expect(invoicedInCsv).toBeCloseTo(invoicedOnPage, 2);
  }).toPass({ timeout: 30_000 });
});
