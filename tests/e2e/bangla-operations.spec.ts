import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { englishWords } from "../support/bangla";
import { createPlace, createTransfer, newTransactionId, postFixture } from "../support/billing";
import { newDevice } from "../support/devices";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { axeViolations, sidewaysOverflow } from "../support/page-checks";
import { createUser, type SeededUser } from "../support/seed";

/**
 * The console's operations in Bangla (docs/product.md#languages): a staff member whose profile is in Bangla reads
 * payments, enrolment, batches, a batch, events and a receipt in Bangla (Bangla digits, dates and money), and creating
 * a batch answers in Bangla with or without JavaScript, taking a capacity typed in Bangla digits.
 */

/** A Bangla-speaking staff member, signed in on a browser of their own. */
async function banglaStaff(browser: Browser, request: APIRequestContext, javaScriptEnabled: boolean) {
  const staff = await createUser(request, { role: "staff", language: "bn", fullName: "Nusrat Jahan" });
  return { staff, device: await newDevice(browser, { javaScriptEnabled, signedInAs: staff }) };
}

const LATIN_WORD = /[A-Za-z]+(?:['-][A-Za-z]+)*/g;

/**
 * Latin words on the page beyond the people's and records' own data: names, batch names, TrxIDs and what parents
 * wrote are marked translate="no" by the pages (other tests' records share the console's lists).
 */
async function wordsLeftInEnglish(page: Page, people: SeededUser[], identifiers: string[] = []) {
  const data = [...(await page.locator('[translate="no"]').allInnerTexts()), ...identifiers].flatMap(
    (text) => text.match(LATIN_WORD) ?? [],
  );
  return englishWords(page, [...people.flatMap((p) => [p.fullName, p.childName]), ...data]);
}

async function expectBanglaPage(page: Page, path: string, people: SeededUser[], identifiers: string[] = []) {
  await expect(page.locator("html"), path).toHaveAttribute("lang", "bn");
  expect(await wordsLeftInEnglish(page, people, identifiers), path).toEqual([]);
  expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), path).toEqual([]);
}

