import { expect, test } from "../support/fixtures";

test("Access Now opens each material and Learn More links to a real page", async ({ page, request }) => {
  await page.goto("/parent-resources");
  const access = page.getByRole("link", { name: /^Access Now/ });
  await expect(access).toHaveCount(4);
  for (const href of await access.evaluateAll((ls) => ls.map((l) => l.getAttribute("href")!))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  for (const href of await page
    .getByRole("link", { name: /^Learn More/ })
    .evaluateAll((ls) => ls.map((l) => l.getAttribute("href")!))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  await access.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Daily Routine Chart (Ages 3-5)");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await request.get("/parent-resources/no-such-thing")).status()).toBe(404);
});

test("the workshop spotlight shows the next workshop on /events and links to it", async ({ page }) => {
  await page.goto("/parent-resources");
  const spotlight = page.locator("#workshop");
  const register = spotlight.getByRole("link", { name: "Register for Workshop" });
  const href = (await register.getAttribute("href"))!;
  expect(href).toMatch(/^\/events#event-[0-9a-f-]{36}$/);
  const title = (await spotlight.getByRole("heading", { level: 3 }).textContent())!;
  await register.click();
  await expect(page.locator(href.slice("/events".length))).toContainText(title);
});
