import type { APIRequestContext, Page } from "@playwright/test";
import { toast, uniqueEmail } from "../support/accounts";
import { englishWords } from "../support/bangla";
import { postFixture } from "../support/billing";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { testEnv } from "../support/test-env";

/**
 * Bangla (docs/product.md#languages): the public pages with forms (services, parent resources, enrolment, the trial
 * class, events, contact, the store) in Bangla under /bn, their forms answering in Bangla with JavaScript on and off,
 * numbers typed in Bangla digits accepted, and every redirect staying on the Bangla page.
 */

const banglaPages = [
  "/bn/services",
  "/bn/parent-resources",
  "/bn/parent-resources/daily-routine-chart",
  "/bn/enroll",
  "/bn/trial",
  "/bn/events",
  "/bn/contact",
  "/bn/store",
];

/**
 * What staff typed (event titles, descriptions and places, batch names) is shown as they wrote it, in whatever
 * script: those words are allowed.
 */
async function staffWords(page: Page) {
  const texts = await page.evaluate(() => {
    const texts = [
      ...document.querySelectorAll(
        '[data-testid="event"] h2, [data-testid="event"] .whitespace-pre-line, [data-testid="event"] ul li:nth-child(2) span, #workshop h3, #workshop .whitespace-pre-line, #workshop p span:nth-child(2), [data-testid="open-batch"] h4',
      ),
    ].map((el) => el.textContent ?? "");
    // A trial batch's legend reads 'programme · batch name · ages'.
    for (const legend of document.querySelectorAll("fieldset fieldset legend")) {
      texts.push((legend.textContent ?? "").split(" · ")[1] ?? "");
    }
    return texts;
  });
  return latinWords(texts);
}

/** The forms' bot traps are off-screen and hidden from assistive technology: no one reads their label. */
const dropHoneypots = (page: Page) =>
  page.evaluate(() => {
    for (const trap of document.querySelectorAll('input[name="website"]'))
      trap.closest('[aria-hidden="true"]')?.remove();
  });

/** The Latin-script words in texts, as `englishWords` finds them. */
const latinWords = (texts: string[]) => texts.flatMap((text) => text.match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g) ?? []);

test.describe("Bangla public pages", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // They fit a 390 px phone and pass axe as well: page-sweep.spec.ts.
  test("are in Bangla", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of banglaPages) {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "bn");
      await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute("content", "bn_BD");
      await dropHoneypots(page);
      expect(await englishWords(page, await staffWords(page)), path).toEqual([]);
    }
  });

  test("link to the Bangla pages and show fees and dates in Bangla digits", async ({ page }) => {
    await page.goto("/bn/services");
    const main = page.getByRole("main");
    await expect(main).toContainText(fees.taka(fees.preschool.admission, { language: "bn" }));
    await expect(main).toContainText(`প্রতি সেশন ${fees.taka(fees.adventureSession, { language: "bn" })} থেকে শুরু`);
    await expect(main.getByRole("link", { name: "এখনই রেজিস্টার করুন" }).first()).toHaveAttribute("href", "/bn/enroll");
    await page.goto("/bn/contact");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld.inLanguage).toBe("bn-BD");
    await expect(page.getByRole("region", { name: "যোগাযোগের উপায়" })).toContainText("সোমবার থেকে শুক্রবার");
    await page.goto("/bn/parent-resources");
    await expect(page.getByRole("link", { name: /^এখনই দেখুন/ }).first()).toHaveAttribute(
      "href",
      /^\/bn\/parent-resources\//,
    );
  });
});

