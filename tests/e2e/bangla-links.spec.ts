import { newParent } from "../support/accounts";
import { banglaFamily, fillBanglaRegisterForm } from "../support/bangla";
import { postFixture } from "../support/billing";
import { newDevice, randomIp } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { addressesOf, banglaPages } from "../support/pages";
import { signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/**
 * A link on a Bangla page, or in a Bangla mail, leads to a Bangla page (docs/product.md#languages): to the twin under
 * /bn, or to the page carrying the language. Each address is fetched on its own, with no language cookie (a phone's
 * mail app opening a link), and must answer `<html lang="bn">`. Left out: the link back to English, which is what it
 * is for; the staff console, which follows the staff member's own setting; files, feeds and class links, which are
 * not pages.
 */

const NOT_FOLLOWED = [
  /^\/staff(?:\/|$)/,
  /^\/(?:files|assets|api|calendar)\//,
  /^\/dashboard\/classes\/[^/]+\/join$/,
  /^\/dashboard\/classes\/recordings\//,
  /\.ics$/,
];

/** Our own addresses that `html` links to, less the link back to English and those above. */
function linksOn(html: string, at: URL): string[] {
  const found: string[] = [];
  for (const [, attributes = ""] of html.matchAll(/<a\b([^>]*)>/gi)) {
    const href = /\shref="([^"]*)"/i.exec(attributes)?.[1];
    if (!href || /\shreflang="en"/i.test(attributes)) continue;
    const url = new URL(href.replaceAll("&amp;", "&"), at);
    if (url.origin !== at.origin || NOT_FOLLOWED.some((pattern) => pattern.test(url.pathname))) continue;
    found.push(url.pathname + url.search);
  }
  return found;
}

/** Every address reachable from `start` by links, each fetched with `cookie` alone; the pages not in Bangla. */
async function crawl(start: string[], cookie = "") {
  const seen = new Set(start);
  const queue = start.map((address) => ({ address, from: "(start)" }));
  const notBangla: string[] = [];
  const pages = { fetched: 0 };
  while (queue.length > 0) {
    const { address, from } = queue.shift()!;
    const page = await fetchPage(address, cookie);
    if (!page) continue;
    pages.fetched++;
    if (page.lang !== "bn") notBangla.push(`${address} (linked from ${from}) is lang="${page.lang}"`);
    for (const link of linksOn(page.html, page.url)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ address: link, from: address });
    }
  }
  return { notBangla, fetched: pages.fetched };
}

/** The page at `address` after its redirects (none of them may set the language: the cookie is not kept). */
async function fetchPage(address: string, cookie: string) {
  let url = new URL(address, testEnv.baseUrl);
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(url, {
      redirect: "manual",
      headers: { ...(cookie ? { cookie } : {}), "X-Forwarded-For": randomIp() },
    });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      if (url.origin !== new URL(testEnv.baseUrl).origin) return null;
      continue;
    }
    if (!response.headers.get("content-type")?.startsWith("text/html")) return null;
    const html = await response.text();
    return { url, html, lang: /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? "" };
  }
  throw new Error(`${address} redirects more than five times`);
}

test.describe("every link of a Bangla page leads to a Bangla page", () => {
  test.describe.configure({ timeout: 240_000 });

  test("from the public pages under /bn and the account pages, signed out", async ({ request }) => {
    const publicPages = (
      await addressesOf(
        request,
        banglaPages.filter((page) => page.audience === "public"),
      )
    ).map((address) => address.path);
    const accountAddresses = ["/bn/login", "/bn/register", "/bn/forgot-password", "/bn/reset-password"];
    const { notBangla, fetched } = await crawl([...publicPages, ...accountAddresses]);
    expect(notBangla).toEqual([]);
    // The header's 'এখনই ভর্তি হোন' and 'লগইন' among them: far more pages than the public site has.
    expect(fetched).toBeGreaterThan(publicPages.length);
  });

  test("from the dashboard of a parent who reads Bangla", async ({ browser, context }) => {
    const { parent } = await banglaFamily(browser, context.request);
    await signIn(context.request, parent);
    const session = (await context.cookies())
      .filter((cookie) => cookie.name !== "le_lang")
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
    const dashboard = await addressesOf(
      context.request,
      banglaPages.filter((page) => page.audience === "parent"),
    );
    const { notBangla } = await crawl(
      dashboard.map((address) => address.path),
      session,
    );
    expect(notBangla).toEqual([]);
  });

  test("in the mails of a parent who registers in Bangla", async ({ browser }) => {
    const { context, page } = await newDevice(browser, { javaScriptEnabled: false });
    const parent = newParent({ fullName: "Rokeya Sultana" });
    // Registering: the verification mail; registering again: the account-exists mail; then a reset link.
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto("/bn/register");
      await fillBanglaRegisterForm(page, parent);
      await page.getByRole("button", { name: "নিবন্ধন করুন" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
    }
    await page.goto("/bn/forgot-password");
    await page.getByLabel("ইমেইল ঠিকানা").fill(parent.email);
    await page.getByRole("main").getByRole("button").click();
    await context.close();

    const mails = await mailbox.waitForCount(parent.email, 3);
    const links = mails.flatMap((mail) =>
      [...mail.html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replaceAll("&amp;", "&")),
    );
    const ours = links.filter((link) => link.startsWith(testEnv.baseUrl));
    expect(ours.length).toBeGreaterThanOrEqual(4);
    const notBangla: string[] = [];
    for (const link of new Set(ours)) {
      const result = await fetchPage(link, "");
      if (result?.lang !== "bn") notBangla.push(`${link} is lang="${result?.lang}"`);
    }
    expect(notBangla).toEqual([]);
  });
});

test.describe("applying from /bn/enroll, signed out", () => {
  for (const javaScriptEnabled of [false, true]) {
    test(`leads to a Bangla page that offers registering first (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
      request,
    }) => {
      await postFixture(request, "enrolment", { name: `Bangla Apply ${crypto.randomUUID().slice(0, 8)}` });
      const { context, page } = await newDevice(browser, { javaScriptEnabled });
      await page.goto("/bn/enroll");
      await page.getByRole("link", { name: "আবেদন করুন" }).first().click();
      await page.waitForURL((url) => url.pathname === "/login");
      expect(new URL(page.url()).searchParams.get("lang")).toBe("bn");
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("আবেদন করতে একটি অ্যাকাউন্ট খুলুন");
      const register = page.getByRole("link", { name: "অ্যাকাউন্ট খুলুন", exact: true });
      const loginButton = page.getByRole("main").getByRole("button", { name: "লগইন", exact: true });
      const [registerTop, loginTop] = [await register.boundingBox(), await loginButton.boundingBox()];
      expect(registerTop!.y).toBeLessThan(loginTop!.y);

      await register.click();
      await page.waitForURL((url) => url.pathname === "/register");
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toMatch(/^\/enroll\/apply\?batch=/);
      await context.close();
    });
  }
});
