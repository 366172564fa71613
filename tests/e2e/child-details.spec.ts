import { toast, waitForEnhancement } from "../support/accounts";
import { createPlace } from "../support/billing";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/page-checks";
import { createUser, signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/**
 * Each child's details and the outdoor consent (docs/product.md#each-childs-details, docs/product.md#consents): a
 * parent fills in allergies and an emergency contact and chooses a photo use; the outdoor session's 'We'll be there'
 * asks for the term's agreement first; staff see the child's details and consents on the session's list. The family
 * and its place are made through the test-only routes and staff's session is posted as their form posts it; the
 * parent's pages and staff's list are read in the browser. With JavaScript on in English; off, in Bangla.
 */

const words = {
  en: {
    link: "Health, emergency contact and consents",
    allergies: "Allergies",
    name: "Name",
    relation: "Relation",
    phone: "Phone",
    save: "Save Details",
    saved: "Details saved",
    badPhone: "Please enter a valid phone number, for example 01711-000000.",
    promotional: "promotional use (website, social media)",
    saveChoices: "Save Choices",
    choicesSaved: "Photo and video choices saved",
    agree: (child: string) => `I agree that ${child} takes part in this term's outdoor sessions.`,
    yes: "We'll be there",
    notSaved: "Not Saved",
    answerSaved: "Answer Saved",
  },
  bn: {
    link: "স্বাস্থ্য, জরুরি যোগাযোগ ও সম্মতি",
    allergies: "অ্যালার্জি",
    name: "নাম",
    relation: "সম্পর্ক",
    phone: "ফোন",
    save: "তথ্য সংরক্ষণ করুন",
    saved: "তথ্য সংরক্ষিত হয়েছে",
    badPhone: "অনুগ্রহ করে সঠিক ফোন নম্বর দিন, যেমন ০১৭১১-০০০০০০।",
    promotional: "প্রচারের কাজে ব্যবহার (ওয়েবসাইট, সোশ্যাল মিডিয়া)",
    saveChoices: "পছন্দ সংরক্ষণ করুন",
    choicesSaved: "ছবি ও ভিডিওর পছন্দ সংরক্ষিত হয়েছে",
    agree: (child: string) => `আমি সম্মতি দিচ্ছি যে ${child} এই টার্মের বাইরের সেশনগুলোতে অংশ নেবে।`,
    yes: "আমরা আসছি",
    notSaved: "সংরক্ষণ হয়নি",
    answerSaved: "উত্তর সংরক্ষিত হয়েছে",
  },
};

const runs = [
  { javaScriptEnabled: true, language: "en" as const },
  { javaScriptEnabled: false, language: "bn" as const },
];

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const { javaScriptEnabled, language } of runs) {
  const w = words[language];
  test.describe(`a child's details and the outdoor consent with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.describe.configure({ timeout: 120_000 });

    test(`the parent fills in the details, agrees before 'We'll be there', and staff see it all${language === "bn" ? " (in Bangla)" : ""}`, async ({
      browser,
      context,
      page,
      signedInStaff: staff,
    }) => {
      const childName = `Mira ${crypto.randomUUID().slice(0, 4)}`;
      const parent = await createUser(context.request, { language, childName });
      await signIn(context.request, parent);
      const place = await createPlace(context.request, parent.id, { paid: true, outdoor: true, startInDays: -10 });
      const added = await staff.context.request.post(`/staff/batches/${place.batchId}`, {
        form: {
          intent: "outdoor.add",
          date: dayAfter(7),
          startTime: "08:30",
          endTime: "10:30",
          place: "Ramna Park, the main gate",
          notes: "",
        },
        headers: { Origin: testEnv.baseUrl },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
      expect(added.headers().location).toMatch(/#outdoor$/);

      // The profile leads to the child's details.
      await page.goto("/dashboard/profile");
      await page.getByRole("link", { name: w.link }).first().click();
      await expect(page).toHaveURL(/\/dashboard\/profile\/children\/[0-9a-f-]{36}$/);
      const detailsPath = new URL(page.url()).pathname;
      if (javaScriptEnabled) await waitForEnhancement(page);
      await page.getByLabel(w.allergies, { exact: true }).fill("Peanuts");
      await page.getByLabel(w.name, { exact: true }).fill("Nasima Begum");
      await page.getByLabel(w.relation, { exact: true }).fill("Grandmother");
      await page.getByLabel(w.phone, { exact: true }).fill("12345");
      await page.getByRole("button", { name: w.save }).click();
      await expect(page.locator("#child-details-emergencyPhone-error")).toHaveText(w.badPhone);
      await page.getByLabel(w.phone, { exact: true }).fill(language === "bn" ? "০১৭১১-০০০০০০" : "01711-000000");
      await page.getByRole("button", { name: w.save }).click();
      await expect(toast(page, w.saved)).toBeVisible();
      await expect(page.getByLabel(w.allergies, { exact: true })).toHaveValue("Peanuts");
      await expect(page.getByLabel(w.phone, { exact: true })).toHaveValue("+8801711000000");

      await page.getByLabel(w.promotional).check();
      await page.getByRole("button", { name: w.saveChoices }).click();
      await expect(toast(page, w.choicesSaved)).toBeVisible();
      await expect(page.getByTestId("media-history").locator("tbody tr")).toHaveCount(1);
      // Axe runs in the page: only with JavaScript on.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      // Another family finds nothing there.
      const other = await createUser(context.request);
      const outsider = await newDevice(browser, { signedInAs: other });
      expect((await outsider.page.goto(detailsPath))?.status()).toBe(404);
      await outsider.context.close();

      // 'We'll be there' asks for the term's agreement first.
      await page.goto("/dashboard/classes");
      const session = page.getByTestId("outdoor-session");
      await expect(session.getByTestId("outdoor-policy")).toBeVisible();
      await session.getByRole("button", { name: w.yes }).click();
      await expect(toast(page, w.notSaved)).toBeVisible();
      await session.getByLabel(w.agree(childName)).check();
      await session.getByRole("button", { name: w.yes }).click();
      await expect(toast(page, w.answerSaved)).toBeVisible();
      await expect(page.getByTestId("outdoor-session").getByTestId("outdoor-policy")).toHaveCount(0);

      // Staff see the child's details and consents on the session's list.
      await staff.page.goto(`/staff/batches/${place.batchId}`);
      const coming = staff.page.getByTestId("coming-child").filter({ hasText: childName });
      await expect(coming).toContainText("Peanuts");
      await expect(coming).toContainText("Nasima Begum (Grandmother)");
      await expect(coming.getByRole("link", { name: "+8801711000000" })).toHaveAttribute("href", "tel:+8801711000000");
      await expect(coming).toContainText("internal use: No · promotional use: Yes");
      await expect(coming).toContainText(/Outdoor policy agreed for Term \d, \d{4} by /);
    });
  });
}
