import { waitForHydration } from "../support/accounts";
import { expect, test } from "../support/fixtures";

/**
 * Decision 017: a hydrated page carries its stylesheet inline and asks for its scripts only after it has painted,
 * so its first paint needs nothing but the HTML.
 */
test.describe("hydrated pages paint from their HTML alone", () => {
  test("/login is styled and usable with every script and stylesheet request refused", async ({
    browser,
    page,
    parent,
  }) => {
    await page.goto("/login");
    await waitForHydration(page);
    const styled = await page
      .getByRole("button", { name: "Login" })
      .evaluate((b) => getComputedStyle(b).backgroundColor);

    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.77" } });
    const blocked = await context.newPage();
    const refused: string[] = [];
    await blocked.route(/\.(js|css)(\?|$)/, (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await blocked.goto("/login");
    const button = blocked.getByRole("button", { name: "Login" });
    await expect(button).toBeVisible();
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor), "the page's own styles apply").toBe(
      styled,
    );
    expect(
      refused.some((p) => p.endsWith(".js")),
      "the page did ask for its scripts",
    ).toBe(true);

    await blocked.getByLabel("Email address").fill(parent.email);
    await blocked.getByLabel("Password", { exact: true }).fill(parent.password);
    await button.click();
    await expect(blocked).toHaveURL(/\/dashboard$/);
    await expect(blocked.getByRole("heading", { name: `Welcome, ${parent.fullName}!` })).toBeVisible();
    await context.close();
  });

  test("a hydrated page's HTML asks for no script until a frame has painted, then it hydrates", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/login")).text();
    expect(html, "no module preload in the HTML").not.toMatch(/<link[^>]*modulepreload/);
    expect(html, "no module script in the HTML").not.toMatch(/<script[^>]*type="module"/);
    expect(html, "the stylesheet is inline").toMatch(/<style id="stylesheet">[\s\S]{1000,}?<\/style>/);
    expect(html, "and no stylesheet is linked").not.toMatch(/<link[^>]*rel="stylesheet"/);

    // The order itself (paint, then script) is the browser's: a loaded machine may paint late, so it is not timed here.
    expect(html, "the scripts wait for a frame to have been painted").toMatch(
      /requestAnimationFrame\(function\(\)\{setTimeout\(load\)/,
    );
    await page.goto("/login");
    await waitForHydration(page);
  });

  test("public pages keep their cacheable stylesheet link and ship no script", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[\w-]+\.css"\/>/);
    expect(html).not.toContain("<style");
    expect(html).not.toContain("<script");
  });
});