// Public pages ship no script (shell.spec.ts): JavaScript on would run them exactly as off, so once, off, is enough.
for (const javaScriptEnabled of [false]) {
  test.describe(`Bangla forms with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the contact form answers in Bangla and stays on /bn/contact", async ({ page }) => {
      await page.goto("/bn/contact");
      const form = page.getByRole("region", { name: "আমাদের মেসেজ পাঠান" });
      await form.getByRole("button", { name: "মেসেজ পাঠান" }).click();
      await expect(toast(page, "কিছু তথ্য বাকি আছে")).toContainText("অনুগ্রহ করে সবগুলো ঘর পূরণ করুন।");
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");

      const name = `রহিমা ${Date.now()}`;
      await form.getByLabel("নাম").fill(name);
      await form.getByLabel("ইমেইল").fill("rahima at example");
      await form.getByLabel("মেসেজ").fill("জানুয়ারিতে কি নতুন ব্যাচ শুরু হবে?");
      await form.getByRole("button", { name: "মেসেজ পাঠান" }).click();
      await expect(toast(page, "ইমেইল ঠিকানাটি সঠিক নয়")).toContainText("অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন।");
      await expect(form.getByLabel("নাম")).toHaveValue(name);

      await form.getByLabel("ইমেইল").fill(uniqueEmail("bn-contact"));
      await form.getByRole("button", { name: "মেসেজ পাঠান" }).click();
      await expect(page).toHaveURL(/\/bn\/contact$/);
      await expect(toast(page, "মেসেজ পাঠানো হয়েছে")).toContainText("ধন্যবাদ! আমরা শিগগিরই আপনার সঙ্গে যোগাযোগ করব।");
      await expect(form.getByLabel("নাম")).toHaveValue("");
    });

    test("the booking dialog on /bn/services answers in Bangla and takes a number in Bangla digits", async ({
      page,
    }) => {
      const name = `Karim ${Date.now()}-${javaScriptEnabled ? "js" : "nojs"}`;
      await page.goto("/bn/services");
      await page.getByRole("button", { name: "বুক করুন: অ্যাডভেঞ্চার অ্যাক্টিভিটি" }).click();
      const dialog = page.getByRole("dialog", { name: "বুকিং: অ্যাডভেঞ্চার অ্যাক্টিভিটি" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("নাম").fill(name);
      await dialog.getByRole("button", { name: "অনুরোধ পাঠান" }).click();
      await expect(toast(page, "একটু সমস্যা হয়েছে")).toContainText("অনুগ্রহ করে নাম আর WhatsApp নম্বর, দুটোই লিখুন।");
      const reopened = page.getByRole("dialog", { name: "বুকিং: অ্যাডভেঞ্চার অ্যাক্টিভিটি" });
      await expect(reopened.getByLabel("নাম")).toHaveValue(name);
      await expect(reopened.getByRole("link", { name: "বাতিল" })).toHaveAttribute("href", "/bn/services");

      await reopened.getByLabel("WhatsApp নম্বর").fill("০১৭১১-০০০০০০");
      await reopened.getByRole("button", { name: "অনুরোধ পাঠান" }).click();
      await expect(page).toHaveURL(/\/bn\/services$/);
      await expect(toast(page, "বুকিংয়ের অনুরোধ পাঠানো হয়েছে")).toContainText(
        "অ্যাডভেঞ্চার অ্যাক্টিভিটি-এর জন্য আপনার অনুরোধ আমরা পেয়েছি।",
      );
      await expect(page.getByRole("dialog")).toHaveCount(0);

      const mail = await mailbox.waitFor(testEnv.staffEmail, `New booking request: Adventure Activities from ${name}`);
      expect(mail.text).toContain("WhatsApp: 01711-000000");
    });

    test("a trial class booked on /bn/trial with Bangla digits lands on the Bangla confirmation", async ({ page }) => {
      const batch = await seedBatch(page.request);
      await page.goto("/bn/trial");
      const form = page.getByRole("region", { name: "একটি ক্লাস বেছে নিন" });
      await form.getByRole("button", { name: "ট্রায়াল ক্লাস বুক করুন" }).click();
      await expect(toast(page, "কিছু তথ্য বাকি আছে")).toBeVisible();
      await expect(form.getByText("অনুগ্রহ করে একটি ক্লাস বেছে নিন।")).toBeVisible();
      await expect(form.getByText("অনুগ্রহ করে আপনার WhatsApp নম্বর লিখুন।")).toBeVisible();

      const card = page
        .getByRole("group", { name: new RegExp(batch) })
        .locator("label")
        .first();
      await expect(card).toContainText("২টি আসন বাকি");
      await card.click();
      await form.getByLabel("আপনার নাম").fill("রহিমা আক্তার");
      await form.getByLabel("WhatsApp নম্বর").fill("০১৭১২-৩৪৫৬৭৮");
      await form.getByLabel("সন্তানের নাম").fill(`আয়ান ${crypto.randomUUID().slice(0, 4)}`);
      await form.getByLabel("সন্তানের বয়স").fill("৪");
      await form.getByRole("button", { name: "ট্রায়াল ক্লাস বুক করুন" }).click();

      await expect(page).toHaveURL(/\/bn\/trial\/booked\/[0-9a-f-]{36}$/);
      await expect(toast(page, "ট্রায়াল ক্লাস বুক হয়েছে")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await expect(page.getByRole("heading", { level: 1, name: "আপনার ট্রায়াল ক্লাস বুক হয়েছে" })).toBeVisible();
      await expect(page.getByTestId("trial-class-time")).toContainText(/সন্ধ্যা ৭:০০-৮:০০/);
      await expect(page.getByText("নম্বরটির শেষ তিন অঙ্ক ৬৭৮।")).toBeVisible();
      await dropHoneypots(page);
      expect(await englishWords(page, latinWords([batch]))).toEqual([]);
    });

    test("a workshop on /bn/events takes the number attending in Bangla digits", async ({ page }) => {
      const title = `Play at home ${crypto.randomUUID().slice(0, 6)}`;
      await postFixture(page.request, "events", { title, seats: 5 });
      await page.goto("/bn/events");
      const card = page.getByTestId("event").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card.getByTestId("places-left")).toHaveText("৫টির মধ্যে ৫টি আসন বাকি");
      await card.getByLabel("আপনার নাম").fill("ফারজানা");
      await card.getByLabel("কতজন আসবেন").fill("৭");
      await card.getByRole("button", { name: "রেজিস্টার করুন" }).click();
      await expect(toast(page, "কিছু তথ্য বাকি আছে")).toBeVisible();
      await expect(card.getByText("অনুগ্রহ করে আপনার নাম আর একটি ফোন নম্বর বা ইমেইল লিখুন।")).toBeVisible();
      await expect(card.getByText("৬ জনের বেশি হলে অনুগ্রহ করে আমাদের সঙ্গে যোগাযোগ করুন।")).toBeVisible();

      await card.getByLabel("ফোন নম্বর বা ইমেইল").fill("০১৭১২৩৪৫৬৭৮");
      await card.getByLabel("কতজন আসবেন").fill("২");
      await card.getByRole("button", { name: "রেজিস্টার করুন" }).click();
      await expect(page).toHaveURL(/\/bn\/events$/);
      await expect(toast(page, "রেজিস্ট্রেশন পেয়েছি")).toContainText(title);
      await expect(
        page
          .getByTestId("event")
          .filter({ has: page.getByRole("heading", { name: title }) })
          .getByTestId("places-left"),
      ).toHaveText("৫টির মধ্যে ৩টি আসন বাকি");
    });
  });
}

/** A trial batch of its own (Friday and Saturday, 7-8 PM), through the test-only route; its name. */
async function seedBatch(request: APIRequestContext) {
  const name = `Trial Batch ${crypto.randomUUID().slice(0, 8)}`;
  const response = await request.post("/__test/trial-batches", {
    form: { name },
    headers: { Origin: testEnv.baseUrl },
  });
  if (!response.ok()) throw new Error(`seeding a batch answered ${response.status()}: ${await response.text()}`);
  return name;
}
