import { fillRegisterForm, newParent, toast } from "../support/accounts";
import { expect, mailbox, test } from "../support/fixtures";
import { testEnv } from "../support/test-env";

const sameSite = { Origin: testEnv.baseUrl };

test.describe("abuse protection", () => {
  test("sign-in answers 429 past five attempts a minute from one address", async ({ page }) => {
    const attempt = () =>
      page.request.post("/login", { form: { email: "someone@test.example", password: "wrong-password" }, headers: sameSite, maxRedirects: 0 });
    for (let i = 0; i < 5; i++) expect((await attempt()).status()).toBe(401);
    const refused = await attempt();
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);

    // In the browser the page explains it.
    await page.goto("/login");
    await page.getByLabel("Email address").fill("someone@test.example");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many attempts");
  });

  test("sign-up, forgot and reset share the per-address budget", async ({ page }) => {
    const statuses: number[] = [];
    for (const path of ["/register", "/forgot-password", "/reset-password?token=x", "/register", "/forgot-password", "/register"]) {
      statuses.push((await page.request.post(path, { form: {}, headers: sameSite, maxRedirects: 0 })).status());
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  test("asking for verification mail answers 429 past three a minute", async ({ page }) => {
    const resend = () => page.request.post("/verify-email", { form: { email: "someone@test.example" }, headers: sameSite });
    for (let i = 0; i < 3; i++) expect((await resend()).status()).toBe(200);
    expect((await resend()).status()).toBe(429);
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
    // None of those counted against the rate limit: a same-site post still gets through.
    expect((await page.request.post("/login", { form: {}, headers: sameSite })).status()).toBe(400);
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

  test("better-auth's own endpoints are closed", async ({ page }) => {
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { email: newParent().email, password: "kite-and-river-1", name: "Bot" },
      headers: sameSite,
    });
    expect(signUp.status()).toBe(404);
    for (const path of ["/api/auth/get-session", "/api/auth/ok", "/api/auth/reset-password/abc?callbackURL=/"]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
    const signIn = await page.request.post("/api/auth/sign-in/email", { data: testEnv.demoParent, headers: sameSite });
    expect(signIn.status()).toBe(404);
    expect(signIn.headers()["set-cookie"]).toBeUndefined();
  });
});
