import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { subscriptionPlans } from "../../app/lib/site-config";
import { currencies } from "../../app/lib/statuses";
import { toast, waitForEnhancement } from "../support/accounts";
import { englishWords } from "../support/bangla";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { createUser, type SeededUser, signIn } from "../support/seed";

/**
 * Bangla (docs/product.md#languages): a staff member whose profile language is Bangla works in a Bangla console: its
 * own pages, the pages of one family, the forms' messages with JavaScript on and off, each parent's language, and the
 * language switch in the console's header.
 */
const phone = { width: 390, height: 844 };
const latinWords = (texts: string[]) => texts.flatMap((text) => text.match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g) ?? []);

/** What people typed or were named (marked not to translate), the people in the audit log's "by user" choice, batch names. */
async function ownWords(page: Page) {
  const own = await page.locator('[translate="no"]').allInnerTexts();
  const options = await page.locator("select option").allInnerTexts();
  // A batch to apply for reads '<its name>, <programme> (<schedule>): <seats>'; the name is the school's own.
  const batches = await page.locator('select[name="batchId"] option').allInnerTexts();
  return latinWords([
    ...own,
    ...options.filter((option) => option.includes("@")),
    ...batches.map((option) => option.split(",")[0]!),
  ]);
}

/** A parent who writes in from their (English) dashboard: the message the console's support pages show. */
async function supportMessage(page: Page) {
  const writer = await createUser(page.request, { fullName: "Karim Hossain", childName: "Ayaan" });
  await signIn(page.request, writer);
  await page.goto("/dashboard/support");
  await waitForEnhancement(page);
  const subject = `Homework ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("Could you share this week's worksheet?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent")).toBeVisible();
  return { writer, subject };
}

/** A Bangla-speaking family with a phone number of its own, and a Bangla-speaking admin signed in on `page`'s device. */
async function banglaFamilyAndAdmin(page: Page) {
  const digits = `1912${crypto.randomInt(100000, 999999)}`;
  const parent = await createUser(page.request, {
    language: "bn",
    fullName: "Shamima Akter",
    childName: "Rafi",
    phone: `+880 ${digits.slice(0, 4)}-${digits.slice(4)}`,
  });
  const admin = await createUser(page.request, { role: "admin", language: "bn", fullName: "Shirin Akhter" });
  return { parent, admin, digits };
}

/** The seeded people's names and initials (a photo's stand-in), the plans' names and the currency codes staff choose from. */
const people = (...users: SeededUser[]) => [
  ...users.flatMap((u) => [u.fullName, u.childName, initials(u.fullName)]),
  ...subscriptionPlans.map((plan) => plan.title.replace(/[^A-Za-z ]/g, " ")),
  ...currencies,
];
const initials = (name: string) => {
  const words = name.split(/\s+/);
  return `${words[0]![0]}${words.at(-1)![0]}`;
};

test.describe("the console in Bangla", () => {
  test.describe.configure({ timeout: 180_000 });

  // Every page fits a 390 px screen and passes axe in Bangla too: page-sweep.spec.ts.
  test("every page is in Bangla; a Bangla parent's language reads 'বাংলা'", async ({ page, browser }) => {
    const { writer, subject } = await supportMessage(page);
    const { parent, admin, digits } = await banglaFamilyAndAdmin(page);
    const staff = await newDevice(browser, { signedInAs: admin });
    const names = people(writer, parent, admin);

    // The parents' list finds the family by a phone number typed in Bangla digits, and shows each parent's language.
    await staff.page.goto("/staff/parents");
    await staff.page.getByLabel("নাম, ইমেইল, ফোন বা শিশুর নাম দিয়ে খুঁজুন").fill(toBangla(`0${digits}`));
    await staff.page.getByRole("button", { name: "খুঁজুন" }).click();
    const row = staff.page.getByTestId("parent-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(parent.fullName);
    await expect(row).toContainText("বাংলা");
    await expect(staff.page.getByRole("heading", { level: 1 })).toHaveText("অভিভাবক");
    await expect(staff.page.getByText("জন অভিভাবক পাওয়া গেছে।")).toBeVisible();
    const parentPath = `/staff/parents/${parent.id}`;

    await staff.page.goto("/staff/support?status=open");
    await staff.page.getByRole("link", { name: subject }).click();
    await staff.page.waitForURL(/\/staff\/support\/[0-9a-f-]{36}$/);
    const thread = new URL(staff.page.url()).pathname;

    await staff.page.setViewportSize(phone);
    for (const path of [
      "/staff",
      "/staff/inbox",
      "/staff/support",
      thread,
      "/staff/parents",
      parentPath,
      `${parentPath}/invoices`,
      `${parentPath}/apply`,
      "/staff/users",
      "/staff/audit",
    ]) {
      await staff.page.goto(path);
      await waitForEnhancement(staff.page);
      await expect(staff.page.locator("html"), path).toHaveAttribute("lang", "bn");
      expect(await englishWords(staff.page, [...names, ...(await ownWords(staff.page))]), path).toEqual([]);
    }

    await staff.page.goto(parentPath);
    await expect(staff.page.getByTestId("parent-language")).toHaveText("বাংলা");
    await expect(staff.page.getByRole("link", { name: "সব অভিভাবক" })).toBeVisible();
    await staff.page.goto(`/staff/parents/${writer.id}`);
    await expect(staff.page.getByTestId("parent-language")).toHaveText("English");
    await staff.context.close();
  });

  test("an admin's role change is confirmed and logged in Bangla, with Bangla digits in the overview", async ({
    page,
    browser,
  }) => {
    const { parent, admin } = await banglaFamilyAndAdmin(page);
    const staff = await newDevice(browser, { signedInAs: admin });
    await staff.page.goto(`/staff/users?q=${encodeURIComponent(parent.email)}`);
    await staff.page.getByLabel(`${parent.fullName}-এর ভূমিকা`).selectOption("staff");
    await staff.page.getByRole("button", { name: "সংরক্ষণ করুন" }).click();
    await expect(toast(staff.page, "ভূমিকা বদলানো হয়েছে")).toContainText("এই ব্যবহারকারী এখন");

    await staff.page.goto(`/staff/audit?user=${admin.id}&type=user`);
    const entry = staff.page.getByTestId("audit-entry");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("ভূমিকা বদল");
    await expect(entry).toContainText("ভূমিকা");
    expect(await englishWords(staff.page, [admin.fullName, ...(await ownWords(staff.page))])).toEqual([]);

    await staff.page.goto("/staff");
    await expect(staff.page.getByRole("heading", { level: 1 })).toHaveText("স্টাফ কনসোল");
    const tiles = await staff.page.locator("main li p.text-3xl").allInnerTexts();
    // What waits (applications, payments, support, inbox) and the parents.
    expect(tiles.length).toBe(5);
    for (const tile of tiles) expect(tile).toMatch(/^[০-৯]+$/);
    await staff.context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`a reply left empty is refused in Bangla with JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
      page,
      browser,
    }) => {
      const { subject } = await supportMessage(page);
      const { admin } = await banglaFamilyAndAdmin(page);
      const staff = await newDevice(browser, { signedInAs: admin, javaScriptEnabled });
      await staff.page.goto("/staff/support");
      await staff.page.getByRole("link", { name: subject }).click();
      await staff.page.waitForURL(/\/staff\/support\/[0-9a-f-]{36}$/);
      if (javaScriptEnabled) await waitForEnhancement(staff.page);
      await staff.page.getByRole("button", { name: "উত্তর পাঠান" }).click();
      await expect(staff.page.locator("#staff-reply-body-error")).toHaveText("অনুগ্রহ করে উত্তরটি লিখুন।");
      await expect(toast(staff.page, "ত্রুটি")).toContainText("অনুগ্রহ করে উত্তরটি লিখুন।");
      await expect(staff.page.getByText("এখনো কোনো উত্তর দেওয়া হয়নি।")).toBeVisible();
      await staff.context.close();
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the language switch in the console's header saves the staff member's choice", async ({ page }) => {
      const staffMember = await createUser(page.request, { role: "staff", language: "bn", fullName: "Nasrin Sultana" });
      await signIn(page.request, staffMember);
      await page.goto("/staff/support");
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("সহায়তা");

      await page.getByRole("banner").getByRole("button", { name: "Read this page in English" }).click();
      await expect(page).toHaveURL(/\/staff\/support$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Support");
      // Saved in the profile: a new session opens the console in English.
      await page.context().clearCookies();
      await signIn(page.request, staffMember);
      await page.goto("/staff");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff console");

      await page.getByRole("banner").getByRole("button", { name: "এই পাতা বাংলায় পড়ুন" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("স্টাফ কনসোল");
    });
  });
});

const toBangla = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
