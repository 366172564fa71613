import { expect, test } from "../support/fixtures";

const cards = (page: import("@playwright/test").Page) => page.getByRole("main").locator("article");

// Public pages ship no script (shell.spec.ts): JavaScript on would run them exactly as off, so once, off, is enough.
for (const javaScriptEnabled of [false]) {
  test.describe(`blog with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("lists six articles newest first with 'All' and the sorted categories", async ({ page }) => {
      await page.goto("/blog");
      await expect(page.getByPlaceholder("Search articles, topics, or tags...")).toBeVisible();
      const categories = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
      await expect(categories).toHaveText(["All", "Curriculum", "Early Learning", "Parenting"]);
      await expect(categories.first()).toHaveAttribute("aria-current", "page");
      await expect(cards(page)).toHaveCount(6);
      const dates = await cards(page)
        .locator("time")
        .evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
      expect(dates).toEqual([...dates].sort().reverse());
    });

    test("search and category filter through the URL, and nothing found shows the empty state", async ({ page }) => {
      await page.goto("/blog");
      await page.getByPlaceholder("Search articles, topics, or tags...").fill("ABLLS");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/blog\?q=ABLLS$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText("Understanding ABLLS");

      await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Parenting" }).click();
      await expect(page).toHaveURL(/category=Parenting/);
      await expect(page).toHaveURL(/q=ABLLS/);
      await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
      await expect(page.getByText("Try adjusting your search term or selecting a different category.")).toBeVisible();

      await page.goto("/blog?category=Parenting");
      await expect(cards(page)).toHaveCount(2);
      for (const badge of await cards(page).locator("span", { hasText: "Parenting" }).all())
        await expect(badge).toBeVisible();

      await page.getByPlaceholder("Search articles, topics, or tags...").fill("mindfulness");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/category=Parenting/);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText("Mindful Parenting");
    });
  });
}

test("every blog link resolves, and each article has its badge, date, author, tags and content", async ({
  page,
  request,
}) => {
  await page.goto("/blog");
  const hrefs = await cards(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((l) => l.getAttribute("href")!));
  expect(hrefs).toHaveLength(6);
  for (const slug of [
    "power-of-play",
    "learning-rich-home",
    "understanding-ablls",
    "nature-based-learning",
    "mindful-parenting",
    "storytelling-language",
  ]) {
    expect(hrefs).toContain(`/blog/${slug}`);
  }
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    const article = page.locator("article").first();
    await expect(article.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(article.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(article.getByText(/^By /).first()).toBeVisible();
    await expect(article.getByRole("list", { name: "Tags" }).getByRole("link").first()).toBeVisible();
    await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(article.locator("figure figcaption").first()).toBeVisible();
    await expect(article.getByRole("link", { name: "Back to Blog" }).first()).toHaveAttribute("href", "/blog");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld["@type"]).toBe("Article");
    for (const link of await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((ls) => ls.map((l) => l.getAttribute("href")!))) {
      if (link.startsWith("/")) expect((await request.get(link)).status(), `${href} → ${link}`).toBe(200);
    }
  }
  expect((await request.get("/blog/no-such-article")).status()).toBe(404);
});

test("line breaks in article paragraphs render as <br>, never as markup from content", async ({ page }) => {
  await page.goto("/blog/understanding-ablls");
  await expect(page.locator("article p br").first()).toBeAttached();
});
