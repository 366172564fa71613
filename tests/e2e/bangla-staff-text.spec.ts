import type { Browser, BrowserContext, Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { createPlace, postFixture } from "../support/billing";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { createUser, signIn } from "../support/seed";
import { staffDevice } from "../support/staff";

/**
 * Text staff write, in Bangla too (docs/product.md#languages): staff give a batch a Bangla name and a cancelled
 * class a Bangla reason in the console, with JavaScript on and off; a Bangla parent reads them on the dashboard and in
 * the mail, an English parent reads the English, and a Bangla parent of a batch without a Bangla name reads the
 * English name marked lang="en".
 */

const suffix = () => crypto.randomUUID().slice(0, 6);

/** A parent reading in `language` with an active place in a preschool batch that started 10 days ago. */
async function family(context: BrowserContext, language: "en" | "bn", batchId?: string) {
  const parent = await createUser(context.request, { language });
  await signIn(context.request, parent);
  const place = await createPlace(context.request, parent.id, { startInDays: -10, paid: true, batchId });
  return { parent, place };
}

async function nextClassStart(page: Page) {
  await page.goto("/dashboard/classes");
  return new Date((await page.getByTestId("next-class").locator("time").getAttribute("datetime"))!);
}

/** Staff give the batch a Bangla name (Edit batch) and cancel its class at `start` with an English and a Bangla reason. */
async function staffWriteInBangla(
  browser: Browser,
  javaScriptEnabled: boolean,
  batchId: string,
  words: { nameBn: string; reason: string; reasonBn: string; start: Date },
) {
  const staff = await staffDevice(browser, { javaScriptEnabled });
  await staff.page.goto(`/staff/batches/${batchId}`);
  const edit = staff.page.getByRole("form", { name: "Edit batch" });
  await edit.getByLabel("Batch name in Bangla (optional)").fill(words.nameBn);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(staff.page, "Batch Updated")).toBeVisible();
  await expect(
    staff.page.getByRole("form", { name: "Edit batch" }).getByLabel("Batch name in Bangla (optional)"),
  ).toHaveValue(words.nameBn);

  const theClass = staff.page
    .getByTestId("upcoming-class")
    .filter({ has: staff.page.locator(`time[datetime="${words.start.toISOString()}"]`) });
  await theClass.getByText("Cancel this class…").click();
  await theClass.getByLabel("Reason (emailed to every family in the batch)").fill(words.reason);
  await theClass.getByLabel("Reason in Bangla (optional, for families who read Bangla)").fill(words.reasonBn);
  await theClass.getByRole("button", { name: "Cancel class and email families" }).click();
  await expect(toast(staff.page, "Class Cancelled")).toBeVisible();
  await staff.context.close();
}

for (const javaScriptEnabled of [true, false]) {
  test(`staff write a batch name and a cancellation reason in Bangla (JavaScript ${javaScriptEnabled ? "on" : "off"}); Bangla parents read them, English parents the English`, async ({
    browser,
    context,
    page,
  }) => {
    const bangla = await family(context, "bn");
    const englishContext = await browser.newContext();
    const english = await family(englishContext, "en", bangla.place.batchId);
    const start = await nextClassStart(page);
    const words = {
      nameBn: `শুক্র-শনি প্রি-স্কুল ${suffix()}`,
      reason: `Our teacher is at a training day ${suffix()}.`,
      reasonBn: `আমাদের শিক্ষক প্রশিক্ষণে আছেন ${suffix()}।`,
      start,
    };
    await staffWriteInBangla(browser, javaScriptEnabled, bangla.place.batchId, words);

    await page.goto("/dashboard");
    const banglaName = page.getByTestId("classes-card").getByText(words.nameBn, { exact: true });
    await expect(banglaName).toBeVisible();
    await expect(banglaName).not.toHaveAttribute("lang", /.*/);
    await expect(page.getByTestId("application-batch")).toHaveText(words.nameBn);
    await page.goto("/dashboard/classes");
    await expect(page.getByTestId("place-classes").getByRole("heading", { level: 2 })).toContainText(words.nameBn);
    const cancelled = page.getByTestId("cancelled-class").first();
    await expect(cancelled).toHaveText(`বাতিল: ${words.reasonBn}`);
    const mail = await mailbox.waitFor(bangla.parent.email, words.nameBn);
    expect(mail.text).toContain(`কারণ: ${words.reasonBn}`);
    expect(mail.text).not.toContain(words.reason);

    const englishPage = await englishContext.newPage();
    await englishPage.goto("/dashboard/classes");
    await expect(englishPage.getByTestId("cancelled-class").first()).toHaveText(`Cancelled: ${words.reason}`);
    await expect(englishPage.getByText(words.nameBn)).toHaveCount(0);
    const englishMail = await mailbox.waitFor(english.parent.email, "Class cancelled:");
    expect(englishMail.text).toContain(`Why: ${words.reason}`);
    await englishContext.close();
  });
}

test("a Bangla parent reads staff's English, marked lang=en, where staff wrote no Bangla", async ({
  context,
  page,
}) => {
  await family(context, "bn");
  await page.goto("/dashboard/classes");
  const batchName = page.getByTestId("place-classes").getByRole("heading", { level: 2 }).locator("[lang]");
  await expect(batchName).toHaveAttribute("lang", "en");
  await expect(batchName).toHaveText(/[A-Za-z]/);
  await page.goto("/dashboard");
  await expect(page.getByTestId("classes-card").locator('[lang="en"]')).toHaveText(/[A-Za-z]/);
});

for (const javaScriptEnabled of [true, false]) {
  test(`a Bangla console's enrolment toast names the batch in Bangla (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    context,
  }) => {
    const childName = `Mina ${suffix()}`;
    const nameBn = `সন্ধ্যার পেঁচা ${suffix()}`;
    const parent = await createUser(context.request, { childName, childAge: 4 });
    const { batchId } = await postFixture<{ batchId: string }>(context.request, "enrolment", {
      name: `Evening Owls ${suffix()}`,
      nameBn,
      applicantId: parent.id,
    });
    const staff = await createUser(context.request, { role: "staff", language: "bn", fullName: "Nusrat Jahan" });
    const device = await newDevice(browser, { javaScriptEnabled, signedInAs: staff });
    await device.page.goto(`/staff/enrolment?batch=${batchId}`);
    if (javaScriptEnabled) await waitForEnhancement(device.page);
    const row = device.page.getByTestId("application-row").filter({ hasText: childName });
    await row.getByRole("button", { name: "গ্রহণ করুন" }).click();
    await expect(toast(device.page, "আবেদন গৃহীত হয়েছে")).toContainText(`${childName} (${nameBn}) আসন পেয়েছে।`);
    await device.context.close();
  });
}
