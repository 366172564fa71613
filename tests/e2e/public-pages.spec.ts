import { publicPages } from "../../app/content/site-pages";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/page-checks";

// Every page as it first shows is swept by page-sweep.spec.ts; an open dialog is a state of its own.
test("axe finds no violations in an open booking dialog", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("button", { name: "Book Now: Online Pre School Batches" }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test("each public page has its own title and description, a canonical link and social tags", async ({ page }) => {
  // Every public page in one test.
  test.slow();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of publicPages) {
    await page.goto(path);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path === "/" ? "/" : path}$`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  }
  expect(titles.size).toBe(publicPages.length);
  expect(descriptions.size).toBe(publicPages.length);
});

test("the social image exists and the sitemap lists every public page, article and material", async ({ request }) => {
  const og = await request.get("/og-image.png");
  expect(og.status()).toBe(200);
  expect(og.headers()["content-type"]).toBe("image/png");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of publicPages) expect(sitemap).toContain(`${path === "/" ? "" : path}</loc>`);
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
});

test("home: hero buttons, the three approach cards, the free-trial link, and organisation data", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/enroll");
  await expect(page.getByRole("link", { name: "Explore Programs" })).toHaveAttribute("href", "/curriculum");
  await expect(page.getByRole("img").first()).toHaveAttribute("fetchpriority", "high");
  const approach = page.getByRole("region", { name: "Our Unique Approach" });
  await expect(approach.getByRole("listitem")).toHaveCount(3);
  // The free trial is booked in the app, in the same tab.
  const trial = page.getByRole("link", { name: "Book a Free Trial / Inquire" });
  await expect(trial).toHaveAttribute("href", "/trial");
  await expect(trial).not.toHaveAttribute("target", /.+/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld["@type"]).toContain("Preschool");
  expect(ld.address.streetAddress).toBeTruthy();
  expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: "11:00", closes: "16:00" });
  for (const img of await page.locator("img").all()) {
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
  }
});

test("enroll lists open batches to apply for in the app; class model shows the schedule", async ({ page }) => {
  // The external registration form gave way to the open batches, each with 'Apply Now'.
  await page.goto("/enroll");
  await expect(page.getByRole("heading", { name: "Open Batches" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply Now" }).first()).toHaveAttribute(
    "href",
    /^\/enroll\/apply\?batch=[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole("main").locator('a[target="_blank"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Program Highlights" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

  await page.goto("/class-model");
  await expect(
    page
      .getByRole("region", { name: "The 4-Month ABLLS Curriculum" })
      .getByRole("listitem")
      .filter({ hasText: /^Month \d/ }),
  ).toHaveCount(4);
  const schedule = page.getByRole("region", { name: "Weekly Schedule" });
  await expect(schedule).toContainText("Friday");
  await expect(schedule).toContainText("Saturday");
  await expect(schedule).toContainText("7-8 PM");
  await expect(schedule).toContainText("At most 6 children per group");
  await expect(page.getByRole("link", { name: "Join Our Next Batch" }).first()).toHaveAttribute("href", "/enroll");
});

test("about and team list the 12 roles; testimonials show 2 quotes and 3 stories", async ({ page }) => {
  await page.goto("/team");
  await expect(page.getByRole("main").getByRole("list").first().getByRole("heading", { level: 2 })).toHaveCount(12);
  await page.goto("/about");
  await expect(page.getByRole("region", { name: "Our Team" }).getByRole("heading", { level: 3 })).toHaveCount(12);
  await page.goto("/testimonials");
  await expect(page.locator("blockquote")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Success Stories" }).getByRole("heading", { level: 3 })).toHaveCount(3);
});

test("no page says the preschool is for ages 3-4", async ({ request }) => {
  for (const path of publicPages) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/3-4 year|ages 3-4|3 to 4/i);
  }
});
