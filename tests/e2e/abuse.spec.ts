import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import sharp from "sharp";
import routes from "../../app/routes";
import { fillRegisterForm, newParent, toast, waitForEnhancement } from "../support/accounts";
import { randomIp } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { spawnServer } from "../support/spawn-server";
import { testEnv } from "../support/test-env";

const sameSite = { Origin: testEnv.baseUrl };

/** The route table's pages (its .tsx modules), each parameter filled with an id that exists nowhere. */
function pagePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : `${parent}/${entry.path ?? ""}`;
    const path = own.replace(/:[^/]+/g, crypto.randomUUID()) || "/";
    const self = entry.file.endsWith(".tsx") && !path.includes("*") ? [path] : [];
    return [...self, ...pagePaths(entry.children ?? [], own)];
  });
}
const MB = 1024 * 1024;

/**
 * Posts `bytes` of form data to `url` as fast as the server takes it, declaring the length or sending it chunked,
 * and keeps sending after the answer, as an attacker would. Resolves once the whole body is sent or the server has
 * closed the connection, with the status it answered and how much was sent.
 */
function postBulk(url: string, bytes: number, declared: boolean): Promise<{ status: number | null; sentMb: number }> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const request = http.request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: target.origin,
        ...(declared ? { "Content-Length": String(bytes) } : { "Transfer-Encoding": "chunked" }),
      },
    });
    let status: number | null = null;
    let sent = 0;
    request.on("response", (response) => {
      status = response.statusCode ?? null;
      response.resume();
    });
    request.on("error", () => undefined);
    request.on("close", () => resolve({ status, sentMb: Math.round(sent / MB) }));
    const chunk = Buffer.alloc(MB, "a");
    chunk.write("message=");
    const pump = () => {
      while (sent < bytes && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return request.once("drain", pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

test.describe("bounded request bodies", () => {
  test("20 parallel posts of 200 MB leave the server's memory where it was, and it still answers", async () => {
    test.setTimeout(180_000);
    const server = await spawnServer({ port: testEnv.port + 7 });
    try {
      for (let i = 0; i < 5; i++) await fetch(`${server.url}/contact`);
      const before = server.rssBytes();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, server.rssBytes())), 50);
      // Half declare their length (refused before reading), half are chunked (read to the 64 KB cap, then dropped).
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => postBulk(`${server.url}/contact`, 200 * MB, i % 2 === 0)),
      );
      const elapsed = Date.now() - started;
      clearInterval(sampler);
      const after = server.rssBytes();
      const health = await fetch(`${server.url}/healthz`);

      console.log(
        `memory under 20 × 200 MB posts: before ${(before / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB), ` +
          `after ${(after / MB).toFixed(0)} MB; ${elapsed} ms; answers ${JSON.stringify(results.map((r) => r.status))}; ` +
          `MB sent ${JSON.stringify(results.map((r) => r.sentMb))}`,
      );
      expect(peak - before).toBeLessThan(100 * MB);
      expect(health.status).toBe(200);
      // A client still writing when the server closes can get a TCP reset instead of the answer (the unread data makes
      // the kernel reset the connection); that post was refused too. Nothing is answered otherwise, no post got
      // through whole, and each kind (declared, chunked) gets the 413 itself.
      for (const result of results) {
        expect([413, null]).toContain(result.status);
        expect(result.sentMb).toBeLessThan(200);
      }
      for (const kind of [0, 1])
        expect(
          results.some((result, i) => i % 2 === kind && result.status === 413),
          `kind ${kind}`,
        ).toBe(true);
    } finally {
      await server.stop();
    }
  });

  test("a form over 64 KB gets the designed 413 page, in the browser too", async ({ page }) => {
    const big = await page.request.post("/contact", {
      headers: sameSite,
      form: { name: "Rahim", email: "rahim@test.example", message: "x".repeat(70 * 1024) },
      maxRedirects: 0,
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain("That was too much to send");

    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByLabel("Name").fill("Rahim");
    await form.getByLabel("Email").fill("rahim@test.example");
    await form.getByLabel("Message").evaluate(
      (el, text) => {
        (el as HTMLTextAreaElement).removeAttribute("maxlength");
        (el as HTMLTextAreaElement).value = text;
      },
      "y".repeat(80 * 1024),
    );
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button").click(),
    ]);
    expect(response.status()).toBe(413);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("That was too much to send");
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("every account form refuses an oversized body before reading it", async ({ page }) => {
    for (const path of ["/login", "/register", "/forgot-password", "/reset-password?token=x", "/verify-email"]) {
      const response = await page.request.post(path, {
        headers: sameSite,
        form: { email: "x@test.example", filler: "z".repeat(70 * 1024) },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(413);
    }
  });

  test("the language link's post refuses an oversized body, and is budgeted per address", async ({ page }) => {
    // Only the headers go: the length they declare is refused before a byte of the body is read.
    const declared = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(`${testEnv.baseUrl}/language`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(2 * MB),
          Origin: testEnv.baseUrl,
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode);
        request.destroy();
      });
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(declared).toBe(413);
    const choose = () =>
      page.request.post("/language", { headers: sameSite, form: { language: "bn" }, maxRedirects: 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await choose()).status());
    expect(statuses.slice(0, 60).every((s) => s === 303)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

test.describe("uploads", () => {
  /** Every stored attachment of the e2e server (local storage under its DATA_DIR). */
  const storedAttachments = () => {
    const dir = path.join(testEnv.dataDir, "files", "attachments");
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  test("a second file part is refused, and nothing of the request stays stored", async ({ page, signedInParent }) => {
    const before = storedAttachments();
    const response = await page.request.post("/dashboard/support", {
      headers: sameSite,
      multipart: {
        subject: "Two files",
        message: "Please see both files",
        attachment: { name: "one.txt", mimeType: "text/plain", buffer: Buffer.from("first file") },
        // Playwright sends one part per key; a second part under another name is still a second file.
        other: { name: "two.txt", mimeType: "text/plain", buffer: Buffer.from("second file") },
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("That form could not be read");
    expect(storedAttachments()).toEqual(before);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a 30 MB attachment is refused on the page before it is read", async ({ page, signedInParent }) => {
      // Handing a 30 MB file to the page takes long on a busy 2-core machine.
      test.slow();
      await page.goto("/dashboard/support");
      await page.getByLabel("Message").fill("Here is the video of the class");
      await page
        .locator("input[type=file]")
        .setInputFiles({ name: "class.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(30 * MB, 1) });
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Send Message" }).click(),
      ]);
      expect(response.status()).toBe(413);
      await expect(toast(page, "Error")).toContainText(
        "That form was too large to send. Attachment must be smaller than 10MB.",
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Support & Help");
    });
  });

  test("a stored attachment is removed when the message then fails its checks", async ({ page, signedInParent }) => {
    const before = storedAttachments();
    const response = await page.request.post("/dashboard/support", {
      headers: sameSite,
      multipart: {
        subject: "No message",
        message: "   ",
        attachment: { name: "note.txt", mimeType: "text/plain", buffer: Buffer.from("kept?") },
      },
    });
    expect(response.status()).toBe(400);
    expect(storedAttachments()).toEqual(before);
  });

  test("four parallel 7,000 × 7,000 PNG avatars are refused at once, and the server keeps answering", async ({
    page,
    signedInParent: parent,
  }) => {
    test.setTimeout(90_000);
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#c08040" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const upload = () =>
      page.request.post("/dashboard/profile", {
        headers: sameSite,
        multipart: {
          intent: "profile",
          fullName: parent.fullName,
          childName: parent.childName,
          childAge: String(parent.childAge),
          avatar: { name: "bomb.png", mimeType: "image/png", buffer: bomb },
        },
      });
    const started = Date.now();
    let slowestHealth = 0;
    const probe = (async () => {
      while (Date.now() - started < 3_000) {
        const t0 = Date.now();
        await page.request.get("/healthz");
        slowestHealth = Math.max(slowestHealth, Date.now() - t0);
      }
    })();
    const responses = await Promise.all([upload(), upload(), upload(), upload()]);
    const elapsed = Date.now() - started;
    await probe;
    console.log(`four 7000×7000 PNG uploads answered in ${elapsed} ms; slowest /healthz meanwhile ${slowestHealth} ms`);
    for (const response of responses) {
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain("under 16 megapixels");
    }
    expect(elapsed).toBeLessThan(5_000);
    // Generous: a loaded 2-core CI machine has taken 1.6 s to answer /healthz here with the uploads refused as they should be.
    expect(slowestHealth).toBeLessThan(3_000);
  });
});

test.describe("client addresses and rate limits", () => {
  test("rotating X-Forwarded-For buys no fresh budget: only the proxy's own entry counts", async ({
    page,
    clientIp,
  }) => {
    // The e2e server trusts one proxy hop, so the client is the right-most X-Forwarded-For entry.
    const attempt = (i: number) =>
      page.request.post("/forgot-password", {
        headers: { ...sameSite, "X-Forwarded-For": `198.51.100.${i % 250}, ${clientIp}` },
        form: {},
        maxRedirects: 0,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await attempt(i)).status());
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  test("ten failed logins lock an address for 15 minutes, with the same answer whether or not it has an account", async ({
    page,
    parent,
  }) => {
    const unknown = `nobody-${Date.now()}@test.example`;
    const fail = (email: string) =>
      page.request.post("/login", { headers: sameSite, form: { email, password: "wrong-password" }, maxRedirects: 0 });
    for (const email of [parent.email, unknown]) {
      for (let i = 0; i < 10; i++) expect((await fail(email)).status()).toBe(401);
      const locked = await fail(email);
      expect(locked.status()).toBe(429);
      expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(14 * 60);
    }
    // Even the right password waits out the lock.
    const right = await page.request.post("/login", {
      headers: sameSite,
      form: { email: parent.email, password: parent.password },
      maxRedirects: 0,
    });
    expect(right.status()).toBe(429);

    // In the browser, the form comes back with the address typed and the message above it.
    await page.goto("/login");
    await waitForEnhancement(page);
    await page.getByLabel("Email address").fill(unknown);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(toast(page, "Too many attempts")).toContainText(
      "Too many failed attempts for this email address. Please wait 15 minutes",
    );
    await expect(page.locator("form [role=alert]")).toContainText("Too many failed attempts for this email address.");
    await expect(page.getByLabel("Email address")).toHaveValue(unknown);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a spent budget on the register page shows the form again with what was typed", async ({ page }) => {
      for (let i = 0; i < 60; i++)
        await page.request.post("/forgot-password", { headers: sameSite, form: {}, maxRedirects: 0 });
      const parent = newParent();
      await page.goto("/register");
      await fillRegisterForm(page, parent);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Register" }).click(),
      ]);
      expect(response.status()).toBe(429);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your Account");
      await expect(page.locator("form [role=alert]")).toContainText("Too many attempts from your connection.");
      await expect(page.getByLabel("Parent's Full Name")).toHaveValue(parent.fullName);
      await expect(page.getByLabel("Email address")).toHaveValue(parent.email);
    });
  });

  test("the reset mail budget is per address: the fourth request in an hour sends nothing, and says the same", async ({
    page,
    parent,
  }) => {
    for (let i = 0; i < 4; i++) {
      const response = await page.request.post("/forgot-password", {
        headers: sameSite,
        form: { email: parent.email },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
    }
    await mailbox.expectExactly(parent.email, "Reset your", 3);
  });
});

test.describe("double submits on staff money and message actions", () => {
  /** Posts the same form twice at once, as a double click or a retry would. */
  const twice = (request: APIRequestContext, url: string, options: Parameters<APIRequestContext["post"]>[1]) =>
    Promise.all([request.post(url, options), request.post(url, options)]);

  test("one subscription, one payment and one reply (with one email), however often the form is posted", async ({
    page,
    signedInParent: parent,
    signedInStaff: staff,
  }) => {
    await page.request.post("/dashboard/support", {
      headers: sameSite,
      multipart: { subject: "Fees", message: "When is the fee due?" },
    });
    await page.goto("/dashboard/support");

    await staff.page.goto(`/staff/parents?q=${encodeURIComponent(parent.email)}`);
    await staff.page.getByTestId("parent-row").getByRole("link").click();
    await staff.page.waitForURL(/\/staff\/parents\/[^/]+$/);
    const parentUrl = new URL(staff.page.url()).pathname;
    const subscriptionKey = crypto.randomUUID();
    for (const response of await twice(staff.context.request, parentUrl, {
      headers: sameSite,
      form: {
        intent: "subscription.create",
        idempotencyKey: subscriptionKey,
        planId: "preschool-monthly",
        status: "active",
        startDate: "2026-03-01",
        expiryDate: "2026-04-01",
      },
      maxRedirects: 0,
    })) {
      expect(response.status()).toBe(303);
    }
    const paymentKey = crypto.randomUUID();
    for (const response of await twice(staff.context.request, parentUrl, {
      headers: sameSite,
      form: {
        intent: "payment.create",
        idempotencyKey: paymentKey,
        amount: "2000",
        currency: "BDT",
        paymentDate: "2026-03-02",
        paymentMethod: "cash",
        status: "completed",
      },
      maxRedirects: 0,
    })) {
      expect(response.status()).toBe(303);
    }
    await staff.page.reload();
    await expect(staff.page.getByTestId("staff-subscription")).toHaveCount(1);
    await expect(staff.page.getByTestId("staff-payment")).toHaveCount(1);

    const thread = staff.page.getByRole("link", { name: "Fees" });
    const threadUrl = new URL((await thread.getAttribute("href"))!, testEnv.baseUrl).pathname;
    const replyKey = crypto.randomUUID();
    for (const response of await twice(staff.context.request, threadUrl, {
      headers: sameSite,
      multipart: { intent: "reply", idempotencyKey: replyKey, body: "It is due on the 5th.", status: "in_progress" },
      maxRedirects: 0,
    })) {
      expect(response.status()).toBe(303);
    }
    await staff.page.goto(threadUrl);
    await expect(staff.page.getByTestId("staff-reply")).toHaveCount(1);
    await mailbox.expectExactly(parent.email, "A reply is waiting", 1);
  });
});

test.describe("other abuse", () => {
  test("robots.txt does not point at the staff console", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).not.toContain("/staff");
    expect(robots).toContain("Disallow: /dashboard");
  });

  test("cross-site posts are refused before anything runs", async ({ page }) => {
    const refused: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Referer: "https://evil.example/form" },
      {},
    ];
    for (const path of ["/login", "/register", "/forgot-password", "/reset-password", "/verify-email", "/logout"]) {
      for (const headers of refused) {
        const response = await page.request.post(path, { form: { email: "x@test.example" }, headers, maxRedirects: 0 });
        // React Router itself rejects a foreign Origin (400); our assertSameOrigin rejects the rest (403).
        expect([400, 403], `${path} ${JSON.stringify(headers)}`).toContain(response.status());
      }
    }
  });

  test("a bot that fills the honeypot is told it worked, and nothing is created or sent", async ({ page }) => {
    const parent = newParent();
    await page.goto("/register");
    await fillRegisterForm(page, parent);
    await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: "Register" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await expect(toast(page, "Signup Successful!")).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(await mailbox.list(parent.email)).toEqual([]);
  });

  test("a language cookie never changes a public page, however its address is written, so the cache keeps each page in its URL's language", async ({
    request,
  }) => {
    const langOf = async (path: string, cookie?: string) => {
      const response = await request.get(path, { headers: cookie ? { Cookie: cookie } : {} });
      expect(response.status(), path).toBe(200);
      return /<html[^>]* lang="([a-z]+)"/.exec(await response.text())?.[1];
    };
    for (const path of ["/about/", "/Contact", "/TEAM/", "/abo%75t"]) {
      expect(await langOf(path, "le_lang=bn"), path).toBe("en");
      // The next visitor, with no cookie, gets the English page (from the cache or not).
      expect(await langOf(path), path).toBe("en");
    }
    expect(await langOf("/bn/About/", "le_lang=en")).toBe("bn");
    expect(await langOf("/bn/About/")).toBe("bn");
  });

  test("no browser or proxy keeps a private page: every page but an anonymous public one is private, no-store", async ({
    page,
    playwright,
    signedInParent: _parent,
    signedInStaff: staff,
  }) => {
    test.setTimeout(120_000);
    const anonymous = await playwright.request.newContext({
      baseURL: testEnv.baseUrl,
      extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
    });
    const pages = pagePaths(routes);
    expect(pages).toEqual(expect.arrayContaining(["/dashboard/classes", "/staff/payments", "/enroll/apply", "/login"]));
    const unkept: string[] = [];
    for (const path of pages) {
      const isPublic =
        !/^\/(?:dashboard|staff|enroll\/apply|login|register|forgot-password|reset-password|verify-email|logout)(?:\/|$)/.test(
          path,
        );
      for (const [who, request] of [
        ["parent", page.request],
        ["admin", staff.context.request],
        ["anonymous", anonymous],
      ] as const) {
        if (who === "anonymous" && isPublic) continue;
        const response = await request.get(path, { maxRedirects: 0 });
        // Only rendered pages: a redirect (to /login, to the dashboard) or a bare refusal has nothing to keep.
        if (!response.headers()["content-type"]?.startsWith("text/html")) continue;
        if (response.headers()["cache-control"] !== "private, no-store") unkept.push(`${path} as ${who}`);
      }
    }
    expect(unkept).toEqual([]);
    // The anonymous public pages stay shareable; a page's loader data, fetched alone, is as private as the page.
    expect((await anonymous.get("/about")).headers()["cache-control"]).toBeUndefined();
    expect((await page.request.get("/dashboard.data")).headers()["cache-control"]).toBe("private, no-store");
    await anonymous.dispose();
  });

  test("a public page kept in the cache carries no nonce, so no visitor is served another's", async ({ request }) => {
    for (const path of ["/", "/contact", "/bn/contact"]) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await request.get(path);
        expect(response.headers()["content-security-policy"]).toContain("'nonce-");
        expect(await response.text(), `${path}, visit ${visit + 1}`).not.toContain("nonce=");
      }
    }
  });

  test("on a localhost APP_URL the server answers on the loopback only, and only to its own names", async () => {
    const get = (host: string, headers: Record<string, string> = {}) =>
      new Promise<number | string>((resolve) => {
        const request = http.get(
          { host, port: testEnv.port, path: "/healthz", headers, timeout: 5_000 },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        request.on("timeout", () => request.destroy(new Error("timeout")));
      });
    expect(await get("127.0.0.1")).toBe(200);
    // A page a rebinding DNS name points at this machine: refused by name.
    expect(await get("127.0.0.1", { Host: `rebind.example:${testEnv.port}` })).toBe(421);
    const outward = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === "IPv4");
    test.skip(!outward, "this machine has no network interface but the loopback");
    // A neighbour on the network (with the test-only routes on) reaches nothing.
    expect(await get(outward!.address, { Host: `localhost:${testEnv.port}` })).toBe("ECONNREFUSED");
  });

  test("better-auth's own endpoints are closed", async ({ page }) => {
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { email: newParent().email, password: "kite-and-river-1", name: "Bot" },
      headers: sameSite,
    });
    expect(signUp.status()).toBe(404);
    for (const path of [
      "/api/auth/get-session",
      "/api/auth/ok",
      "/api/auth/verify-email?token=x",
      "/api/auth/reset-password/abc?callbackURL=/",
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
    const signIn = await page.request.post("/api/auth/sign-in/email", { data: testEnv.demoParent, headers: sameSite });
    expect(signIn.status()).toBe(404);
    expect(signIn.headers()["set-cookie"]).toBeUndefined();
  });
});
