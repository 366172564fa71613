import crypto from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { axeViolations } from "../support/page-checks";
import { createUser, signIn } from "../support/seed";
import { auditEntries } from "../support/staff";
import { testEnv } from "../support/test-env";

const dhakaDate = (daysAhead = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka" }).format(new Date(Date.now() + daysAhead * 86_400_000));
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 6)}`;

/** A batch (seats already taken by other families) and, when `applicantId` is given, their submitted application. */
async function seedEnrolment(
  request: APIRequestContext,
  form: { name: string; capacity?: number; seatsTaken?: number; applicantId?: string },
) {
  const response = await request.post("/__test/enrolment", {
    form: Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as Record<string, string>,
    headers: { Origin: testEnv.baseUrl },
  });
  if (!response.ok()) throw new Error(`POST /__test/enrolment answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as { batchId: string; applicationId: string | null };
}

/** The application row of one child on /staff/enrolment. */
const applicationRow = (page: Page, childName: string) =>
  page.getByTestId("application-row").filter({ hasText: childName });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`staff enrolment with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.describe.configure({ timeout: 90_000 });

    test("staff create a batch with the default days and times; it is listed with its seats and audited", async ({
      signedInStaff: staff,
    }) => {
      const page = staff.page;
      const name = unique("Evening Owls");
      const startDate = dhakaDate(10);
      await page.goto("/staff/batches");
      await expect(page.getByRole("heading", { level: 1, name: "Batches" })).toBeVisible();
      if (javaScriptEnabled) await waitForEnhancement(page);

      const form = page.getByRole("form", { name: "New batch" });
      // Friday and Saturday, 7:00-8:00 PM and 6 seats unless staff change them.
      await expect(form.getByLabel("Friday")).toBeChecked();
      await expect(form.getByLabel("Saturday")).toBeChecked();
      await expect(form.getByLabel("Sunday")).not.toBeChecked();
      await expect(form.getByLabel("Class starts (Dhaka time)")).toHaveValue("19:00");
      await expect(form.getByLabel("Class ends (Dhaka time)")).toHaveValue("20:00");
      await expect(form.getByLabel("Capacity")).toHaveValue("6");

      // Too many seats is refused with its message.
      await form.getByLabel("Programme").selectOption({ label: "Online Preschool" });
      await form.getByLabel("Batch name", { exact: true }).fill(name);
      await form.getByLabel("Start date").fill(startDate);
      await form.getByLabel("Capacity").fill("7");
      await form.getByRole("button", { name: "Create Batch" }).click();
      await expect(page.getByText("Capacity must be between 1 and 6.", { exact: true }).first()).toBeVisible();
      await expect(page.getByTestId("batch-row").filter({ hasText: name })).toHaveCount(0);

      await form.getByLabel("Capacity").fill("5");
      await form.getByRole("button", { name: "Create Batch" }).click();
      await expect(toast(page, "Batch Created")).toContainText(`${name} is open for applications.`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByText("No places taken yet.")).toBeVisible();
      await expect(page.getByTestId("upcoming-class").first()).toContainText("7:00-8:00 PM");

      await page.getByRole("link", { name: "← All batches" }).click();
      const row = page.getByTestId("batch-row").filter({ hasText: name });
      await expect(row).toContainText("Online Preschool");
      await expect(row).toContainText("Friday and Saturday");
      await expect(row).toContainText("7:00-8:00 PM");
      await expect(row).toContainText(longDate(startDate));
      await expect(row).toContainText("0 of 5");
      await expect(row).toContainText("Open");

      // Edit it (the capacity never below the places taken: none yet), then close it.
      await row.getByRole("link", { name }).click();
      if (javaScriptEnabled) await waitForEnhancement(page);
      const edit = page.getByRole("form", { name: "Edit batch" });
      await expect(edit.getByLabel("Batch name", { exact: true })).toHaveValue(name);
      await edit.getByLabel("Sunday").check();
      await edit.getByLabel("Capacity").fill("6");
      await edit.getByRole("button", { name: "Save changes" }).click();
      await expect(toast(page, "Batch Updated")).toBeVisible();
      await expect(page.getByText("Sunday, Friday and Saturday, 7:00-8:00 PM")).toBeVisible();
      await page.getByRole("button", { name: "Close batch" }).click();
      await expect(toast(page, "Batch Closed")).toBeVisible();
      await expect(page.getByRole("button", { name: "Reopen batch" })).toBeVisible();
      await page.goto("/staff/batches");
      await expect(page.getByTestId("batch-row").filter({ hasText: name })).toContainText("0 of 6");
      await expect(page.getByTestId("batch-row").filter({ hasText: name })).toContainText("Closed");

      const entries = (await auditEntries(page, "batch")).filter({ hasText: name });
      await expect(entries.filter({ hasText: "batch.create" })).toHaveCount(1);
      await expect(entries.filter({ hasText: "batch.update" })).toHaveCount(1);
    });

    test("staff accept an application with a note: the parent is emailed and gets a pending place", async ({
      page,
      signedInStaff: staff,
      context,
    }) => {
      const childName = unique("Mina");
      const note = unique("See you on Friday!");
      const parent = await createUser(context.request, { childName, childAge: 4 });
      const batchName = unique("Accept batch");
      const { batchId } = await seedEnrolment(context.request, { name: batchName, applicantId: parent.id });

      await staff.page.goto(`/staff/enrolment?batch=${batchId}`);
      await expect(staff.page.getByLabel("Batch")).toHaveValue(batchId);
      if (javaScriptEnabled) await waitForEnhancement(staff.page);
      const row = applicationRow(staff.page, childName);
      await expect(row).toContainText("Submitted");
      await expect(row).toContainText(parent.email);
      await expect(row).toContainText("Seeded by the test");
      await row.getByLabel("Note to the parent (optional)").fill(note);
      await row.getByRole("button", { name: "Accept" }).click();
      await expect(toast(staff.page, "Application Accepted")).toContainText(`${childName} (${batchName}) has a place.`);
      await expect(applicationRow(staff.page, childName)).toContainText("Accepted");
      await expect(applicationRow(staff.page, childName)).toContainText(`“${note}”`);
      await expect(applicationRow(staff.page, childName).getByRole("button", { name: "Accept" })).toHaveCount(0);

      // The status filter works without JavaScript: a GET form.
      await staff.page.getByLabel("Status").selectOption({ label: "Submitted" });
      await staff.page.getByRole("button", { name: "Filter" }).click();
      await expect(staff.page).toHaveURL(/status=submitted/);
      await expect(applicationRow(staff.page, childName)).toHaveCount(0);

      // The batch page's roster has the child.
      await staff.page.goto(`/staff/batches/${batchId}`);
      await expect(staff.page.getByTestId("roster-row").filter({ hasText: childName })).toContainText("Accepted");

      const mail = await mailbox.waitFor(parent.email, `Place confirmed: ${childName}`);
      expect(mail.text).toContain(note);
      expect(mail.text).toContain("/dashboard/enrolment");

      await signIn(context.request, parent);
      await page.goto("/dashboard/subscription");
      await expect(page.getByTestId("subscription").filter({ hasText: "Online Pre School" })).toContainText("Pending");

      const audit = (await auditEntries(staff.page, "application")).filter({ hasText: "application.accept" });
      await expect(audit.filter({ hasText: note })).toHaveCount(1);
    });

    test("accepting into a full batch says the batch is full and changes nothing", async ({
      signedInStaff: staff,
      context,
    }) => {
      const childName = unique("Noor");
      const parent = await createUser(context.request, { childName, childAge: 4 });
      const { batchId } = await seedEnrolment(context.request, {
        name: unique("Full batch"),
        capacity: 2,
        seatsTaken: 2,
        applicantId: parent.id,
      });
      await staff.page.goto(`/staff/enrolment?batch=${batchId}&status=submitted`);
      if (javaScriptEnabled) await waitForEnhancement(staff.page);
      await applicationRow(staff.page, childName).getByRole("button", { name: "Accept" }).click();
      await expect(toast(staff.page, "Batch Full")).toContainText(
        "This batch is full: accepted and offered places already fill its capacity.",
      );
      await expect(applicationRow(staff.page, childName)).toContainText("Submitted");

      // Waitlisting it instead gives the family its position.
      await applicationRow(staff.page, childName).getByRole("button", { name: "Waitlist" }).click();
      await expect(toast(staff.page, "Application Waitlisted")).toContainText("number 1 on the waitlist");
      await staff.page.goto(`/staff/batches/${batchId}`);
      await expect(staff.page.getByTestId("waitlist-row")).toContainText(childName);
      await expect(staff.page.getByRole("definition").filter({ hasText: "Full" })).toBeVisible();
    });
  });
}

test.describe("staff act for families", () => {
  test.describe.configure({ timeout: 90_000 });

  test("staff enter an application for a family that phoned, accept it, then move the child to another batch", async ({
    signedInStaff: staff,
    context,
  }) => {
    const childName = unique("Phoned");
    const parent = await createUser(context.request, { childName, childAge: 4 });
    const fromName = unique("Friday phone batch");
    const toName = unique("Saturday phone batch");
    const from = await seedEnrolment(context.request, { name: fromName, capacity: 2 });
    const to = await seedEnrolment(context.request, { name: toName, capacity: 2, seatsTaken: 1 });
    const page = staff.page;

    // The family's page: no applications yet; staff enter one by phone.
    await page.goto(`/staff/parents/${parent.id}`);
    await waitForEnhancement(page);
    await expect(page.getByText("No applications yet.")).toBeVisible();
    await page.getByRole("link", { name: "Enter an application" }).click();
    await expect(page).toHaveURL(`/staff/parents/${parent.id}/apply`);
    await expect(page.getByRole("heading", { level: 1, name: "Enter an application" })).toBeVisible();
    await waitForEnhancement(page);
    const form = page.getByRole("form", { name: "Enter an application" });
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel("Child", { exact: true }).selectOption({ label: `${childName}, 4 years` });
    await form
      .getByLabel("Batch")
      .selectOption({ label: `${fromName}, Online Preschool (Friday and Saturday, 7:00-8:00 PM): 2 of 2 seats left` });
    await form.getByLabel("Notes for the teacher").fill("Applied by phone");
    await form.getByRole("button", { name: "Enter Application" }).click();
    await expect(toast(page, "Application Entered")).toContainText("It waits for a decision in Enrolment.");
    await expect(page).toHaveURL(`/staff/parents/${parent.id}`);
    const row = page.getByTestId("parent-application-row").filter({ hasText: fromName });
    await expect(row).toContainText(childName);
    await expect(row).toContainText("Submitted");
    await mailbox.waitFor(parent.email, `Application received: ${childName}, ${fromName}`);

    // Accepted, the child is on the first batch's roster, and can move to the other one.
    await page.goto(`/staff/enrolment?batch=${from.batchId}`);
    await waitForEnhancement(page);
    await applicationRow(page, childName).getByRole("button", { name: "Accept" }).click();
    await expect(toast(page, "Application Accepted")).toBeVisible();
    await page.goto(`/staff/batches/${from.batchId}`);
    await waitForEnhancement(page);
    // One form under the roster moves a place: the child, then the batch.
    const move = page.getByTestId("move-place");
    await move.getByText("Move to another batch…").click();
    expect(await axeViolations(page)).toEqual([]);
    await move.getByLabel("Child").selectOption({ label: `${childName} · ${parent.fullName}` });
    await move
      .getByLabel("Move to")
      .selectOption({ label: `${toName} (Friday and Saturday, 7:00-8:00 PM), 1 seat left` });
    await move.getByRole("button", { name: "Move child" }).click();
    await expect(toast(page, "Child Moved")).toContainText(`${childName} moved from ${fromName} to ${toName}`);
    await expect(page.getByTestId("roster-row").filter({ hasText: childName })).toHaveCount(0);
    await page.goto(`/staff/batches/${to.batchId}`);
    await expect(page.getByTestId("roster-row").filter({ hasText: childName })).toContainText("Accepted");
    await expect(page.getByRole("definition").filter({ hasText: "Full" })).toBeVisible();
    await mailbox.waitFor(parent.email, `New batch: ${childName}, ${toName}`);

    // Both are in the audit log as staff's.
    await expect(
      (await auditEntries(page, "application"))
        .filter({ hasText: "application.move" })
        .filter({ hasText: from.batchId }),
    ).toHaveCount(1);
  });
});

test.describe("staff enrolment pages", () => {
  test.describe.configure({ timeout: 90_000 });

  // The batches, a batch (the demo data's nearly full one) and enrolment pass axe and fit: page-sweep.spec.ts.
  test("the demo data fills the console: a nearly full preschool batch and applications to decide", async ({
    signedInStaff: staff,
  }) => {
    await staff.page.goto("/staff/batches");
    const preschool = staff.page.getByTestId("batch-row").filter({ hasText: "Preschool Friday-Saturday Evenings" });
    await expect(preschool).toContainText("5 of 6");
    await expect(staff.page.getByTestId("batch-row").filter({ hasText: "Friday Morning Adventurers" })).toContainText(
      "Adventure Activities",
    );
    await staff.page.goto("/staff/enrolment?status=submitted");
    await expect(staff.page.getByTestId("application-row").filter({ hasText: "Nuha" })).toContainText("peanut allergy");
  });

  test("parents get the same 404 as for a missing page", async ({ page, signedInParent: _parent }) => {
    for (const path of ["/staff/batches", "/staff/enrolment", `/staff/batches/${crypto.randomUUID()}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    const post = await page.request.post("/staff/batches", {
      form: { programme: "preschool", name: "Sneaky", startDate: dhakaDate(3), capacity: "6", classDays: "5" },
      headers: { Origin: testEnv.baseUrl },
    });
    expect(post.status()).toBe(404);
  });
});
