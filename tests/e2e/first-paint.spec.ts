import { waitForEnhancement } from "../support/accounts";
import { expect, test } from "../support/fixtures";

/**
 * Decision 019: the account pages, the dashboard and the console are rendered whole on the server and ship one small
 * enhancement script, which nothing on the page waits for: the first paint needs the HTML and the stylesheet only.
 */
test.describe("the first paint waits for no script", () => {
  test("/login is styled and usable with every script request refused", async ({ browser, page, parent }) => {
    await page.goto("/login");
    const styled = await page
      .getByRole("button", { name: "Login" })
      .evaluate((b) => getComputedStyle(b).backgroundColor);

    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.77" } });
    const blocked = await context.newPage();
    const refused: string[] = [];
    await blocked.route(/\.js(\?|$)/, (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await blocked.goto("/login");
    const button = blocked.getByRole("button", { name: "Login" });
    await expect(button).toBeVisible();
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor), "the page's own styles apply").toBe(
      styled,
    );
    expect(refused, "the page did ask for its script").toEqual([expect.stringMatching(/^\/assets\/enhance-/)]);

    await blocked.getByLabel("Email address").fill(parent.email);
    await blocked.getByLabel("Password", { exact: true }).fill(parent.password);
    await button.click();
    await expect(blocked).toHaveURL(/\/dashboard$/);
    await expect(blocked.getByRole("heading", { name: `Welcome, ${parent.fullName}!` })).toBeVisible();
    await context.close();
  });

  test("an enhanced page's HTML links its stylesheet, asks for its one script after painting, and has no framework", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/login")).text();
    expect(html, "the cacheable stylesheet").toMatch(/<link rel="stylesheet" href="\/assets\/[\w-]+\.css"\/>/);
    expect(html, "no module preload").not.toMatch(/<link[^>]*modulepreload/);
    expect(html, "no script element that loads at once").not.toMatch(/<script[^>]*\ssrc=/);
    expect(html, "no framework runtime or its data").not.toMatch(/__reactRouter|entry\.client/);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts, "one inline script, in the head").toHaveLength(1);
    expect(html.indexOf(scripts[0]![0]), "in the head").toBeLessThan(html.indexOf("</head>"));
    const [, attributes, code] = scripts[0]!;
    expect(attributes).toMatch(/^ nonce="[^"]+"$/);
    expect(code, "the js class is set before the first paint").toMatch(
      /^document\.documentElement\.classList\.add\("js"\)/,
    );
    expect(code, "the script is asked for after a frame has painted").toMatch(
      /requestAnimationFrame\(function\(\)\{setTimeout\(load\)\}\)/,
    );
    expect(code).toMatch(/s\.src="\/assets\/enhance-[\w-]+\.js"/);
    await page.goto("/login");
    await waitForEnhancement(page);
  });

  test("public pages keep their cacheable stylesheet link and ship no script", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[\w-]+\.css"\/>/);
    expect(html).not.toContain("<style");
    expect(html).not.toContain("<script");
  });
});
