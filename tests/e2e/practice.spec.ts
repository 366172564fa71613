import AxeBuilder from "@axe-core/playwright";
import { toast, waitForEnhancement } from "../support/accounts";
import { createPlace } from "../support/billing";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/page-checks";
import { createUser, signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/**
 * Home practice (docs/product.md#home-practice), as staff and a parent walk it: staff write an activity and assign it
 * to a batch; the parent sees it under 'This week at home', logs 'With help' with a note, then changes it to 'Did it';
 * staff read the log on the batch page. With JavaScript on in English, and off for a family that reads Bangla (staff
 * wrote the title and steps in Bangla too, and the materials only in English).
 */

const runs = [
  { javaScriptEnabled: true, language: "en" as const },
  { javaScriptEnabled: false, language: "bn" as const },
];

const words = {
  en: {
    helped: "With help",
    done: "Did it",
    note: "What did you notice? (optional)",
    logged: "Practice logged",
    changed: "Today's log changed",
  },
  bn: {
    helped: "সাহায্য নিয়ে",
    done: "করেছে",
    note: "আপনি কী লক্ষ্য করলেন? (ঐচ্ছিক)",
    logged: "অনুশীলন লেখা হয়েছে",
    changed: "আজকের লেখা বদলানো হয়েছে",
  },
};

for (const { javaScriptEnabled, language } of runs) {
  test.describe(`home practice with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.describe.configure({ timeout: 120_000 });

    test(`staff assign an activity; the parent logs it and changes it; staff read it${language === "bn" ? " in Bangla" : ""}`, async ({
      context,
      page,
      playwright,
      clientIp,
      signedInStaff: staff,
    }) => {
      const run = crypto.randomUUID().slice(0, 6);
      const title = `Spoon count ${run}`;
      const titleBn = `চামচ গোনা ${run}`;
      const parent = await createUser(context.request, { language, childName: `Mira ${run}` });
      await signIn(context.request, parent);
      const place = await createPlace(context.request, parent.id, { paid: true, startInDays: -7 });

      // Staff write the activity.
      const s = staff.page;
      await s.goto("/staff/activities");
      if (javaScriptEnabled) await waitForEnhancement(s);
      const form = s.getByRole("form", { name: "New Activity" });
      await form.getByLabel("Title", { exact: true }).fill(title);
      await form.getByLabel("Title in Bangla (optional)").fill(titleBn);
      await form.getByLabel("Materials", { exact: true }).fill("Five spoons and a cup");
      await form.getByLabel("Steps", { exact: true }).fill("Put the spoons in the cup one by one, counting aloud.");
      await form.getByLabel("Steps in Bangla (optional)").fill("একটি একটি করে চামচ কাপে রাখুন, জোরে গুনুন।");
      await form.getByLabel("What to look for", { exact: true }).fill("Touching each spoon once");
      await form.getByLabel("Link to a recording or a video (optional)").fill("http://example.com/video");
      await form.getByRole("button", { name: "Save Activity" }).click();
      await expect(s.getByText("Please enter a link starting with https://.").first()).toBeVisible();
      await s
        .getByRole("form", { name: "New Activity" })
        .getByLabel("Link to a recording or a video (optional)")
        .fill("https://example.com/video");
      await s.getByRole("form", { name: "New Activity" }).getByRole("button", { name: "Save Activity" }).click();
      await expect(toast(s, "Activity saved")).toBeVisible();
      await expect(s.getByTestId("activity").filter({ hasText: title })).toBeVisible();

      // ...and assign it to the batch, all its children ticked.
      await s.goto(`/staff/batches/${place.batchId}`);
      if (javaScriptEnabled) await waitForEnhancement(s);
      const assign = s.getByRole("form", { name: "Assign" });
      await assign.getByLabel("Activity").selectOption({ label: title });
      await expect(assign.getByLabel(parent.childName)).toBeChecked();
      await assign.getByRole("button", { name: "Assign" }).click();
      await expect(toast(s, "Activity assigned")).toBeVisible();

      // The parent sees it this week, logs 'With help' with a note, then changes it to 'Did it'.
      const w = words[language];
      await page.goto("/dashboard/progress");
      if (javaScriptEnabled) await waitForEnhancement(page);
      const card = page.getByTestId("practice-card").filter({ hasText: parent.childName });
      if (language === "bn") {
        await expect(card.getByRole("heading", { name: titleBn })).toBeVisible();
        await expect(card.getByText("Five spoons and a cup")).toHaveAttribute("lang", "en");
        await expect(card).toContainText("একটি একটি করে চামচ কাপে রাখুন");
      } else {
        await expect(card.getByRole("heading", { name: title })).toBeVisible();
        await expect(card).toContainText("Five spoons and a cup");
      }
      await expect(card.getByRole("link")).toHaveAttribute("href", "https://example.com/video");
      await card.getByLabel(w.note).fill("She counted to four, then needed help");
      await card.getByRole("button", { name: w.helped }).click();
      await expect(toast(page, w.logged)).toBeVisible();
      const today = page
        .getByTestId("practice-card")
        .filter({ hasText: parent.childName })
        .locator('[data-testid="practice-day"].ring-2');
      await expect(today).toHaveAttribute("data-outcome", "helped");
      const again = page.getByTestId("practice-card").filter({ hasText: parent.childName });
      await expect(again.getByRole("button", { name: w.helped })).toHaveAttribute("aria-pressed", "true");
      await expect(again.getByLabel(w.note)).toHaveValue("She counted to four, then needed help");
      await again.getByRole("button", { name: w.done }).click();
      await expect(toast(page, w.changed)).toBeVisible();
      await expect(today).toHaveAttribute("data-outcome", "done");
      // Axe runs in the page, so only with JavaScript on.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      // A classmate's parent can't log it: their post of this activity's form answers 404, and logs nothing.
      if (javaScriptEnabled) {
        const assignmentId = await again.locator('input[name="assignmentId"]').inputValue();
        const other = await playwright.request.newContext({
          baseURL: testEnv.baseUrl,
          extraHTTPHeaders: { "X-Forwarded-For": clientIp },
        });
        const classmate = await createUser(other, { childName: `Rafi ${run}` });
        await createPlace(other, classmate.id, { paid: true, batchId: place.batchId });
        await signIn(other, classmate);
        const refused = await other.post("/dashboard/progress", {
          form: { assignmentId, outcome: "not-yet", note: "not mine" },
          headers: { Origin: testEnv.baseUrl },
          maxRedirects: 0,
        });
        expect(refused.status()).toBe(404);
        await other.dispose();
      }

      // Staff read it on the batch page before the next class.
      await s.goto(`/staff/batches/${place.batchId}`);
      const log = s.getByTestId("practice-child").filter({ hasText: parent.childName });
      await expect(log.getByTestId("practice-log-lines")).toContainText("Did it");
      await expect(log.getByTestId("practice-log-lines")).toContainText("She counted to four, then needed help");
      await expect(log.getByTestId("practice-log-lines")).not.toContainText("not mine");
      if (javaScriptEnabled) {
        const results = await new AxeBuilder({ page: s }).include("#home-practice").analyze();
        expect(results.violations.map((v) => v.id)).toEqual([]);
      }
    });
  });
}
