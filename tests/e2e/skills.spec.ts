import type { Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { createPlace } from "../support/billing";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { createUser, signIn } from "../support/seed";

/**
 * The skills map and progress reviews (docs/product.md#skills-map-and-progress-reviews), as staff and a parent walk
 * them: staff import the school's items, score a baseline for a batch, set two targets to 'teaching', write and
 * publish a review; the parent sees the map with its percentages, 'Working on now' and the review, and says they
 * read it. With JavaScript on in English; with it off for a family that reads Bangla. Each run has an area of its
 * own (the map's percentages count every item of an area), and its item codes are fixed, so a retry re-imports them.
 */

const runs = [
  { javaScriptEnabled: true, area: "Q", areaName: "Reading", language: "en" as const },
  { javaScriptEnabled: false, area: "T", areaName: "বানান", language: "bn" as const },
];

const todayInDhaka = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dhaka" }).format(new Date());

for (const { javaScriptEnabled, area, areaName, language } of runs) {
  test.describe(`skills with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.describe.configure({ timeout: 120_000 });

    test(`staff score a batch and publish a review; the parent reads it${language === "bn" ? " in Bangla" : ""}`, async ({
      context,
      page,
      signedInStaff: staff,
    }) => {
      const code = (n: number) => `${area}-e2e-${n}`;
      const parent = await createUser(context.request, { language, childName: `Mira ${area}` });
      await signIn(context.request, parent);
      const place = await createPlace(context.request, parent.id, { paid: true, startInDays: -7 });
      const classmate = await createUser(context.request, { childName: `Rafi ${area}` });
      await createPlace(context.request, classmate.id, { paid: true, batchId: place.batchId });

      // Staff import the school's items: a bad row first (nothing imported), then the good file.
      const s = staff.page;
      await s.goto(`/staff/skills?area=${area}`);
      if (javaScriptEnabled) await waitForEnhancement(s);
      const importForm = s.getByRole("form", { name: "Import Items" });
      const upload = async (rows: string[]) => {
        await importForm.getByLabel("CSV file").setInputFiles({
          name: "items.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(["code,area,max_score,staff_text,parent_text_en,parent_text_bn", ...rows].join("\n")),
        });
        await importForm.getByLabel("The school holds a licence for these items").check();
        await importForm.getByRole("button", { name: "Import Items" }).click();
      };
      await upload([`${code(1)},${area},4,Reads a word,Reads a word,একটি শব্দ পড়ে`, `${code(9)},${area},3,x,y,`]);
      await expect(s.getByTestId("import-problems")).toContainText("Row 3: max_score must be 1, 2 or 4.");
      await upload([
        `${code(1)},${area},4,Reads a word,Reads short words,ছোট শব্দ পড়ে`,
        `${code(2)},${area},2,Names letters,Names the letters,অক্ষরের নাম বলে`,
        `${code(3)},${area},2,"Matches letters, upper to lower",Matches letters,অক্ষর মেলায়`,
      ]);
      await expect(toast(s, "Items imported")).toBeVisible();
      await expect(s.getByTestId("skill-item").filter({ hasText: code(3) })).toContainText(
        "Matches letters, upper to lower",
      );

      // A baseline of the area for the batch: Mira 3 and 1 of 4 and 2; Rafi 2.
      await s.goto(`/staff/batches/${place.batchId}/skills?kind=baseline&area=${area}&date=${todayInDhaka()}`);
      if (javaScriptEnabled) await waitForEnhancement(s);
      const cell = (child: string, n: number) => s.getByLabel(`${child}'s score: ${code(n)}`);
      await cell(parent.childName, 1).selectOption("3");
      if (javaScriptEnabled) await expect(cell(parent.childName, 1)).toHaveAttribute("data-changed", "");
      await cell(parent.childName, 2).selectOption("1");
      await cell(classmate.childName, 1).selectOption("2");
      await s.getByRole("button", { name: "Save Scores" }).click();
      await expect(toast(s, "Scores saved")).toContainText("3 changes saved.");
      await expect(cell(parent.childName, 1)).toHaveValue("3");
      await expect(cell(parent.childName, 1)).not.toHaveAttribute("data-changed");

      // Two targets to 'teaching', in one step, from the child's page; then the review, published.
      await s.getByRole("link", { name: parent.childName }).click();
      await s.goto(`${new URL(s.url()).pathname}?area=${area}`);
      await s.getByLabel(`Target for ${code(1)}`).selectOption({ label: "Teaching now" });
      await s.getByLabel(`Target for ${code(2)}`).selectOption({ label: "Teaching now" });
      await s.getByRole("button", { name: "Save Targets" }).click();
      await expect(toast(s, "Targets saved")).toBeVisible();
      await expect(s.getByTestId("targets")).toContainText(code(2));
      const review = s.getByRole("form", { name: "Write Review" });
      await review.getByLabel("Summary").fill("A bright start: Mira loves letters.");
      await review.getByLabel(/^Comment \(optional\) on/).fill("Reads short words with a little help.");
      await review.getByRole("button", { name: "Publish Review" }).click();
      await expect(toast(s, "Review published")).toBeVisible();
      await expect(s.getByTestId("staff-reviews")).toContainText("Not read yet");

      // The parent is mailed in their language, and sees the map, what is being taught and the review.
      const mail = await mailbox.waitFor(
        parent.email,
        language === "bn" ? `${parent.childName}-এর অগ্রগতি পর্যালোচনা` : `${parent.childName}'s progress review is ready`,
      );
      expect(mail.text).toContain("/dashboard/progress/reviews/");
      await page.goto("/dashboard/progress");
      if (javaScriptEnabled) await waitForEnhancement(page);
      const child = page.getByTestId("child-progress").filter({ hasText: parent.childName });
      await expect(child.getByTestId("skills-chart")).toBeVisible();
      // 3 + 1 of 4 + 2 + 2: 50%, the first check, 2 of the area's 3 skills scored.
      const row = child.getByTestId("skills-table").getByRole("row").filter({ hasText: areaName });
      await expect(row).toContainText(language === "bn" ? "৫০%" : "50%");
      await expect(row).toContainText(language === "bn" ? "প্রথম যাচাই" : "first check");
      await expect(row).toContainText(language === "bn" ? "৩টির মধ্যে ২টি" : "2 of 3");
      const working = child.getByTestId("working-on-now");
      await expect(working).toContainText(language === "bn" ? "ছোট শব্দ পড়ে" : "Reads short words");
      await expect(working).toContainText(language === "bn" ? "অক্ষরের নাম বলে" : "Names the letters");
      await child.getByTestId("review-list").getByRole("link").first().click();
      await expectReview(page, language);
    });
  });
}

/** The review page: summary and comment as staff wrote them, then 'We've read it', after which it says when. */
async function expectReview(page: Page, language: "en" | "bn") {
  const review = page.getByTestId("review");
  await expect(review.getByTestId("review-summary")).toHaveText("A bright start: Mira loves letters.");
  await expect(review).toContainText("Reads short words with a little help.");
  await expect(review.getByTestId("skills-chart")).toBeVisible();
  await page.getByRole("button", { name: language === "bn" ? "আমরা পড়েছি" : "We've read it" }).click();
  await expect(page.getByTestId("acknowledged")).toContainText(language === "bn" ? "পড়া হয়েছে" : "Read on");
  await expect(page.getByRole("button", { name: language === "bn" ? "আমরা পড়েছি" : "We've read it" })).toHaveCount(0);
}
