import { englishWords } from "../support/bangla";
import { expect, scriptBytes, test } from "../support/fixtures";
import { axeViolations, sidewaysOverflow } from "../support/page-checks";
import { createUser, signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/**
 * Bangla (docs/product.md#languages): the public pages translated so far have /bn twins in Bangla, a language link that
 * works without JavaScript and remembers the choice, hreflang alternates and sitemap entries, and a notice (never a
 * redirect) for browsers that prefer Bangla.
 */

const banglaPages = [
  "/bn",
  "/bn/about",
  "/bn/curriculum",
  "/bn/class-model",
  "/bn/team",
  "/bn/testimonials",
  "/bn/terms",
  "/bn/blog",
  "/bn/blog/power-of-play",
];

test.describe("Bangla pages", () => {
  test.use({ javaScriptEnabled: false });

  test("every translated page is in Bangla, with its language, alternates, no script, and nothing left in English", async ({
    page,
  }) => {
    for (const path of banglaPages) {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "bn");
      expect(await englishWords(page), path).toEqual([]);
      const english = path === "/bn" ? "/" : path.slice(3);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", testEnv.baseUrl + path);
      await expect(page.locator('link[hreflang="en"]'), path).toHaveAttribute("href", testEnv.baseUrl + english);
      await expect(page.locator('link[hreflang="bn"]'), path).toHaveAttribute("href", testEnv.baseUrl + path);
      await expect(page.locator('link[hreflang="x-default"]'), path).toHaveAttribute("href", testEnv.baseUrl + english);
      await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute("content", "bn_BD");
      expect(await scriptBytes(page), path).toBe(0);
    }
  });

  test("the language link goes to the same page in the other language and the choice is remembered", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    const toBangla = page.getByRole("banner").getByRole("link", { name: "এই পাতা বাংলায় পড়ুন" });
    await expect(toBangla).toHaveText("বাংলা");
    await toBangla.click();
    await expect(page).toHaveURL(/\/bn\/about\?lang=bn$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/সম্পর্কে/);
    expect((await context.cookies()).find((c) => c.name === "le_lang")?.value).toBe("bn");

    // Links within the Bangla site stay in Bangla.
    await expect(page.getByRole("banner").getByRole("link", { name: "ব্লগ" })).toHaveAttribute("href", "/bn/blog");
    await expect(page.getByRole("banner").getByRole("link", { name: "যোগাযোগ" })).toHaveAttribute("href", "/bn/contact");

    await page.getByRole("contentinfo").getByRole("link", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL(/\/about\?lang=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await context.cookies()).find((c) => c.name === "le_lang")?.value).toBe("en");

    // A page with one address (an account page) has no alternates; its link asks for the same page in Bangla.
    await page.goto("/login");
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: "এই পাতা বাংলায় পড়ুন" }).click();
    await expect(page).toHaveURL(/\/login\?lang=bn$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await page.goto("/login");
    await expect(page.locator("html"), "the cookie keeps the choice").toHaveAttribute("lang", "bn");
  });

  test("the English page's 'বাংলা' link paints from its own small font", async ({ page }) => {
    await page.goto("/");
    const families = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family);
    });
    expect(families).toContain("Language Link");
    expect(families).not.toContain("Noto Sans Bengali Web");
  });

  test("an English page paints a name typed in Bengali from the self-hosted face, on a device without one", async ({
    page,
  }) => {
    const parent = await createUser(page.request, { fullName: "তাহমিনা আক্তার", childName: "জারা" });
    await signIn(page.request, parent);
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const families = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family);
    });
    expect(families).toContain("Noto Sans Bengali Web");
  });

  test("blog search works in Bangla", async ({ page }) => {
    await page.goto("/bn/blog");
    await page.getByRole("searchbox", { name: "লেখা খুঁজুন" }).fill("খেলা");
    await page.getByRole("button", { name: "খুঁজুন" }).click();
    await expect(page.getByRole("status")).toHaveText(/^[০-৯]+টি লেখা, খোঁজা হয়েছে: “খেলা”$/);
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});

test.describe("with JavaScript on", () => {
  test("a Bangla page passes axe, fits a phone and paints Bengali from the self-hosted font", async ({ page }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of ["/bn", "/bn/blog/power-of-play"]) {
        await page.goto(path);
        expect(await axeViolations(page), path).toEqual([]);
        expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
      }
    }
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family);
    });
    expect(loaded).toContain("Noto Sans Bengali Web");
  });
});

test.describe("a browser that prefers Bangla", () => {
  test.use({ locale: "bn-BD" });

  test("sees a notice on English pages, never a redirect; closing it stores English", async ({ page, context }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const notice = page.getByRole("complementary", { name: "এই পাতাটি বাংলাতেও আছে।" });
    await expect(notice.getByRole("link", { name: "বাংলায় পড়ুন" })).toHaveAttribute("href", "/bn/about?lang=bn");
    expect(await axeViolations(page)).toEqual([]);
    await notice.getByRole("link", { name: "Close" }).click();
    expect((await context.cookies()).find((c) => c.name === "le_lang")?.value).toBe("en");
    await page.goto("/about");
    await expect(page.getByRole("complementary", { name: "এই পাতাটি বাংলাতেও আছে।" })).toHaveCount(0);
  });
});

test("an English browser sees no notice, and the sitemap lists both languages with their alternates", async ({
  page,
  request,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("complementary", { name: "এই পাতাটি বাংলাতেও আছে।" })).toHaveCount(0);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${testEnv.baseUrl}/bn/about</loc>`);
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="bn" href="${testEnv.baseUrl}/bn/blog/power-of-play"/>`,
  );
  expect(sitemap).toContain(`<loc>${testEnv.baseUrl}/bn/contact</loc>`);
});