test.describe("the console's operations in Bangla", () => {
  test.describe.configure({ timeout: 120_000 });

  test("payments, enrolment, batches, a batch, events and a receipt read in Bangla on a phone", async ({
    browser,
    context,
  }) => {
    const request = context.request;
    const payer = await createUser(request, { fullName: "Farzana Rahman", childName: "Ishaan" });
    const place = await createPlace(request, payer.id);
    const firstMonth = place.invoices[1]!;
    const transactionId = newTransactionId();
    await createTransfer(request, payer.id, firstMonth.id, transactionId);
    const applicant = await createUser(request, { fullName: "Nusrat Karim", childName: "Ayaan" });
    await postFixture(request, "enrolment", {
      name: `Evening Owls ${crypto.randomUUID().slice(0, 4)}`,
      programme: "preschool",
      applicantId: applicant.id,
    });
    const { staff, device } = await banglaStaff(browser, request, true);
    const page = device.page;
    const people = [payer, applicant, staff];
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto("/staff/payments");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("পেমেন্ট");
    const row = page.getByTestId("transfer-row").filter({ hasText: transactionId });
    await expect(row).toContainText(fees.taka(fees.preschool.monthly, { language: "bn" }));
    await expect(row).toContainText("নম্বর থেকে bKash");
    await expect(row.getByRole("button", { name: `অনুমোদন ${transactionId}` })).toBeVisible();
    await expectBanglaPage(page, "/staff/payments", people);

    await page.goto("/staff/enrolment");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ভর্তি");
    await expect(page.getByRole("button", { name: "গ্রহণ করুন" }).first()).toBeVisible();
    await expectBanglaPage(page, "/staff/enrolment", people);

    await page.goto("/staff/batches");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ব্যাচ");
    await expect(page.getByRole("form", { name: "নতুন ব্যাচ" }).getByLabel("আসন সংখ্যা")).toHaveValue("৬");
    await expectBanglaPage(page, "/staff/batches", people);

    await page.goto(`/staff/batches/${place.batchId}`);
    await expect(page.getByRole("heading", { name: "ভর্তি তালিকা" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "আগামী ৪ সপ্তাহের ক্লাস" })).toBeVisible();
    await expect(page.getByTestId("upcoming-class").first()).toContainText(/[০-৯]/);
    await expectBanglaPage(page, "/staff/batches/:id", people);

    await page.goto("/staff/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ইভেন্ট");
    await expect(page.getByRole("form", { name: "নতুন ইভেন্ট" }).getByLabel("জায়গা", { exact: true })).toHaveValue("২০");
    await expectBanglaPage(page, "/staff/events", people);

    // Approving answers in Bangla, with the amount in Bangla digits; the receipt is then in the console.
    await waitForEnhancement(page);
    await page.goto("/staff/payments");
    await page
      .getByTestId("transfer-row")
      .filter({ hasText: transactionId })
      .getByRole("button", { name: `অনুমোদন ${transactionId}` })
      .click();
    const approved = toast(page, "পেমেন্ট অনুমোদিত হয়েছে");
    await expect(approved).toContainText(`${fees.taka(fees.preschool.monthly, { language: "bn" })}-এর রসিদ RCT-`);
    await expect(approved).toContainText("অভিভাবককে রসিদটি ইমেইলে পাঠানো হয়েছে।");
    const receiptNumber = (await approved.textContent())?.match(/RCT-\d{4}-\d{4,}/)?.[0] ?? "";
    await page.goto(`/staff/parents/${payer.id}/invoices`);
    const receipt = page.locator('a[href^="/staff/payments/receipts/"]').first();
    await page.goto((await receipt.getAttribute("href"))!);
    await expect(page.getByRole("link", { name: "← পেমেন্ট" })).toBeVisible();
    // The receipt's and the payment's own numbers are identifiers, written as they are.
    await expectBanglaPage(page, "/staff/payments/receipts/:id", people, [receiptNumber, transactionId]);
    await device.context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`creating a batch answers in Bangla and takes Bangla digits (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
      context,
    }) => {
      const { staff, device } = await banglaStaff(browser, context.request, javaScriptEnabled);
      const page = device.page;
      await page.goto("/staff/batches");
      if (javaScriptEnabled) await waitForEnhancement(page);
      const form = page.getByRole("form", { name: "নতুন ব্যাচ" });

      // Nothing chosen, no name and seven seats: each field says what is wrong, in Bangla.
      await form.getByLabel("আসন সংখ্যা").fill("৭");
      await form.getByRole("button", { name: "ব্যাচ তৈরি করুন" }).click();
      await expect(form.getByText("একটি প্রোগ্রাম বেছে নিন।", { exact: true })).toBeVisible();
      await expect(form.getByText("ব্যাচের নাম লিখুন।", { exact: true })).toBeVisible();
      await expect(form.getByText("আসন সংখ্যা ১ থেকে ৬-এর মধ্যে হতে হবে।", { exact: true })).toBeVisible();
      await expect(form.getByLabel("আসন সংখ্যা")).toHaveValue("৭");
      expect(await wordsLeftInEnglish(page, [staff])).toEqual([]);

      const name = `Shapla ${crypto.randomUUID().slice(0, 4).replace(/\d/g, "x")}`;
      await form.getByLabel("প্রোগ্রাম", { exact: true }).selectOption("preschool");
      await form.getByLabel("ব্যাচের নাম", { exact: true }).fill(name);
      await form.getByLabel("আসন সংখ্যা").fill("৫");
      await form.getByRole("button", { name: "ব্যাচ তৈরি করুন" }).click();
      await expect(toast(page, "ব্যাচ তৈরি হয়েছে")).toContainText(`${name} ব্যাচে এখন আবেদন নেওয়া হচ্ছে।`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.locator('dl[aria-label="আসন"]')).toContainText("৫টির মধ্যে ০টি");
      await expect(page.getByRole("form", { name: "ব্যাচ সম্পাদনা" }).getByLabel("আসন সংখ্যা")).toHaveValue("৫");
      await device.context.close();
    });
  }
});
