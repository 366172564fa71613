import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { toast, uniqueEmail } from "../support/accounts";
import { expect, scriptBytes, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { axeViolations } from "../support/page-checks";
import { testEnv } from "../support/test-env";

/**
 * Free trial classes (docs/product.md#free-trial-classes): /trial books a child into a real class of an open batch.
 * Each test seeds its own batch (Friday and Saturday, 7-8 PM, started a week ago) through the test-only route, so tests
 * never share a class.
 */

type Seeded = { id: string; name: string };

async function seedBatch(
  request: APIRequestContext,
  fields: { programme?: "preschool" | "adventure" | "hybrid"; capacity?: number } = {},
): Promise<Seeded> {
  const name = `Trial Batch ${crypto.randomUUID().slice(0, 8)}`;
  const response = await request.post("/__test/trial-batches", {
    form: { name, ...fields },
    headers: { Origin: testEnv.baseUrl },
  });
  if (!response.ok()) throw new Error(`seeding a batch answered ${response.status()}: ${await response.text()}`);
  return { id: ((await response.json()) as { id: string }).id, name };
}

/** The batch's group of classes in the form (a fieldset named after the batch). */
const batchGroup = (page: Page, batch: Seeded) => page.getByRole("group", { name: new RegExp(batch.name) });

/** The class time a radio card shows, e.g. 'Friday, December 4, 2026, 7:00-8:00 PM'. */
async function classTimeOf(card: Locator) {
  const text = (await card.textContent()) ?? "";
  const time = /^(.*?(?:AM|PM))/.exec(text.trim())?.[1];
  if (!time) throw new Error(`no class time in "${text}"`);
  return time;
}

const CLASS_TIME =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}, 7:00-8:00 PM$/;

async function fillDetails(
  page: Page,
  details: { name?: string; whatsapp?: string; email?: string; childName?: string; childAge?: string },
) {
  const form = page.getByRole("region", { name: "Choose a class" });
  if (details.name !== undefined) await form.getByLabel("Your name").fill(details.name);
  if (details.whatsapp !== undefined) await form.getByLabel("WhatsApp number").fill(details.whatsapp);
  if (details.email !== undefined) await form.getByLabel("Email").fill(details.email);
  if (details.childName !== undefined) await form.getByLabel("Child's name").fill(details.childName);
  if (details.childAge !== undefined) await form.getByLabel("Child's age").fill(details.childAge);
  return form;
}

