import crypto from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { englishWords } from "../support/bangla";
import { createPlace, newTransactionId, postFixture } from "../support/billing";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { axeViolations, sidewaysOverflow } from "../support/page-checks";
import { createUser, type SeededUser, signIn } from "../support/seed";

/**
 * Bangla (docs/product.md#languages): a parent whose profile language is Bangla pays an invoice and applies for a place
 * in Bangla, with Bangla digits in the amounts and dates, and types Bangla digits into the forms, with JavaScript on
 * and off.
 */
const phone = { width: 390, height: 844 };
const banglaDigits = (text: string) => text.replace(/[0-9]/g, (d) => "০১২৩৪৫৬৭৮৯"[Number(d)]!);
/** Letters only, so that a seeded name reads as one word to `englishWords`. */
const letters = () => Array.from(crypto.randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join("");
const names = (parent: SeededUser, ...more: string[]) => [parent.fullName, parent.childName, ...more];

/** A Bangla-speaking parent, signed in on `page` after `before` (seeding that should not run in their language). */
async function banglaParent(page: Page, before?: (parent: SeededUser) => Promise<unknown>) {
  const parent = await createUser(page.request, { language: "bn" });
  await before?.(parent);
  await signIn(page.request, parent);
  return parent;
}

async function inBangla(page: Page, allowed: string[], where: string, javaScriptEnabled: boolean) {
  await expect(page.locator("html"), where).toHaveAttribute("lang", "bn");
  expect(await englishWords(page, allowed), where).toEqual([]);
  expect(await sidewaysOverflow(page), where).toBeLessThanOrEqual(0);
  // Axe runs as a script in the page, so only with JavaScript on.
  if (javaScriptEnabled) expect(await axeViolations(page), where).toEqual([]);
}

const seedBatch = async (request: APIRequestContext, programme: "preschool" | "adventure" = "preschool") => {
  const name = `Shapla ${letters()}`;
  const { batchId } = await postFixture<{ batchId: string }>(request, "enrolment", { name, programme });
  return { id: batchId, name };
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(`in Bangla with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.describe.configure({ timeout: 150_000 });
    const ready = async (page: Page) => {
      if (javaScriptEnabled) await waitForEnhancement(page);
    };

    test("payments and an invoice in Bangla; a bKash payment with Bangla digits", async ({ page }) => {
      let invoiceId = "";
      const parent = await banglaParent(page, async (p) => {
        invoiceId = (await createPlace(page.request, p.id)).invoices[0]!.id;
      });
      await page.setViewportSize(phone);

      await page.goto("/dashboard/payments");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("পেমেন্টের ইতিহাস");
      const admission = page.getByTestId("invoice").filter({ hasText: "ভর্তি ফি" });
      await expect(admission).toContainText(fees.taka(fees.preschool.admission, { language: "bn" }));
      await expect(admission).toContainText("পরিশোধের শেষ তারিখ");
      await expect(admission.getByText("বকেয়া", { exact: true })).toBeVisible();
      await expect(page.getByText("এখনো কোনো পেমেন্টের হিসাব নেই।")).toBeVisible();
      await inBangla(page, names(parent), "/dashboard/payments", javaScriptEnabled);

      await admission.getByRole("link", { name: /এখনই পরিশোধ করুন/ }).click();
      await expect(page).toHaveURL(`/dashboard/payments/invoices/${invoiceId}`);
      await ready(page);
      await expect(page.getByTestId("steps-bkash")).toContainText(
        `পরিমাণ: ঠিক ${fees.taka(fees.preschool.admission, { language: "bn" })}`,
      );
      await expect(page.getByTestId("steps-bkash")).toContainText("০১৭০০-০০০০০১");
      await inBangla(page, names(parent), "invoice", javaScriptEnabled);

      const form = page.getByRole("form", { name: "পেমেন্ট জমা দিন" });
      const submit = form.getByRole("button", { name: "পেমেন্ট জমা দিন" });
      const number = form.getByLabel("আপনার bKash/Nagad নম্বর");
      const trxId = form.getByLabel("ট্রানজেকশন আইডি");
      const numberMessage = "যে নম্বর থেকে টাকা পাঠিয়েছেন, অনুগ্রহ করে সেটি লিখুন।";
      const trxMessage = "অনুগ্রহ করে নিশ্চিতকরণ এসএমএস-এ পাওয়া ট্রানজেকশন আইডিটি লিখুন।";

      // Nothing typed, then a number and an ID that are not ones: the messages in Bangla.
      await submit.click();
      await expect(page.getByText(numberMessage).first()).toBeVisible();
      await expect(page.getByText(trxMessage).first()).toBeVisible();
      await number.fill("১২৩৪৫");
      await trxId.fill("ab১");
      await submit.click();
      await expect(page.getByText(numberMessage).first()).toBeVisible();
      await expect(page.getByText(trxMessage).first()).toBeVisible();
      await expect(page).toHaveURL(`/dashboard/payments/invoices/${invoiceId}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");

      // The number and the TrxID typed in Bangla digits are taken.
      await form.getByLabel("bKash", { exact: true }).check();
      await number.fill("০১৭১২৩৪৫৬৭৮");
      await trxId.fill(banglaDigits(newTransactionId()));
      await submit.click();
      await expect(page.getByTestId("invoice-state")).toContainText("যাচাই চলছে");
      await expect(page.getByTestId("invoice").getByText("যাচাই চলছে", { exact: true })).toBeVisible();
      await expect(toast(page, "Payment not submitted")).toHaveCount(0);
    });

    test("the application form and the enrolment page in Bangla, with a child's age in Bangla digits", async ({
      page,
    }) => {
      const preschool = await seedBatch(page.request);
      const offered = await seedBatch(page.request);
      const waitlisted = await seedBatch(page.request);
      const parent = await banglaParent(page, async (p) => {
        await postFixture(page.request, "applications", { parentId: p.id, batchId: offered.id, status: "offered" });
        await postFixture(page.request, "applications", {
          parentId: p.id,
          batchId: waitlisted.id,
          status: "waitlisted",
        });
      });
      await page.setViewportSize(phone);
      const newChild = `Mitu ${letters()}`;

      await page.goto("/enroll/apply");
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("ভর্তির আবেদন");
      await ready(page);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      // Nothing chosen: the messages in Bangla.
      const submit = page.getByRole("button", { name: "আবেদন জমা দিন" });
      await page.getByRole("radio", { name: /নতুন সন্তান যোগ করুন/ }).check();
      await submit.click();
      await expect(page.locator("#application-batchId-error")).toHaveText("অনুগ্রহ করে একটি ব্যাচ বেছে নিন।");
      await expect(page.locator("#application-childName-error")).toContainText(/[\u0980-\u09FF]/);
      await expect(page.locator("#application-childName-error")).not.toContainText(/[A-Za-z]/);
      if (!javaScriptEnabled) await expect(toast(page, "আবেদন পাঠানো যায়নি")).toBeVisible();

      // A child too old for the preschool, typed in Bangla digits.
      await page.getByRole("radio", { name: new RegExp(preschool.name) }).check();
      await page.getByLabel("সন্তানের নাম").fill(newChild);
      await page.getByLabel("সন্তানের বয়স").fill("৯");
      await submit.click();
      await expect(page.locator("#application-childAge-error")).toHaveText("এই প্রোগ্রামটি ৩-৫ বছর বয়সী শিশুদের জন্য।");

      // Four, in Bangla digits: the application is taken.
      await page.getByRole("radio", { name: new RegExp(preschool.name) }).check();
      await page.getByLabel("সন্তানের বয়স").fill("৪");
      await submit.click();
      await expect(page).toHaveURL("/dashboard/enrolment");
      await expect(toast(page, "আবেদন পৌঁছেছে")).toContainText("আসন নিশ্চিত হলে আমরা ইমেইলে জানাব।");

      const card = (batch: { name: string }) => page.getByTestId("application").filter({ hasText: batch.name });
      await expect(card(preschool)).toContainText("জমা হয়েছে");
      await expect(card(preschool)).toContainText("শুক্রবার ও শনিবার");
      await expect(page.getByTestId("child-applications").filter({ has: card(preschool) })).toContainText(
        `${newChild}বয়স ৪`,
      );
      await expect(card(offered)).toContainText("আসনের প্রস্তাব");
      await expect(card(offered).getByRole("button", { name: "প্রস্তাব গ্রহণ করুন" })).toBeVisible();
      await expect(card(waitlisted).getByTestId("waitlist-position")).toHaveText("অপেক্ষমাণ তালিকায় ১ নম্বরে");
      await inBangla(
        page,
        names(parent, newChild, preschool.name, offered.name, waitlisted.name),
        "/dashboard/enrolment",
        javaScriptEnabled,
      );
    });
  });
}
