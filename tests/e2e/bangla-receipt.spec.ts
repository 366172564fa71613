import { waitForEnhancement } from "../support/accounts";
import { allowedLatin } from "../support/bangla";
import { createPlace, newTransactionId } from "../support/billing";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { createUser, signIn } from "../support/seed";
import { approveTransfer } from "../support/staff";

/**
 * A Bangla-speaking parent's payment mails and receipt are in Bangla (labels, dates, amounts, the method),
 * whoever's request sends them: here staff's, in English.
 */
const bangla = { language: "bn" } as const;

test.describe("a Bangla-speaking parent's receipt", () => {
  test.describe.configure({ timeout: 120_000 });

  test("paid with Bangla digits, approved by staff: the receipt mail and the printable receipt are in Bangla", async ({
    page,
    context,
    signedInStaff: staff,
  }) => {
    const parent = await createUser(context.request, { language: "bn" });
    await signIn(context.request, parent);
    const { invoices } = await createPlace(context.request, parent.id, { startInDays: 14 });

    // The parent pays the admission fee by bKash, typing the number in Bangla digits.
    const trx = newTransactionId();
    await page.goto(`/dashboard/payments/invoices/${invoices[0]!.id}`);
    await waitForEnhancement(page);
    const form = page.locator("form").filter({ has: page.locator('input[name="senderNumber"]') });
    await form.locator('input[name="senderNumber"]').fill("০১৭১২৩৪৫৬৭৮");
    await form.locator('input[name="transactionId"]').fill(trx);
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('input[name="transactionId"]')).toHaveCount(0, { timeout: 15_000 });

    // Staff, in English, approve it.
    await approveTransfer(staff.page, trx);

    // The receipt mail is in Bangla, with Bangla digits.
    const mail = await mailbox.waitFor(parent.email, /^রসিদ RCT-/);
    // The test sink keeps the spaces between a long subject's encoded words (RFC 2047 drops them): compare without.
    const squeezed = (text: string) => text.replace(/\s+/g, "");
    expect(squeezed(mail.subject)).toMatch(
      new RegExp(
        `^${squeezed(`রসিদ RCT-\\d{4}-\\d{4}: ${fees.takaPattern(fees.preschool.admission, bangla)} পেয়েছি`)}$`,
      ),
    );
    expect(mail.text).toContain(`প্রিয় ${parent.fullName},`);
    expect(mail.text).toContain(`ভর্তি ফি: ${fees.taka(fees.preschool.admission, bangla)}`);
    expect(mail.text).toContain("পদ্ধতি: bKash");
    expect(mail.text).toContain(`ট্রানজ্যাকশন আইডি: ${trx}`);
    expect(mail.html).toContain('<html lang="bn">');
    const receiptUrl = /https?:\/\/\S+\/dashboard\/payments\/receipts\/[0-9a-f-]+/.exec(mail.text)![0];

    // The printable receipt: Bangla labels, amounts and date in Bangla digits, nothing left in English.
    await page.goto(new URL(receiptUrl).pathname);
    const receipt = page.getByTestId("receipt");
    await expect(receipt.getByRole("heading", { name: "রসিদ" })).toBeVisible();
    await expect(receipt).toContainText("পরিশোধিত");
    await expect(receipt).toContainText("যাঁর কাছ থেকে পেয়েছি");
    await expect(receipt).toContainText("পরিশোধের তারিখ");
    await expect(receipt).toContainText("ভর্তি ফি");
    await expect(receipt).toContainText("মোট পরিশোধ");
    await expect(receipt).toContainText(fees.taka(fees.preschool.admission, bangla));
    await expect(receipt).toContainText("বাড়ি ০০, রোড ০০, ধানমন্ডি, ঢাকা ১২০৯");
    await expect(receipt).toContainText(trx);
    const paidOn = new Intl.DateTimeFormat("bn-BD", { dateStyle: "medium", timeZone: "Asia/Dhaka" }).format(new Date());
    await expect(receipt).toContainText(paidOn);
    const receiptText = await receipt.innerText();
    expect(receiptText.replace(/\S+@\S+|RCT-\d{4}-\d{4}|INV-\d{4}-\d+/g, "").replace(trx, "")).not.toMatch(/[0-9]/);
    // The receipt (the page around it is the dashboard's): Latin-script words beyond the brand, bKash and the names.
    const allowed = new Set(
      [...allowedLatin, ...`${parent.fullName} ${parent.childName} RCT`.split(/\s+/)].map((w) => w.toLowerCase()),
    );
    const words = receiptText
      .replace(trx, "")
      .replace(/\S+@\S+/g, "")
      .replace(/\bINV-\d{4}-\d+/g, "")
      .match(/[A-Za-z]+(?:['-][A-Za-z]+)*/g);
    expect((words ?? []).filter((word) => !allowed.has(word.toLowerCase()))).toEqual([]);
  });
});
