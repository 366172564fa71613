import { toast } from "../support/accounts";
import { postFixture } from "../support/billing";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { testEnv } from "../support/test-env";

/**
 * Public workshops and outdoor adventures on /events (docs/product.md#events), registered for without an account and
 * without JavaScript, never past their places; staff manage them at /staff/events and see registrations in the inbox.
 */

const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 6)}`;

const eventCard = (page: import("@playwright/test").Page, title: string) =>
  page.getByTestId("event").filter({ has: page.getByRole("heading", { name: title }) });

// Public pages ship no script (shell.spec.ts): JavaScript on would run them exactly as off, so once, off, is enough.
for (const javaScriptEnabled of [false]) {
  test.describe(`registering with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("messages keep what was typed; a registration takes its places, mails a calendar file and reaches staff", async ({
      page,
    }) => {
      const title = unique("Play at home workshop");
      await postFixture(page.request, "events", { title, seats: 5 });
      const email = `events-${crypto.randomUUID().slice(0, 8)}@test.example`;
      const name = unique("Farzana");

      await page.goto("/events");
      const card = eventCard(page, title);
      await expect(card.getByTestId("places-left")).toHaveText("5 of 5 places left");
      await card.getByLabel("Your name").fill(name);
      await card.getByLabel("Number attending").fill("2");
      await card.getByRole("button", { name: "Register" }).click();
      await expect(toast(page, "Missing Information")).toBeVisible();
      await expect(card.getByText("Please enter your name and a phone number or email.")).toBeVisible();
      await expect(card.getByLabel("Your name")).toHaveValue(name);

      await card.getByLabel("Phone or email").fill(email);
      await card.getByLabel("Number attending").fill("7");
      await card.getByRole("button", { name: "Register" }).click();
      await expect(card.getByText("For groups larger than 6, please contact us.")).toBeVisible();
      await card.getByLabel("Number attending").fill("2");
      await card.getByRole("button", { name: "Register" }).click();
      await expect(toast(page, "Registration Received")).toContainText(title);
      await expect(eventCard(page, title).getByTestId("places-left")).toHaveText("3 of 5 places left");

      const mail = await mailbox.waitFor(email, `You're registered: ${title}`);
      const ics = mail.attachments.find((a) => a.filename === "event.ics");
      expect(ics?.content).toContain(`SUMMARY:${title} (Little Explorers)`);
      const staffMail = await mailbox.waitFor(testEnv.staffEmail, `New event registration from ${name}: ${title}`);
      expect(staffMail.text).toContain("Number attending: 2");

      // More than are left: refused, with how many there are.
      await eventCard(page, title).getByLabel("Your name").fill(unique("Latecomer"));
      await eventCard(page, title).getByLabel("Phone or email").fill("+880 1811-000000");
      await eventCard(page, title).getByLabel("Number attending").fill("4");
      await eventCard(page, title).getByRole("button", { name: "Register" }).click();
      await expect(
        eventCard(page, title).getByText("Only 3 places are left. Please register fewer people."),
      ).toBeVisible();
    });
  });
}

test("a fully booked event takes no registration; staff see every registration on their events page", async ({
  page,
  signedInStaff: staff,
}) => {
  const title = unique("Tiny trail");
  const { id } = await postFixture<{ id: string }>(page.request, "events", {
    title,
    kind: "adventure",
    seats: 1,
    place: "Ramna Park",
  });
  await page.goto("/events");
  const card = eventCard(page, title);
  await expect(card).toContainText("Ramna Park");
  await card.getByLabel("Your name").fill("Only One");
  await card.getByLabel("Phone or email").fill("01711000000");
  await card.getByRole("button", { name: "Register" }).click();
  await expect(toast(page, "Registration Received")).toBeVisible();
  await expect(eventCard(page, title).getByTestId("places-left")).toHaveText("Fully booked");
  await expect(eventCard(page, title).getByRole("button", { name: "Register" })).toHaveCount(0);

  // A post made before the page knew it was full is refused too.
  const late = await page.request.post("/events", {
    form: { eventId: id, name: "Too Late", contact: "01711000001", attendees: "1" },
    headers: { Origin: testEnv.baseUrl },
  });
  expect(late.status()).toBe(409);

  await staff.page.goto("/staff/events");
  const staffCard = staff.page.getByTestId("staff-event").filter({ hasText: title });
  await expect(staffCard).toContainText("1 of 1 places taken");
  await expect(staffCard).toContainText("Only One · 01711000000 · 1 person");
  await staff.page.goto("/staff/inbox?kind=workshop");
  await expect(staff.page.getByText(title).first()).toBeVisible();
});

test("staff create an event, with its checks, and it appears on /events", async ({ page, signedInStaff: staff }) => {
  const title = unique("Storytelling for parents");
  await staff.page.goto("/staff/events");
  const form = staff.page.getByRole("form", { name: "New event" });
  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(form.getByText("Please enter the title.")).toBeVisible();
  await form.getByLabel("Kind").selectOption("workshop");
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Description", { exact: true }).fill("Stories that grow language, in English and Bangla.");
  await form.getByLabel("Starts (Dhaka time)").fill("20:00");
  await form.getByLabel("Ends (Dhaka time)").fill("19:00");
  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(form.getByText("The event must end after it starts.")).toBeVisible();
  await form.getByLabel("Ends (Dhaka time)").fill("21:00");
  await form.getByLabel("Places").fill("25");
  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(toast(staff.page, "Event Created")).toBeVisible();

  await page.goto("/events");
  const card = eventCard(page, title);
  await expect(card).toContainText("Online");
  await expect(card).toContainText(", 8:00-9:00 PM");
  await expect(card.getByTestId("places-left")).toHaveText("25 of 25 places left");
});

// /events passes axe and fits a phone and a desktop (page-sweep.spec.ts), and ships no script (shell.spec.ts).
