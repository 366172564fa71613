import { spawnSync } from "node:child_process";
import { expect, scriptBytes, test } from "../support/fixtures";
import { addressesOf, englishPages } from "../support/pages";
import { testEnv } from "../support/test-env";

/** What a spawned server needs from this environment: PATH and the build to run. */
const baseEnv = { PATH: process.env.PATH, BUILD_DIR: process.env.BUILD_DIR ?? "build", NODE_ENV: "production" };

test.describe("site shell", () => {
  test("every public and account page answers with header, footer, chat link, title and description", async ({
    page,
  }) => {
    // Every public and account page of app/routes.ts in one test.
    test.slow();
    // The 404 page, which has no description, has a test of its own below.
    const pages = englishPages.filter(
      (route) => (route.audience === "public" || route.audience === "account") && route.pattern !== "/*",
    );
    for (const { path, status, audience } of await addressesOf(page.request, pages)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole("banner"), path).toBeVisible();
      await expect(page.getByRole("contentinfo"), path).toContainText(`© ${new Date().getFullYear()}`);
      await expect(page.getByTestId("whatsapp-chat").filter({ visible: true }), path).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/\d+/,
      );
      await expect(page, path).toHaveTitle(/\S/);
      // A sample that answers 404 (an invitation link nobody was sent) shows the 404 page, tested below.
      if (status === 404) continue;
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{20,}/);
      if (audience !== "public") continue;
      // Public pages load no framework JavaScript.
      expect(await page.locator('script:not([type="application/ld+json"])').count(), `${path} script tags`).toBe(0);
      expect(await scriptBytes(page), `${path} script bytes`).toBe(0);
    }
  });

  test("main bar shows seven links, Enroll Now and Login; top bar shows phone, address, hours", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link")).toHaveCount(7);
    await expect(page.getByRole("link", { name: "Enroll Now" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
    await expect(page.getByTestId("top-bar")).toContainText("Monday-Friday 11:00 AM-4:00 PM");
    const footer = page.getByRole("contentinfo");
    for (const name of ["About Us", "Curriculum", "Class Model", "Enroll Now", "Parent Resources", "Contact Us"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });

  test("unknown routes get the designed 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  });

  test("the dashboard redirects anonymous visitors to login, remembering the page", async ({ request }) => {
    const response = await request.get("/dashboard/payments", { maxRedirects: 0 });
    expect([302, 303]).toContain(response.status());
    expect(response.headers().location).toBe("/login?redirectTo=%2Fdashboard%2Fpayments");
  });

  test("security headers are on every response", async ({ request }) => {
    for (const path of ["/", "/no-such-page", "/healthz"]) {
      const response = await request.get(path);
      const h = response.headers();
      expect(h["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
    const html = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["content-encoding"]).toBe("gzip");
  });

  test("scripts and stylesheets are sent precompressed in the encoding the browser accepts, long-cached", async ({
    request,
  }) => {
    const html = await (await request.get("/login")).text();
    const assets = [html.match(/\/assets\/enhance-[\w-]+\.js/)?.[0], html.match(/\/assets\/[\w-]+\.css/)?.[0]];
    for (const asset of assets) {
      expect(asset, "the page links its enhancement script and stylesheet").toBeDefined();
      const plain = await request.get(asset!, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"]).toBeUndefined();
      for (const encoding of ["br", "gzip"]) {
        const response = await request.get(asset!, { headers: { "Accept-Encoding": encoding } });
        expect(response.status()).toBe(200);
        expect(response.headers()["content-encoding"], `${asset} as ${encoding}`).toBe(encoding);
        expect(response.headers()["content-type"]).toMatch(asset!.endsWith(".js") ? /^text\/javascript/ : /^text\/css/);
        expect(response.headers().vary).toMatch(/Accept-Encoding/i);
        expect(response.headers()["cache-control"]).toContain("immutable");
        expect(Number(response.headers()["content-length"])).toBeLessThan((await plain.body()).length / 2);
        expect((await response.body()).equals(await plain.body()), `${asset} as ${encoding} decodes to the file`).toBe(
          true,
        );
      }
    }
  });

  test("/healthz answers 200 when the database answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test.describe("without JavaScript at phone width", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test("the mobile menu opens and shows the same links", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expect(page.getByTestId("top-bar")).toBeHidden();
      await page.getByText("Menu").click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu.getByRole("link")).toHaveCount(7);
      await menu.getByRole("link", { name: "Curriculum" }).click();
      await expect(page).toHaveURL(/\/curriculum$/);
    });
  });
});

test.describe("start-up", () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ["server.js"], {
      env: {
        ...baseEnv,
        PORT: String(testEnv.port + 1),
        DATA_DIR: `./test-results/startup-data-${testEnv.port}`,
        ...env,
      },
      encoding: "utf8",
      timeout: 20_000,
    });

  test("a DATABASE_URL that is not postgres stops start-up with a clear message", () => {
    const result = start({ DATABASE_URL: "mysql://localhost/db", AUTH_SECRET: "x".repeat(40) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("DATABASE_URL: must be a postgres:// URL");
  });

  test("a public APP_URL refuses the demo accounts and a mail outbox on disk", () => {
    const publicSite = { APP_URL: "https://school.example", DATABASE_URL: "" };
    const demo = start({ ...publicSite, SMTP_URL: "smtp://127.0.0.1:1" });
    expect(demo.status).toBe(1);
    expect(demo.stderr).toContain("DEMO_DATA: must be 0 when APP_URL is public");
    const noMail = start({ ...publicSite, DEMO_DATA: "0" });
    expect(noMail.status).toBe(1);
    expect(noMail.stderr).toContain("SMTP_URL: is required when APP_URL is public");
    const relaxed = start({
      ...publicSite,
      DEMO_DATA: "0",
      SMTP_URL: "smtp://127.0.0.1:1",
      TEST_RATE_LIMIT_FACTOR: "100",
    });
    expect(relaxed.status).toBe(1);
    expect(relaxed.stderr).toContain("TEST_RATE_LIMIT_FACTOR: is for tests on localhost only");
  });

  test("an unreachable PostgreSQL stops start-up with a clear message and no password", () => {
    const result = start({ DATABASE_URL: "postgres://app:s3cret@127.0.0.1:1/nowhere", AUTH_SECRET: "x".repeat(40) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "Cannot start: Could not open or migrate PostgreSQL at postgres://app:***@127.0.0.1:1/nowhere",
    );
    expect(result.stderr).not.toContain("s3cret");
  });
});

test.describe("start-up on PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL");

  test("migrates a fresh PostgreSQL database and serves /healthz", async () => {
    const { default: pg } = await import("pg");
    const { spawn } = await import("node:child_process");
    const name = `e2e_start_${testEnv.port}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const server = spawn(process.execPath, ["server.js"], {
      env: {
        ...baseEnv,
        PORT: String(testEnv.port + 2),
        DATABASE_URL: url.toString(),
        AUTH_SECRET: "x".repeat(40),
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    try {
      await expect
        .poll(async () => (await fetch(`http://localhost:${testEnv.port + 2}/healthz`).catch(() => null))?.status, {
          timeout: 20_000,
        })
        .toBe(200);
    } finally {
      // A server that failed to start has already exited: waiting for "exit" then would never end.
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((r) => server.once("exit", r));
        server.kill("SIGTERM");
        await exited;
      }
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const users = await check.query("select count(*)::int as n from users");
      expect(users.rows[0].n).toBe(0); // no demo data on PostgreSQL unless db:seed is run
      await check.end();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});