// Public pages ship no script (shell.spec.ts): JavaScript on would run them exactly as off, so once, off, is enough.
for (const javaScriptEnabled of [false]) {
  test.describe(`trial booking with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.describe.configure({ timeout: 90_000 });

    test("a parent books a class: the confirmation, the email with its .ics, and the staff inbox all show the class time", async ({
      page,
      signedInStaff: staff,
    }) => {
      const batch = await seedBatch(page.request);
      const childName = `Ayaan ${crypto.randomUUID().slice(0, 6)}`;
      const email = uniqueEmail("trial");
      // A number of its own, typed the Bangladeshi way: one number may hold only two trials to come.
      const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
      const whatsapp = `017${digits.slice(0, 2)}-${digits.slice(2)}`;
      const stored = `+88017${digits}`;

      await page.goto("/");
      await page.getByRole("link", { name: "Book a Free Trial / Inquire" }).click();
      await expect(page).toHaveURL(/\/trial$/);
      await expect(page.getByRole("heading", { level: 1, name: "Book a Free Trial Class" })).toBeVisible();

      const card = batchGroup(page, batch).locator("label").first();
      await expect(card).toContainText("2 places left");
      const when = await classTimeOf(card);
      expect(when).toMatch(CLASS_TIME);
      await card.click();
      const form = await fillDetails(page, {
        name: "Rahima Akter",
        whatsapp,
        email,
        childName,
        childAge: "4",
      });
      await expect(form.getByLabel("WhatsApp number")).toHaveAttribute("placeholder", "+880 1XXX-XXXXXX");
      await form.getByRole("button", { name: "Book Trial Class" }).click();

      await expect(page).toHaveURL(/\/trial\/booked\/[0-9a-f-]{36}$/);
      await expect(toast(page, "Trial Class Booked")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Your trial class is booked" })).toBeVisible();
      await expect(page.getByTestId("trial-class-time")).toHaveText(`${when} (Asia/Dhaka)`);
      await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
      await expect(page.getByText(`It ends in ${digits.slice(-3)}.`)).toBeVisible();
      await expect(page.getByRole("main")).not.toContainText(childName);
      await expect(page.getByRole("main")).not.toContainText("Rahima");

      const calendarHref = await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
      const calendar = await page.request.get(calendarHref!);
      expect(calendar.headers()["content-type"]).toContain("text/calendar");
      expect(await calendar.text()).toContain("BEGIN:VEVENT");

      // The place is taken: the class now has one left.
      await page.goto("/trial");
      await expect(batchGroup(page, batch).locator("label").filter({ hasText: when })).toContainText("1 place left");

      const mail = await mailbox.waitFor(email, `Trial class booked: ${when}`);
      expect(mail.text).toContain(`${childName}'s free trial class is booked`);
      expect(mail.text).toContain("What happens next");
      expect(mail.text).toMatch(/\/trial\/booked\/[0-9a-f-]{36}/);
      const [ics] = mail.attachments;
      expect(ics?.filename).toBe("trial-class.ics");
      expect(ics?.contentType).toContain("text/calendar");
      expect(ics?.content).toContain("BEGIN:VCALENDAR");
      expect(ics?.content).toMatch(/DTSTART:\d{8}T130000Z/);

      const staffMail = await mailbox.waitFor(testEnv.staffEmail, `New trial booking: ${childName}, ${when}`);
      expect(staffMail.text).toContain(`WhatsApp: ${stored}`);

      await staff.page.goto("/staff/inbox");
      await staff.page.getByRole("navigation", { name: "Type" }).getByRole("link", { name: "Trial bookings" }).click();
      await expect(staff.page).toHaveURL(/\?type=trial$/);
      const item = staff.page.getByTestId("inbox-item").filter({ hasText: childName });
      await expect(item).toContainText("Trial booking");
      await expect(item).toContainText(when);
      await expect(item).toContainText(batch.name);
      await expect(item).toContainText(stored);
      await item.getByText("Mark handled…").click();
      await item.getByLabel("Note (optional)").fill("Sent the joining link on WhatsApp");
      await item.getByRole("button", { name: "Mark as handled" }).click();
      await expect(toast(staff.page, "Marked as handled")).toContainText("Trial booking marked as handled.");
      const handled = staff.page.getByTestId("inbox-item").filter({ hasText: childName });
      await expect(handled.getByText("Handled", { exact: true })).toBeVisible();
      await expect(handled).toContainText("Sent the joining link on WhatsApp");
    });

    test("validation: each missing field's message, a number that is not a Bangladeshi mobile, and an age outside the programme", async ({
      page,
    }) => {
      const preschool = await seedBatch(page.request, { programme: "preschool" });
      const adventure = await seedBatch(page.request, { programme: "adventure" });
      await page.goto("/trial");
      const form = page.getByRole("region", { name: "Choose a class" });
      await form.getByRole("button", { name: "Book Trial Class" }).click();
      await expect(toast(page, "Missing Information")).toBeVisible();
      for (const message of [
        "Please choose a class.",
        "Please enter your name.",
        "Please enter your WhatsApp number.",
        "Child's name is required.",
        "Valid child's age is required.",
      ]) {
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");

      await batchGroup(page, preschool).locator("label").first().click();
      await fillDetails(page, {
        name: "Karim",
        whatsapp: "12345",
        email: "karim at example",
        childName: "Nabil",
        childAge: "9",
      });
      await form.getByRole("button", { name: "Book Trial Class" }).click();
      await expect(form.getByText("Please enter a Bangladeshi mobile number, like +880 1712-345678.")).toBeVisible();
      await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
      await expect(form.getByLabel("Your name")).toHaveValue("Karim");
      await expect(batchGroup(page, preschool).getByRole("radio").first()).toBeChecked();

      await fillDetails(page, { whatsapp: "+88 01812-345678", email: "" });
      await form.getByRole("button", { name: "Book Trial Class" }).click();
      await expect(form.getByText("This programme is for ages 3-5.")).toBeVisible();
      await expect(toast(page, "Check your child's age")).toContainText("This programme is for ages 3-5.");
      await expect(form.getByLabel("Child's age")).toHaveValue("9");
      await expect(form.getByLabel("Child's age")).toHaveAttribute("aria-invalid", "true");

      await batchGroup(page, adventure).locator("label").first().click();
      await fillDetails(page, { childAge: "4" });
      await form.getByRole("button", { name: "Book Trial Class" }).click();
      await expect(form.getByText("This programme is for ages 5 and up.")).toBeVisible();
    });

    test("the last place taken while the form was open: 'That class is full. Please choose another time.'", async ({
      page,
      playwright,
    }) => {
      const batch = await seedBatch(page.request, { capacity: 1 });
      await page.goto("/trial");
      const card = batchGroup(page, batch).locator("label").first();
      await expect(card).toContainText("1 place left");
      const when = await classTimeOf(card);
      const value = await card.getByRole("radio").getAttribute("value");
      await card.click();
      await fillDetails(page, { name: "Second Parent", whatsapp: "01911-000222", childName: "Late", childAge: "4" });

      // Another family, on another phone, books the last place first.
      const other = await playwright.request.newContext({
        baseURL: testEnv.baseUrl,
        extraHTTPHeaders: { "X-Forwarded-For": `10.250.${Math.floor(Math.random() * 250)}.7`, Origin: testEnv.baseUrl },
      });
      const first = await other.post("/trial", {
        form: { classTime: value!, name: "First Parent", whatsapp: "01711-000111", childName: "Early", childAge: "4" },
        maxRedirects: 0,
      });
      expect(first.status()).toBe(303);
      expect(first.headers().location).toMatch(/^\/trial\/booked\//);
      await other.dispose();

      await page.getByRole("button", { name: "Book Trial Class" }).click();
      const form = page.getByRole("region", { name: "Choose a class" });
      await expect(form.getByText("That class is full. Please choose another time.")).toBeVisible();
      await expect(toast(page, "Please choose another time")).toContainText(
        "That class is full. Please choose another time.",
      );
      await expect(batchGroup(page, batch).locator("label").filter({ hasText: when })).toHaveCount(0);
      await expect(form.getByLabel("Your name")).toHaveValue("Second Parent");
    });

    test("the booking's link cancels it, which frees the place; the link then answers 404", async ({ page }) => {
      const batch = await seedBatch(page.request);
      await page.goto("/trial");
      const card = batchGroup(page, batch).locator("label").first();
      const when = await classTimeOf(card);
      await card.click();
      await fillDetails(page, { name: "Farzana", whatsapp: "01511-223344", childName: "Ishaan", childAge: "5" });
      await page.getByRole("button", { name: "Book Trial Class" }).click();
      await expect(page).toHaveURL(/\/trial\/booked\//);
      const bookedUrl = page.url();
      await expect(page.getByText("Keep this page's address if you may need to cancel")).toBeVisible();

      await page.getByText("Can't make it? Cancel this booking").click();
      await page.getByRole("button", { name: "Cancel Trial Class" }).click();
      await expect(page).toHaveURL(/\/trial$/);
      await expect(toast(page, "Trial Class Cancelled")).toContainText(when);
      await expect(batchGroup(page, batch).locator("label").filter({ hasText: when })).toContainText("2 places left");
      expect((await page.goto(bookedUrl))?.status()).toBe(404);
    });
  });
}

