import type { Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { englishWords } from "../support/bangla";
import { createPlace } from "../support/billing";
import * as fees from "../support/fees";
import { expect, test } from "../support/fixtures";
import { createUser, type SeededUser, signIn } from "../support/seed";

/**
 * Bangla (docs/product.md#languages): a parent whose profile language is Bangla reads the dashboard in Bangla, with
 * Bangla digits, on one URL per page; the profile's Language saves the choice, and forms take Bangla digits and answer
 * in Bangla.
 */
const phone = { width: 390, height: 844 };
const pages = [
  "/dashboard",
  "/dashboard/profile",
  "/dashboard/support",
  "/dashboard/subscription",
  "/dashboard/classes",
];

async function banglaParent(page: Page) {
  const parent = await createUser(page.request, { language: "bn" });
  await signIn(page.request, parent);
  return parent;
}

/** The seeded people's names, and the parent's initials that stand in for a photo. */
const names = (parent: SeededUser) => {
  const words = parent.fullName.split(/\s+/);
  return [parent.fullName, parent.childName, `${words[0]![0]}${words.at(-1)![0]}`];
};
const personal = (page: Page) => page.locator("form#profile");

test.describe("the dashboard in Bangla", () => {
  // Every page fits a 390 px screen and passes axe in Bangla too: page-sweep.spec.ts.
  test("every page is in Bangla", async ({ page }) => {
    const parent = await banglaParent(page);
    await page.setViewportSize(phone);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "bn");
      expect(await englishWords(page, names(parent)), path).toEqual([]);
    }
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`স্বাগতম, ${parent.fullName}!`);
    await expect(page.getByTestId("dashboard-top-bar")).toContainText("ড্যাশবোর্ড");
    await page.getByRole("button", { name: "ড্যাশবোর্ডের মেনু খুলুন" }).click();
    await expect(page.locator("#dashboard-drawer").getByRole("link", { name: "প্রোফাইল" })).toBeVisible();
  });

  test("the wide sidebar names every page in Bangla, and the profile lists the child's age in Bangla digits", async ({
    page,
  }) => {
    const parent = await banglaParent(page);
    await page.goto("/dashboard/profile");
    const sidebar = page.getByRole("navigation", { name: "ড্যাশবোর্ড", exact: true });
    for (const name of ["ড্যাশবোর্ড", "প্রোফাইল", "ভর্তি", "ক্লাস", "সাবস্ক্রিপশন", "পেমেন্ট", "সহায়তা"]) {
      await expect(sidebar.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("children-list")).toContainText(`বয়স ${"০১২৩৪৫৬৭৮৯"[parent.childAge]} বছর`);
    await expect(page.getByTestId("dashboard-sidebar").getByRole("button", { name: "লগআউট" })).toBeVisible();
  });

  test("with a paid place: the next class, the plan and the schedule read in Bangla with Bangla digits", async ({
    page,
  }) => {
    const parent = await banglaParent(page);
    await createPlace(page.request, parent.id, { programme: "hybrid", outdoor: true, paid: true, startInDays: 2 });
    await page.goto("/dashboard/classes");
    const heading = await page.getByTestId("place-classes").getByRole("heading", { level: 2 }).innerText();
    const batchWords = heading.split(" · ")[1]!.match(/[A-Za-z]+/g) ?? [];
    for (const path of ["/dashboard", "/dashboard/subscription", "/dashboard/classes"]) {
      await page.goto(path);
      expect(await englishWords(page, [...names(parent), ...batchWords]), path).toEqual([]);
    }
    await expect(page.getByTestId("next-class")).toHaveText(
      /^পরের ক্লাস: .+, [০-৯]{1,2} .+, [০-৯]{4}, .+ [০-৯]:[০-৯]{2}/,
    );
    await page.goto("/dashboard/subscription");
    await expect(page.getByTestId("subscription").getByRole("heading")).toHaveText(
      `হাইব্রিড প্রোগ্রাম — প্রতি মাস ${fees.taka(fees.hybrid.monthly, { language: "bn", whole: true })}`,
    );
    await expect(page.getByTestId("subscription").getByText("সক্রিয়", { exact: true })).toBeVisible();
  });

  test("the phone top bar switches the dashboard to English and back", async ({ page }) => {
    await banglaParent(page);
    await page.setViewportSize(phone);
    await page.goto("/dashboard/support");
    await page.getByTestId("dashboard-top-bar").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/dashboard\/support$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Support & Help");
    await page.getByTestId("dashboard-top-bar").getByRole("button", { name: "বাংলা" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("সহায়তা ও সাহায্য");
  });

  test.describe("JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("an English parent chooses বাংলা under Language and the dashboard is in Bangla from then on", async ({
      page,
      signedInParent,
    }) => {
      await page.goto("/dashboard/profile");
      const language = page.getByRole("group", { name: "Language" });
      await expect(language.getByRole("radio", { name: "English" })).toBeChecked();
      await language.getByRole("radio", { name: "বাংলা" }).check();
      await page.getByRole("button", { name: "Save Language" }).click();

      await expect(page).toHaveURL(/\/dashboard\/profile$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await expect(toast(page, "ভাষা সংরক্ষণ করা হয়েছে")).toBeVisible();
      await expect(page.getByRole("group", { name: "ভাষা" }).getByRole("radio", { name: "বাংলা" })).toBeChecked();
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`স্বাগতম, ${signedInParent.fullName}!`);
      expect(await englishWords(page, names(signedInParent))).toEqual([]);
    });
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("a blank name is refused in Bangla", async ({ page }) => {
        await banglaParent(page);
        await page.goto("/dashboard/profile");
        if (javaScriptEnabled) await waitForEnhancement(page);
        await page.getByLabel("অভিভাবকের পুরো নাম").fill("   ");
        await page.getByRole("button", { name: "প্রোফাইলের পরিবর্তন সংরক্ষণ করুন" }).click();
        await expect(toast(page, "তথ্যে ভুল আছে")).toContainText("অনুগ্রহ করে ফর্মের ভুলগুলো ঠিক করুন।");
        await expect(page.getByText("পুরো নাম লিখুন।")).toBeVisible();
      });

      test("a child's age typed in Bangla digits is saved", async ({ page }) => {
        await banglaParent(page);
        await page.goto("/dashboard/profile");
        if (javaScriptEnabled) await waitForEnhancement(page);
        await personal(page).getByLabel("শিশুর বয়স").fill("৫");
        await page.getByRole("button", { name: "প্রোফাইলের পরিবর্তন সংরক্ষণ করুন" }).click();
        await expect(toast(page, "প্রোফাইল সফলভাবে হালনাগাদ হয়েছে")).toBeVisible();
        await page.goto("/dashboard/profile");
        await expect(personal(page).getByLabel("শিশুর বয়স")).toHaveValue("5");
        await expect(page.getByTestId("children-list")).toContainText("বয়স ৫ বছর");
      });

      test("a support message is sent with the Bangla toast", async ({ page }) => {
        await banglaParent(page);
        await page.goto("/dashboard/support");
        if (javaScriptEnabled) await waitForEnhancement(page);
        await expect(page.getByLabel("বিষয়")).toHaveValue("সাধারণ জিজ্ঞাসা");
        await page.getByLabel("বার্তা", { exact: true }).fill("শনিবারের ক্লাসের ওয়ার্কশিটটি পাঠাবেন?");
        await page.getByRole("button", { name: "বার্তা পাঠান" }).click();
        await expect(toast(page, "বার্তা পাঠানো হয়েছে")).toContainText("আমাদের সহায়তা দল শিগগিরই আপনার সঙ্গে যোগাযোগ করবে।");
        const thread = page.getByTestId("support-thread").first();
        await expect(thread.getByText("খোলা", { exact: true })).toBeVisible();
        await expect(thread.locator("time")).toHaveText(/^[০-৯]{1,2} .+, [০-৯]{4}, .+ [০-৯]{1,2}:[০-৯]{2}$/);
      });
    });
  }
});
