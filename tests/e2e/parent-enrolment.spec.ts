import crypto from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { fillRegisterForm, newParent, pendingLabelWhilePosting, toast, waitForEnhancement } from "../support/accounts";
import * as fees from "../support/fees";
import { expect, scriptBytes, test } from "../support/fixtures";
import { firstLink, mailbox } from "../support/mail";
import { axeViolations, controlsUnderChatButton, sidewaysOverflow } from "../support/page-checks";
import { createUser, type SeededUser, signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/**
 * Applying and the parents' enrolment page (docs/product.md#applications-and-the-waitlist): /enroll lists the open
 * batches with their seats, /enroll/apply takes a signed-in parent's application, and /dashboard/enrolment follows it
 * through the waitlist, offers and withdrawals. Each test seeds its own batches and families through the test-only
 * route; only the flow under test goes through the pages.
 */

const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 6)}`;
const post = async (request: APIRequestContext, fixture: string, form: Record<string, string | number>) => {
  const response = await request.post(`/__test/${fixture}`, { form, headers: { Origin: testEnv.baseUrl } });
  if (!response.ok())
    throw new Error(`POST /__test/${fixture} answered ${response.status()}: ${await response.text()}`);
  return response.json();
};

type Programme = "preschool" | "adventure" | "hybrid";

/** A fee as the application form and /enroll show it: '৳1,600'. */
const whole = (amount: number) => fees.taka(amount, { whole: true });
const preschoolFeeRule = `Admission ${whole(fees.preschool.admission)} once, ${whole(fees.preschool.monthly)} a month, plus ${whole(fees.preschool.outdoorMonthly)} a month for outdoor sessions (optional).`;

/** An open batch starting in two weeks (Friday and Saturday, 7-8 PM), with `seatsTaken` places held by others. */
async function seedBatch(
  request: APIRequestContext,
  fields: { programme?: Programme; capacity?: number; seatsTaken?: number } = {},
) {
  const name = unique(fields.programme === "adventure" ? "Trailblazers" : "Little Owls");
  const { batchId } = (await post(request, "enrolment", { name, ...fields })) as { batchId: string };
  return { id: batchId, name };
}

/** An application of the parent's (first, or named) child, as it stands after steps that are not under test. */
async function seedApplication(
  request: APIRequestContext,
  fields: { parentId: string; batchId: string; status: "submitted" | "accepted" | "waitlisted" | "offered" },
) {
  return ((await post(request, "applications", fields)) as { id: string }).id;
}

/** A second family on its own browser, signed in, with the test's JavaScript setting. */
async function otherFamily(browser: Browser, javaScriptEnabled: boolean, parent: SeededUser) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: testEnv.baseUrl });
  await context.setExtraHTTPHeaders({
    "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  await signIn(context.request, parent);
  return { context, page: await context.newPage() };
}

const applicationCard = (page: Page, batchName: string) =>
  page.getByTestId("application").filter({ hasText: batchName });
const batchRadio = (page: Page, batchName: string) => page.getByRole("radio", { name: new RegExp(batchName) });
const DEADLINE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?(AM|PM)$/;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`parent enrolment with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    // Two families and several mails per test: generous on a busy 2-core machine.
    test.describe.configure({ timeout: 150_000 });

    const ready = async (page: Page) => {
      if (javaScriptEnabled) await waitForEnhancement(page);
    };

    test("a parent applies from /enroll: seats, the fee summary, the toast and the enrolment page", async ({
      page,
      signedInParent: parent,
    }) => {
      const batch = await seedBatch(page.request, { seatsTaken: 3 });
      await page.goto("/enroll");
      const card = page.getByTestId("open-batch").filter({ hasText: batch.name });
      await expect(card).toContainText("3 of 6 seats left");
      await card.getByRole("link", { name: "Apply Now" }).click();
      await expect(page).toHaveURL(`/enroll/apply?batch=${batch.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for a Place");
      await ready(page);

      // The batch comes chosen from the link, and the parent's only child is chosen too.
      await expect(batchRadio(page, batch.name)).toBeChecked();
      await expect(page.getByRole("radio", { name: new RegExp(parent.childName) })).toBeChecked();
      await expect(batchRadio(page, batch.name)).toHaveAccessibleDescription(/3 of 6 seats left/);

      const summary = page.getByTestId("fee-summary");
      const outdoor = page.getByLabel(`Add outdoor sessions (${whole(fees.preschool.outdoorMonthly)}/month)`);
      await expect(outdoor).toBeVisible();
      if (javaScriptEnabled) {
        // The summary follows the choices.
        await expect(summary).toContainText(
          `To start (admission and first month)${whole(fees.preschool.admission + fees.preschool.monthly)}`,
        );
        await outdoor.check();
        await expect(summary).toContainText(`Outdoor sessions${whole(fees.preschool.outdoorMonthly)} a month`);
        await expect(summary).toContainText(
          `To start (admission and first month)${whole(fees.preschool.admission + fees.preschool.monthly + fees.preschool.outdoorMonthly)}`,
        );
        await expect(summary).toContainText(
          `Then${whole(fees.preschool.monthly + fees.preschool.outdoorMonthly)} a month`,
        );
      } else {
        // Without JavaScript it shows each fee and the rule.
        await expect(summary).toContainText(`Online Preschool: ${preschoolFeeRule}`);
        await expect(summary).toContainText(`Adventure Activities: From ${whole(fees.adventureSession)} per session`);
        await outdoor.check();
      }
      await page.getByLabel("Notes for the teacher").fill("Loves drawing; a little shy at first.");
      if (javaScriptEnabled) {
        // While the application is on its way the button says so, and cannot be pressed twice.
        await pendingLabelWhilePosting(page, "/enroll/apply", "Submitting...", () =>
          page.getByRole("button", { name: "Submit Application" }).click(),
        );
      } else {
        await page.getByRole("button", { name: "Submit Application" }).click();
      }

      await expect(page).toHaveURL("/dashboard/enrolment");
      await expect(toast(page, "Application Received")).toContainText("We will confirm your place by email.");
      const application = applicationCard(page, batch.name);
      await expect(application).toContainText("Submitted");
      await expect(application).toContainText("Friday and Saturday, 7:00-8:00 PM");
      await expect(application).toContainText("with outdoor sessions");
      await expect(page.getByTestId("child-applications").filter({ has: application })).toContainText(parent.childName);
      await expect(page.getByRole("link", { name: "Apply for another batch" })).toHaveAttribute(
        "href",
        "/enroll/apply",
      );
      await mailbox.waitFor(parent.email, `Application received: ${parent.childName}, ${batch.name}`);

      // The overview's enrolment card has it too, and the dashboard navigation leads here.
      await page.goto("/dashboard");
      await expect(page.getByTestId("enrolment-card")).toContainText(batch.name);
      await expect(page.getByTestId("enrolment-card")).toContainText("Submitted");
      await page
        .getByRole("navigation", { name: "Dashboard", exact: true })
        .getByRole("link", { name: "Enrolment" })
        .click();
      await expect(page).toHaveURL("/dashboard/enrolment");
    });

    test("the age and duplicate messages; a child added inline applies", async ({ page, signedInParent: parent }) => {
      const adventure = await seedBatch(page.request, { programme: "adventure" });
      const preschool = await seedBatch(page.request);
      await seedApplication(page.request, { parentId: parent.id, batchId: preschool.id, status: "submitted" });

      await page.goto(`/enroll/apply?batch=${adventure.id}`);
      await ready(page);
      const submit = page.getByRole("button", { name: "Submit Application" });
      const ageError = page.locator("#application-childId-error");

      // Ishaan is 4: too young for adventure.
      await submit.click();
      await expect(ageError).toHaveText("This programme is for ages 5 and up.");
      await expect(toast(page, "Application Not Sent")).toContainText("This programme is for ages 5 and up.");
      await expect(page).toHaveURL(/\/enroll\/apply/);

      // He already applied to the preschool batch.
      await batchRadio(page, preschool.name).check();
      await submit.click();
      await expect(page.locator("#application-batchId-error")).toHaveText(
        "Your child already has an application for this batch.",
      );

      // A child added here: too young for the preschool, then old enough for adventure.
      await page.getByRole("radio", { name: /Add a child/ }).check();
      await page.getByLabel("Child's Name").fill("Tara");
      await page.getByLabel("Child's Age").fill("2");
      await submit.click();
      await expect(page.locator("#application-childAge-error")).toHaveText("This programme is for ages 3-5.");
      await page.getByLabel("Child's Age").fill("7");
      // A tap anywhere on a batch's card chooses it.
      await page.locator(`#application-batchId-${adventure.id}-details`).click({ force: true });
      await expect(batchRadio(page, adventure.name)).toBeChecked();
      await submit.click();
      await expect(page).toHaveURL("/dashboard/enrolment");
      await expect(toast(page, "Application Received")).toBeVisible();
      await expect(page.getByTestId("child-applications").filter({ hasText: "Tara" })).toContainText(adventure.name);

      // Tara is now one of the parent's children.
      await page.goto("/enroll/apply");
      await expect(page.getByRole("radio", { name: /Tara/ })).toBeVisible();
    });

    test("a full batch waitlists the application; a withdrawal offers the seat, and the family accepts it", async ({
      page,
      browser,
      signedInParent: waiting,
    }) => {
      const batch = await seedBatch(page.request, { capacity: 1 });
      const holder = await createUser(page.request, { fullName: "Nadia Holder", childName: "Rafi" });
      await seedApplication(page.request, { parentId: holder.id, batchId: batch.id, status: "accepted" });

      await page.goto("/enroll");
      const card = page.getByTestId("open-batch").filter({ hasText: batch.name });
      await expect(card).toContainText("Full: join the waitlist");
      await card.getByRole("link", { name: "Apply Now" }).click();
      await ready(page);
      await expect(batchRadio(page, batch.name)).toHaveAccessibleDescription(/Full: join the waitlist/);
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(toast(page, "Application Received")).toBeVisible();
      const mine = applicationCard(page, batch.name);
      await expect(mine).toContainText("Waitlisted");
      await expect(mine.getByTestId("waitlist-position")).toHaveText("Number 1 on the waitlist");
      await mailbox.waitFor(waiting.email, `On the waitlist: ${waiting.childName}, ${batch.name}`);

      // The family holding the seat withdraws, after the confirmation step (and once changing their mind).
      const other = await otherFamily(browser, javaScriptEnabled, holder);
      await other.page.goto("/dashboard/enrolment");
      await ready(other.page);
      const held = applicationCard(other.page, batch.name);
      await expect(held).toContainText("Accepted");
      await held.getByRole("link", { name: "Withdraw" }).click();
      const confirm = held.getByTestId("confirm-withdraw");
      await expect(confirm).toContainText(`Withdraw Rafi's application for ${batch.name}?`);
      await expect(confirm).toContainText("it goes to the next family on the waitlist");
      await confirm.getByRole("link", { name: "Keep Application" }).click();
      await expect(held.getByTestId("confirm-withdraw")).toHaveCount(0);
      await expect(held).toContainText("Accepted");
      await held.getByRole("link", { name: "Withdraw" }).click();
      await held.getByRole("button", { name: "Yes, Withdraw" }).click();
      await expect(toast(other.page, "Application Withdrawn")).toContainText(
        `Rafi's application for ${batch.name} is withdrawn. The seat goes to the next family on the waitlist.`,
      );
      await expect(other.page).toHaveURL("/dashboard/enrolment");
      await expect(applicationCard(other.page, batch.name)).toContainText("Withdrawn");
      await expect(applicationCard(other.page, batch.name).getByRole("link", { name: "Withdraw" })).toHaveCount(0);
      await other.context.close();

      // The waiting family is offered the seat, with its deadline, by email and on the page; they accept it.
      await mailbox.waitFor(waiting.email, `A place is free for ${waiting.childName}`);
      await page.reload();
      await expect(mine).toContainText("Offered a place");
      await expect(mine.getByTestId("offer-deadline")).toHaveText(DEADLINE);
      await page.goto("/dashboard");
      await expect(page.getByTestId("enrolment-card")).toContainText("Offered a place");
      await expect(page.getByTestId("enrolment-card")).toContainText("Accept by");
      await page.goto("/dashboard/enrolment");
      await ready(page);
      await mine.getByRole("button", { name: "Accept Offer" }).click();
      await expect(toast(page, "Offer Accepted")).toContainText(`${waiting.childName} has a place in ${batch.name}.`);
      await expect(mine).toContainText("Accepted");
      await expect(mine.getByRole("button", { name: "Accept Offer" })).toHaveCount(0);
      await mailbox.waitFor(waiting.email, `Place confirmed: ${waiting.childName}, ${batch.name}`);
      await page.goto("/dashboard/subscription");
      await expect(page.getByTestId("subscription").filter({ hasText: "Online Pre School" })).toContainText("Pending");
    });

    test("an offer lapses: the family goes back on the waitlist and the next family is offered the seat", async ({
      page,
      browser,
      signedInParent: offered,
    }) => {
      const batch = await seedBatch(page.request, { capacity: 1 });
      await seedApplication(page.request, { parentId: offered.id, batchId: batch.id, status: "offered" });
      const next = await createUser(page.request, { fullName: "Sadia Next", childName: "Mim" });
      await seedApplication(page.request, { parentId: next.id, batchId: batch.id, status: "waitlisted" });

      await page.goto("/dashboard/enrolment");
      await ready(page);
      const mine = applicationCard(page, batch.name);
      await expect(mine).toContainText("Offered a place");
      await expect(mine.getByRole("button", { name: "Accept Offer" })).toBeVisible();

      // 49 hours pass for this batch, and the expiry job runs.
      await post(page.request, "lapse-offers", { batchId: batch.id, hours: 49 });

      // The page still shows the old offer: accepting it now is refused, and the page tells where they stand.
      await mine.getByRole("button", { name: "Accept Offer" }).click();
      await expect(toast(page, "Not Changed")).toContainText("There is no open offer on this application.");
      await expect(mine).toContainText("Waitlisted");
      await expect(mine.getByTestId("waitlist-position")).toHaveText("Number 1 on the waitlist");
      await expect(mine.getByRole("button", { name: "Accept Offer" })).toHaveCount(0);
      await mailbox.waitFor(offered.email, `Offer lapsed: ${offered.childName}, ${batch.name}`);

      const other = await otherFamily(browser, javaScriptEnabled, next);
      await other.page.goto("/dashboard/enrolment");
      const theirs = applicationCard(other.page, batch.name);
      await expect(theirs).toContainText("Offered a place");
      await expect(theirs.getByRole("button", { name: "Accept Offer" })).toBeVisible();
      await mailbox.waitFor(next.email, "A place is free for Mim");
      await other.context.close();
    });
  });
}