test("booking links that do not exist answer 404, and cancelling needs a post from this site", async ({
  page,
  request,
}) => {
  expect((await page.goto(`/trial/booked/${crypto.randomUUID()}`))?.status()).toBe(404);
  expect((await page.goto("/trial/booked/not-a-booking"))?.status()).toBe(404);
  expect((await request.get(`/trial/booked/${crypto.randomUUID()}/calendar.ics`)).status()).toBe(404);

  const batch = await seedBatch(page.request);
  await page.goto("/trial");
  await batchGroup(page, batch).locator("label").first().click();
  await fillDetails(page, { name: "Origin Test", whatsapp: "01611-556677", childName: "Rafi", childAge: "3" });
  await page.getByRole("button", { name: "Book Trial Class" }).click();
  await expect(page).toHaveURL(/\/trial\/booked\//);
  const crossSite = await request.post(new URL(page.url()).pathname, {
    form: {},
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  // React Router refuses a mismatched Origin (400) before our own check (403) would.
  expect([400, 403]).toContain(crossSite.status());
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your trial class is booked" })).toBeVisible();
});

test("booking the same child into the same class again shows a neutral page, never the booking's address", async ({
  page,
}) => {
  const batch = await seedBatch(page.request);
  const book = async (details: { name: string; whatsapp: string; childName: string }) => {
    await page.goto("/trial");
    await batchGroup(page, batch).locator("label").first().click();
    await fillDetails(page, { ...details, childAge: "4" });
    await page.getByRole("button", { name: "Book Trial Class" }).click();
  };
  await book({ name: "Nasrin", whatsapp: "01811-445566", childName: "Tasnim" });
  await expect(page).toHaveURL(/\/trial\/booked\/[0-9a-f-]{36}$/);
  const bookedPath = new URL(page.url()).pathname;

  // Someone who knows the number and the child's name, typed another way.
  await book({ name: "Someone Else", whatsapp: "+880 1811 445566", childName: " TASNIM " });
  await expect(page).toHaveURL(/\/trial$/);
  await expect(page.getByRole("heading", { name: "You have already booked this class" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("The confirmation went to your WhatsApp or email");
  expect(await page.content()).not.toContain(bookedPath);
  expect(await page.content()).not.toContain(bookedPath.split("/").pop()!);
  // The booking is still there, untouched.
  expect((await page.request.get(bookedPath)).status()).toBe(200);
});

test("a filled honeypot is answered like a success, and nothing is booked", async ({ page }) => {
  const batch = await seedBatch(page.request, { capacity: 1 });
  await page.goto("/trial");
  const card = batchGroup(page, batch).locator("label").first();
  const value = await card.getByRole("radio").getAttribute("value");
  const response = await page.request.post("/trial", {
    form: {
      classTime: value!,
      name: "Bot",
      whatsapp: "01711-999999",
      childName: "Bot",
      childAge: "4",
      website: "spam",
    },
    headers: { Origin: testEnv.baseUrl },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/trial");
  await page.reload();
  await expect(batchGroup(page, batch).locator("label").first()).toContainText("1 place left");
});

test("/trial and a booking's page: axe finds nothing, and neither ships a script", async ({ page }) => {
  // Axe reads every class card of every batch the suite has made so far.
  test.setTimeout(90_000);
  const batch = await seedBatch(page.request);
  await page.goto("/trial");
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  expect(await scriptBytes(page)).toBe(0);
  const axe = () => axeViolations(page);
  expect(await axe()).toEqual([]);

  // With errors shown, too.
  await page.getByRole("button", { name: "Book Trial Class" }).click();
  await expect(page.getByText("Please choose a class.")).toBeVisible();
  expect(await axe()).toEqual([]);

  await batchGroup(page, batch).locator("label").first().click();
  await fillDetails(page, { name: "Axe Parent", whatsapp: "01311-000333", childName: "Mim", childAge: "4" });
  await page.getByRole("button", { name: "Book Trial Class" }).click();
  await expect(page).toHaveURL(/\/trial\/booked\//);
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  expect(await scriptBytes(page)).toBe(0);
  await page.getByText("Can't make it? Cancel this booking").click();
  expect(await axe()).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
