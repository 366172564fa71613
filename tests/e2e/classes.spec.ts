import type { BrowserContext, Page } from "@playwright/test";
import ICAL from "ical.js";
import { toast, waitForEnhancement } from "../support/accounts";
import { createPlace, postFixture } from "../support/billing";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { axeViolations, sidewaysOverflow } from "../support/page-checks";
import { createUser, signIn } from "../support/seed";
import { staffDevice } from "../support/staff";
import { testEnv } from "../support/test-env";

/**
 * An enrolled family's classes (docs/product.md#classes-and-recordings). Families and places are made through the
 * test-only routes (paid, so the place is active); staff's forms and the parent's page are driven in the browser. The
 * time a page is read at can be moved with the test clock cookie (app/server/clock.server.ts).
 */

const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 6)}`;

/** An active place in a preschool batch that started 10 days ago (classes Friday and Saturday, 7-8 PM). */
async function enrolledFamily(context: BrowserContext, options: { outdoor?: boolean; batchId?: string } = {}) {
  const parent = await createUser(context.request);
  await signIn(context.request, parent);
  const place = await createPlace(context.request, parent.id, {
    startInDays: -10,
    outdoor: options.outdoor,
    paid: true,
    batchId: options.batchId,
  });
  return { parent, place };
}

/** Reads the pages as if the clock said `at` (only with the test-only routes on). */
async function setClock(context: BrowserContext, at: Date) {
  await context.addCookies([{ name: "le_test_now", value: at.toISOString(), url: testEnv.baseUrl }]);
}

async function nextClassStart(page: Page) {
  await page.goto("/dashboard/classes");
  return new Date((await page.getByTestId("next-class").locator("time").getAttribute("datetime"))!);
}

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe("classes for enrolled families", () => {
  test.describe.configure({ timeout: 120_000 });

  test("staff set the class link, add a recording and an outdoor session; the family sees them and RSVPs; nobody else does", async ({
    browser,
    context,
    page,
  }) => {
    const { parent, place } = await enrolledFamily(context, { outdoor: true });
    const staff = await staffDevice(browser);
    const joinUrl = `https://zoom.us/j/${Date.now()}`;
    const recordingUrl = `https://recordings.test.example/${crypto.randomUUID()}`;
    const recordingTitle = unique("Shapes and colours");

    await staff.page.goto(`/staff/batches/${place.batchId}`);
    await waitForEnhancement(staff.page);
    await staff.page.getByLabel("Meeting link").fill("http://zoom.us/j/1");
    await staff.page.getByRole("button", { name: "Save link" }).click();
    await expect(staff.page.locator("#join-link-joinUrl-error")).toHaveText(
      "Please enter an https:// link to Zoom, Google Meet or Jitsi.",
    );
    await staff.page.getByLabel("Meeting link").fill(joinUrl);
    await staff.page.getByRole("button", { name: "Save link" }).click();
    await expect(toast(staff.page, "Class Link Saved")).toBeVisible();

    const recordings = staff.page.locator("#recordings");
    await recordings.getByLabel("Title", { exact: true }).fill(recordingTitle);
    await recordings.getByLabel("Class date").fill(dayAfter(-3));
    await recordings.getByLabel("Link").fill(recordingUrl);
    await recordings.getByRole("button", { name: "Add Recording" }).click();
    await expect(toast(staff.page, "Recording Added")).toBeVisible();

    const outdoor = staff.page.locator("#outdoor");
    await outdoor.getByLabel("Date").fill(dayAfter(6));
    await outdoor.getByLabel("Meeting place", { exact: true }).fill("Ramna Park, the main gate");
    await outdoor.getByLabel("What to bring (optional)", { exact: true }).fill("A water bottle and a cap");
    await outdoor.getByRole("button", { name: "Add Session" }).click();
    await expect(toast(staff.page, "Outdoor Session Added")).toBeVisible();

    // The family: the next class, the recording, the outdoor session, and an answer.
    await page.goto("/dashboard/classes");
    const card = page.getByTestId("place-classes");
    await expect(card.getByTestId("next-class")).toContainText(/^Next class: (Friday|Saturday), /);
    const recording = card.getByRole("link", { name: new RegExp(`Watch ${recordingTitle}`) });
    await expect(recording).toBeVisible();
    const watched = await page.request.get((await recording.getAttribute("href"))!, { maxRedirects: 0 });
    expect(watched.status()).toBe(302);
    expect(watched.headers().location).toBe(recordingUrl);
    expect(watched.headers()["cache-control"]).toBe("private, no-store");
    const session = card.getByTestId("outdoor-session");
    await expect(session).toContainText("Ramna Park, the main gate");
    await expect(session).toContainText("What to bring: A water bottle and a cap");
    // The term's first 'We'll be there' agrees to the outdoor policy for the child (decision 026).
    await session.getByLabel(`I agree that ${parent.childName} takes part in this term's outdoor sessions.`).check();
    await session.getByRole("button", { name: "We'll be there" }).click();
    await expect(toast(page, "Answer Saved")).toBeVisible();
    await expect(card.getByTestId("rsvp-answer")).toContainText(`${parent.childName} will be there.`);
    await staff.page.goto(`/staff/batches/${place.batchId}`);
    await expect(staff.page.getByTestId("rsvp-counts")).toContainText(
      `1 coming: ${parent.childName} (${parent.fullName})`,
    );

    // Neither a family of another batch nor a visitor finds the links, on any page they reach.
    const secrets = [joinUrl, recordingUrl];
    const other = await enrolledFamily(await browser.newContext());
    const outsider = await newDevice(browser, { signedInAs: other.parent });
    const visitor = await newDevice(browser);
    const recordingEndpoint = (await recording.getAttribute("href"))!;
    const joinEndpoint = `/dashboard/classes/${place.subscriptionId}/join`;
    for (const path of [
      "/dashboard",
      "/dashboard/classes",
      "/dashboard/enrolment",
      "/dashboard/subscription",
      "/dashboard/payments",
      "/events",
      "/enroll",
      "/trial",
    ]) {
      for (const who of [outsider, visitor]) {
        const html = await (await who.page.request.get(path)).text();
        for (const secret of secrets) expect(html, `${path} holds no class or recording link`).not.toContain(secret);
      }
    }
    for (const endpoint of [recordingEndpoint, joinEndpoint]) {
      expect((await outsider.page.request.get(endpoint, { maxRedirects: 0 })).status(), endpoint).toBe(404);
      const anonymous = await visitor.page.request.get(endpoint, { maxRedirects: 0 });
      expect(anonymous.headers().location ?? "", endpoint).toMatch(/^\/login\?redirectTo=/);
    }
    // Their own batch's page holds none of it either.
    await outsider.page.goto("/dashboard/classes");
    await expect(outsider.page.getByTestId("outdoor-session")).toHaveCount(0);
    await expect(outsider.page.getByText(recordingTitle)).toHaveCount(0);
    for (const device of [staff, outsider, visitor]) await device.context.close();
  });

  test("Join Class is live from 15 minutes before the class until it ends", async ({ browser, context, page }) => {
    const { place } = await enrolledFamily(context);
    const joinUrl = `https://meet.jit.si/Class${Date.now()}`;
    const staff = await staffDevice(browser);
    await staff.page.goto(`/staff/batches/${place.batchId}`);
    await staff.page.getByLabel("Meeting link").fill(joinUrl);
    await staff.page.getByRole("button", { name: "Save link" }).click();
    await expect(toast(staff.page, "Class Link Saved")).toBeVisible();
    await staff.context.close();

    const start = await nextClassStart(page);
    const join = page.getByRole("link", { name: /^Join Class/ });
    await setClock(context, new Date(start.getTime() - 16 * 60_000));
    await page.goto("/dashboard/classes");
    await expect(join).toHaveCount(0);
    await expect(page.getByTestId("join-opens")).toContainText(/^Join Class opens at \d{1,2}:\d{2} PM on /);

    await setClock(context, new Date(start.getTime() - 15 * 60_000));
    await page.goto("/dashboard/classes");
    await expect(join).toHaveAttribute("href", `/dashboard/classes/${place.subscriptionId}/join`);
    const joined = await page.request.get(`/dashboard/classes/${place.subscriptionId}/join`, { maxRedirects: 0 });
    expect(joined.headers().location).toBe(joinUrl);

    await setClock(context, new Date(start.getTime() + 59 * 60_000));
    await page.goto("/dashboard/classes");
    await expect(join).toBeVisible();

    // Once it has ended, the next class is shown, not yet open; the old address says when it opens.
    await setClock(context, new Date(start.getTime() + 60 * 60_000));
    await page.goto("/dashboard/classes");
    await expect(join).toHaveCount(0);
    const next = new Date((await page.getByTestId("next-class").locator("time").getAttribute("datetime"))!);
    expect(next.getTime()).toBeGreaterThan(start.getTime());
    await page.goto(`/dashboard/classes/${place.subscriptionId}/join`);
    await expect(toast(page, "Not Open Yet")).toBeVisible();
  });

  test("staff cancel a class with a reason: every family is emailed and sees it cancelled", async ({
    browser,
    context,
    page,
  }) => {
    const first = await enrolledFamily(context);
    const second = await enrolledFamily(await browser.newContext(), { batchId: first.place.batchId });
    const start = await nextClassStart(page);
    const reason = unique("Our teacher is at a training day.");

    const staff = await staffDevice(browser);
    await staff.page.goto(`/staff/batches/${first.place.batchId}`);
    const theClass = staff.page
      .getByTestId("upcoming-class")
      .filter({ has: staff.page.locator(`time[datetime="${start.toISOString()}"]`) });
    await theClass.getByText("Cancel this class…").click();
    await theClass.getByRole("button", { name: "Cancel class and email families" }).click();
    await expect(theClass.getByText("Please give the reason; every family in the batch will read it.")).toBeVisible();
    await theClass.getByLabel("Reason (emailed to every family in the batch)").fill(reason);
    await theClass.getByRole("button", { name: "Cancel class and email families" }).click();
    await expect(toast(staff.page, "Class Cancelled")).toBeVisible();
    await expect(
      staff.page
        .getByTestId("upcoming-class")
        .filter({ has: staff.page.locator(`time[datetime="${start.toISOString()}"]`) }),
    ).toContainText(`Cancelled: ${reason}`);
    await staff.context.close();

    for (const family of [first, second]) {
      const mail = await mailbox.waitFor(family.parent.email, "Class cancelled:");
      expect(mail.text).toContain(`Why: ${reason}`);
      expect(mail.text).not.toContain("zoom.us");
    }
    await page.goto("/dashboard/classes");
    await expect(page.getByTestId("cancelled-class").first()).toContainText(reason);
    const next = new Date((await page.getByTestId("next-class").locator("time").getAttribute("datetime"))!);
    expect(next.getTime()).toBeGreaterThan(start.getTime());
  });

  test("the calendar feed parses, holds no links, and a reset makes the old address answer 404", async ({
    context,
    page,
    request,
  }) => {
    await enrolledFamily(context);
    await page.goto("/dashboard/classes");
    await page.getByRole("button", { name: "Get my calendar link" }).click();
    await expect(toast(page, "Calendar Link Ready")).toBeVisible();
    const address = await page.getByLabel("Your calendar link").inputValue();
    expect(address).toMatch(/\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    await expect(page.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
      "href",
      address.replace(/^http:/, "webcal:"),
    );
    const response = await request.get(address);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const series = calendar
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v))
      .find((e) => e.isRecurring());
    expect(series?.summary).toMatch(/'s class: /);
    const first = series!.iterator().next().toJSDate();
    expect([5, 6]).toContain(new Date(first.getTime() + 6 * 3_600_000).getUTCDay());

    await page.getByRole("button", { name: "Reset link" }).click();
    await expect(toast(page, "Calendar Link Reset")).toBeVisible();
    const fresh = await page.getByLabel("Your calendar link").inputValue();
    expect(fresh).not.toBe(address);
    expect((await request.get(address)).status()).toBe(404);
    expect((await request.get(fresh)).status()).toBe(200);
  });

  test("a parent with no place is shown how to apply; one on a waitlist sees the position", async ({
    page,
    signedInParent,
  }) => {
    await page.goto("/dashboard/classes");
    await expect(page.getByTestId("no-classes")).toContainText("No classes yet");
    await expect(page.getByRole("link", { name: "See Open Batches" })).toHaveAttribute("href", "/enroll");
    await expect(page.getByTestId("calendar")).toHaveCount(0);

    const name = unique("Full batch");
    const { batchId } = await postFixture<{ batchId: string }>(page.request, "enrolment", { name, seatsTaken: 6 });
    await postFixture(page.request, "applications", { parentId: signedInParent.id, batchId, status: "waitlisted" });
    await page.goto("/dashboard/classes");
    await expect(page.getByTestId("waiting-children")).toContainText(
      `${signedInParent.childName}, ${name}: Number 1 on the waitlist.`,
    );
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the classes pages pass axe and fit at ${viewport.width}px`, async ({ browser, context, page }) => {
      const { place } = await enrolledFamily(context, { outdoor: true });
      await page.setViewportSize(viewport);
      await page.goto("/dashboard/classes");
      await page.getByRole("button", { name: "Get my calendar link" }).click();
      await expect(toast(page, "Calendar Link Ready")).toBeVisible();
      for (const path of ["/dashboard/classes", "/dashboard"]) {
        await page.goto(path);
        expect(await axeViolations(page), path).toEqual([]);
        expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
      }
      const staff = await staffDevice(browser);
      await staff.page.setViewportSize(viewport);
      for (const path of [`/staff/batches/${place.batchId}`, "/staff/events"]) {
        await staff.page.goto(path);
        await waitForEnhancement(staff.page);
        expect(await axeViolations(staff.page), path).toEqual([]);
        expect(await sidewaysOverflow(staff.page), path).toBeLessThanOrEqual(0);
      }
      await staff.context.close();
    });
  }
});