test.describe("applying needs an account", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an anonymous visitor is sent to log in and comes back to the application", async ({ page, parent }) => {
    const batch = await seedBatch(page.request);
    await page.goto("/enroll");
    await page
      .getByTestId("open-batch")
      .filter({ hasText: batch.name })
      .getByRole("link", { name: "Apply Now" })
      .click();
    await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirectTo: `/enroll/apply?batch=${batch.id}` })}`);
    await waitForEnhancement(page);
    await page.getByLabel("Email address").fill(parent.email);
    await page.getByLabel("Password", { exact: true }).fill(parent.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(`/enroll/apply?batch=${batch.id}`);
    await expect(batchRadio(page, batch.name)).toBeChecked();
  });

  test("registering from there carries the way back through verification and login", async ({ page }) => {
    const batch = await seedBatch(page.request);
    const back = `/enroll/apply?batch=${batch.id}`;
    const carried = (path: string) => `${path}?${new URLSearchParams({ redirectTo: back })}`;
    await page.goto(back);
    await expect(page).toHaveURL(carried("/login"));
    // Someone on the way to apply is offered an account first, above the login form.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account to apply");
    await page.getByRole("link", { name: "Create an account", exact: true }).click();
    await expect(page).toHaveURL(carried("/register"));
    await waitForEnhancement(page);
    const parent = newParent({ childName: "Nabil", childAge: 5 });
    await fillRegisterForm(page, parent);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(carried("/login"));

    const link = firstLink(await mailbox.waitFor(parent.email, "Verify your email"));
    expect(new URL(link).searchParams.get("redirectTo")).toBe(back);
    await page.goto(link);
    await page.getByRole("button", { name: "Verify my email" }).click();
    await expect(page).toHaveURL(carried("/login"));
    await expect(toast(page, "Email Verified")).toBeVisible();
    await page.getByLabel("Email address").fill(parent.email);
    await page.getByLabel("Password", { exact: true }).fill(parent.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(back);
    await expect(batchRadio(page, batch.name)).toBeChecked();
    await expect(page.getByRole("radio", { name: /Nabil/ })).toBeChecked();
  });

  test("a redirect to another site is never carried", async ({ page }) => {
    for (const evil of ["https://evil.example/enroll", "//evil.example/x", "/\\evil.example"]) {
      await page.goto(`/login?${new URLSearchParams({ redirectTo: evil })}`);
      await expect(page.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
      await page.goto(`/register?${new URLSearchParams({ redirectTo: evil })}`);
      await expect(page.locator('input[name="redirectTo"]')).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    }
  });
});

test.describe("parent enrolment pages", () => {
  test.describe.configure({ timeout: 120_000 });

  test("/enroll lists the open batches with their days, start, fees and seats, and ships no script", async ({
    page,
  }) => {
    const some = await seedBatch(page.request, { seatsTaken: 3 });
    const full = await seedBatch(page.request, { capacity: 2, seatsTaken: 2 });
    const adventure = await seedBatch(page.request, { programme: "adventure", seatsTaken: 1 });
    await page.goto("/enroll");
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    expect(await scriptBytes(page)).toBe(0);

    const preschool = page.getByRole("region", { name: /Online Preschool/ });
    await expect(preschool).toContainText(`Fees: ${preschoolFeeRule}`);
    const card = preschool.getByTestId("open-batch").filter({ hasText: some.name });
    await expect(card).toContainText("Friday and Saturday, 7:00-8:00 PM");
    await expect(card).toContainText(/Starts[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(card.getByTestId("seats-left")).toHaveText("3 of 6 seats left");
    await expect(card.getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      `/enroll/apply?batch=${some.id}`,
    );
    await expect(
      preschool.getByTestId("open-batch").filter({ hasText: full.name }).getByTestId("seats-left"),
    ).toHaveText("Full: join the waitlist");
    const adventureRegion = page.getByRole("region", { name: /Adventure Activities/ });
    await expect(adventureRegion).toContainText(`From ${whole(fees.adventureSession)} per session`);
    await expect(
      adventureRegion.getByTestId("open-batch").filter({ hasText: adventure.name }).getByTestId("seats-left"),
    ).toHaveText("5 of 6 seats left");

    // Program Highlights and Contact Us stay; the external form is gone.
    await expect(page.getByRole("heading", { name: "Program Highlights" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("main").locator('a[target="_blank"]')).toHaveCount(0);
    await expect(page.getByText("You will be redirected to an online form")).toHaveCount(0);
    // Seats are live: a place taken now shows at once (the page is not kept in the anonymous page cache).
    const family = await createUser(page.request);
    await seedApplication(page.request, { parentId: family.id, batchId: some.id, status: "accepted" });
    await page.reload();
    await expect(page.getByTestId("open-batch").filter({ hasText: some.name }).getByTestId("seats-left")).toHaveText(
      "2 of 6 seats left",
    );
  });

  test("someone else's application answers 404", async ({ page, signedInParent: _me }) => {
    const batch = await seedBatch(page.request);
    const stranger = await createUser(page.request);
    const id = await seedApplication(page.request, { parentId: stranger.id, batchId: batch.id, status: "submitted" });
    for (const intent of ["withdraw", "accept"]) {
      const response = await page.request.post("/dashboard/enrolment", {
        form: { intent, applicationId: id },
        headers: { Origin: testEnv.baseUrl },
        maxRedirects: 0,
      });
      expect(response.status(), intent).toBe(404);
    }
    await page.goto(`/dashboard/enrolment?withdraw=${id}`);
    await expect(page.getByTestId("confirm-withdraw")).toHaveCount(0);
    await expect(page.getByText(batch.name)).toHaveCount(0);
  });

  test("empty states: no applications yet, and a parent with no children adds one inline", async ({ page }) => {
    // A parent without children (the fixture makes one only when asked).
    const parent = newParent();
    const { id: _id } = (await post(page.request, "users", {
      email: parent.email,
      password: parent.password,
      fullName: parent.fullName,
    })) as { id: string };
    await signIn(page.request, parent);
    await page.goto("/dashboard/enrolment");
    const empty = page.getByTestId("no-applications");
    await expect(empty).toContainText("You have not applied for a place yet.");
    await expect(empty.getByRole("link", { name: "See Open Batches" })).toHaveAttribute("href", "/enroll");
    await page.goto("/dashboard");
    await expect(page.getByTestId("enrolment-card")).toContainText("No applications yet.");

    const batch = await seedBatch(page.request);
    await page.goto(`/enroll/apply?batch=${batch.id}`);
    await waitForEnhancement(page);
    await expect(page.getByRole("radio", { name: /Add a child/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Child's name is required.")).toBeVisible();
    await page.getByLabel("Child's Name").fill("Ayesha");
    await page.getByLabel("Child's Age").fill("3");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL("/dashboard/enrolment");
    await expect(page.getByTestId("child-applications").filter({ hasText: "Ayesha" })).toContainText(batch.name);
  });

  test("a closed or unknown batch in the link says so and lets the parent choose another", async ({
    page,
    signedInParent: _parent,
  }) => {
    await page.goto(`/enroll/apply?batch=${crypto.randomUUID()}`);
    await expect(page.getByTestId("batch-unavailable")).toHaveText(
      "This batch is no longer taking applications. Please choose another batch.",
    );
    const batches = page.getByRole("group", { name: "Batch", exact: true });
    await expect(batches.getByRole("radio").first()).toBeVisible();
    await expect(batches.getByRole("radio", { checked: true })).toHaveCount(0);
  });

  // Axe runs at phone width, where most parents read; the layout is measured at both widths.
  test("with an application in each state: axe finds nothing, and nothing overflows on a phone or a desktop", async ({
    page,
    signedInParent: parent,
  }) => {
    const phone = { width: 390, height: 844 };
    const desktop = { width: 1280, height: 800 };
    // Axe reads every open batch on /enroll, on five pages.
    test.setTimeout(120_000);
    // An application in each state a parent meets.
    const states = ["submitted", "waitlisted", "offered", "accepted"] as const;
    for (const status of states) {
      const batch = await seedBatch(page.request, { capacity: 2, seatsTaken: status === "waitlisted" ? 2 : 0 });
      await seedApplication(page.request, { parentId: parent.id, batchId: batch.id, status });
    }
    await page.setViewportSize(phone);
    const withdraw = await seedBatch(page.request);
    const withdrawId = await seedApplication(page.request, {
      parentId: parent.id,
      batchId: withdraw.id,
      status: "submitted",
    });
    for (const path of [
      "/enroll",
      `/enroll/apply?batch=${withdraw.id}`,
      "/dashboard/enrolment",
      `/dashboard/enrolment?withdraw=${withdrawId}`,
      "/dashboard",
    ]) {
      await page.goto(path);
      if (path !== "/enroll") await waitForEnhancement(page);
      expect(await axeViolations(page), path).toEqual([]);
      const overflow = await sidewaysOverflow(page);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      // The floating chat button covers no field or button, at the top, the bottom, or the submit.
      for (const end of ["top", "bottom"] as const) {
        await page.evaluate(
          (end) =>
            window.scrollTo({ top: end === "top" ? 0 : document.documentElement.scrollHeight, behavior: "instant" }),
          end,
        );
        expect(await controlsUnderChatButton(page), `${path} scrolled to the ${end}`).toEqual([]);
      }
      const submit = page.getByRole("button", { name: "Submit Application" });
      if (await submit.count()) {
        await submit.evaluate((button) => button.scrollIntoView({ block: "end", behavior: "instant" }));
        expect(await controlsUnderChatButton(page), `${path} at its submit button`).toEqual([]);
      }
      await page.setViewportSize(desktop);
      const wide = await sidewaysOverflow(page);
      expect(wide, `${path} overflows by ${wide}px at ${desktop.width} px`).toBeLessThanOrEqual(0);
      await page.setViewportSize(phone);
    }
  });
});
