import type { BrowserContext, Page } from "@playwright/test";
import { newParent, type ParentCredentials, toast, waitForEnhancement } from "../support/accounts";
import { englishWords, fillBanglaRegisterForm } from "../support/bangla";
import { expect, test } from "../support/fixtures";
import { firstLink, mailbox } from "../support/mail";
import { axeViolations, sidewaysOverflow } from "../support/page-checks";
import { createUser } from "../support/seed";
import { testEnv } from "../support/test-env";

/**
 * Bangla (docs/product.md#languages): the account pages have one URL each and speak the language picked with the
 * language link (the `le_lang` cookie, or `?lang=bn` on the link itself). Every page, message and toast is in Bangla,
 * and a parent who registers in Bangla gets a Bangla account.
 */

const pages = [
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/verify-email?token=broken",
];

const REQUIRED_MESSAGES = [
  "পুরো নাম লিখুন।",
  "সন্তানের নাম লিখুন।",
  "সন্তানের সঠিক বয়স লিখুন।",
  "ফোন নম্বর লিখুন।",
  "ইমেইল ঠিকানা লিখুন।",
  "পাসওয়ার্ড লিখুন।",
  "দুটি পাসওয়ার্ড মিলছে না।",
  "নিবন্ধনের জন্য শর্তাবলী মেনে নিতে হবে।",
];

/**
 * The honeypot's label (app/ui/field.tsx): off-screen and hidden from assistive technology, a trap for bots that no
 * person sees, but still in the page's innerText.
 */
const honeypot = ["Leave", "this", "field", "empty"];

const inBangla = (context: BrowserContext) =>
  context.addCookies([{ name: "le_lang", value: "bn", url: testEnv.baseUrl }]);

const loginButton = (page: Page) => page.getByRole("main").getByRole("button", { name: "লগইন", exact: true });

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("ইমেইল ঠিকানা").fill(email);
  await page.getByLabel("পাসওয়ার্ড", { exact: true }).fill(password);
  await loginButton(page).click();
}

/** Empty submit → Bangla messages and toast; then a full registration, verification and login in Bangla. */
async function registerInBangla(page: Page, { js }: { js: boolean }) {
  await page.goto("/register");
  if (js) await waitForEnhancement(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("আপনার অ্যাকাউন্ট খুলুন");
  await expect(page.getByRole("link", { name: "শর্তাবলী" })).toHaveAttribute("href", "/bn/terms");

  await page.getByRole("button", { name: "নিবন্ধন করুন" }).click();
  await expect(toast(page, "ফর্মে কিছু ভুল আছে")).toContainText("অনুগ্রহ করে চিহ্নিত ঘরগুলো ঠিক করে নিন।");
  for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
  expect(await englishWords(page, honeypot)).toEqual([]);

  const parent = newParent({ fullName: "Rokeya Sultana" });
  await fillBanglaRegisterForm(page, parent);
  await page.getByRole("button", { name: "নিবন্ধন করুন" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await expect(toast(page, "নিবন্ধন সফল হয়েছে!")).toContainText("অ্যাকাউন্টটি যাচাই করতে আপনার ইমেইল দেখুন।");

  const [mail] = await mailbox.waitForCount(parent.email, 1);
  await page.goto(firstLink(mail!));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ইমেইল যাচাই করুন");
  await page.getByRole("button", { name: "আমার ইমেইল যাচাই করুন" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await expect(toast(page, "ইমেইল যাচাই হয়েছে")).toBeVisible();

  await submitLogin(page, parent.email, parent.password);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  // Registered in Bangla: the account's language is Bangla, so the dashboard (one URL) is in Bangla too.
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await page.goto("/dashboard/profile");
  await expect(page.locator('input[name="childAge"]')).toHaveValue(/^(4|৪)$/);
}

/** A wrong password, then the right one, then logging out, all in Bangla. */
async function loginInBangla(page: Page, parent: ParentCredentials, { js }: { js: boolean }) {
  await page.goto("/login");
  if (js) await waitForEnhancement(page);
  await loginButton(page).click();
  await expect(toast(page, "কিছু ঘর খালি আছে")).toContainText("ইমেইল ও পাসওয়ার্ড দুটোই লিখুন।");
  await expect(page.getByText("ইমেইল ঠিকানা লিখুন।")).toBeVisible();
  await expect(page.getByText("পাসওয়ার্ড লিখুন।")).toBeVisible();

  await submitLogin(page, parent.email, "not-the-password");
  await expect(toast(page, "লগইন হয়নি")).toContainText("ইমেইল বা পাসওয়ার্ড সঠিক নয়।");
  await expect(page).toHaveURL(/\/login/);
  expect(await englishWords(page)).toEqual([]);

  await submitLogin(page, parent.email, parent.password);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(toast(page, "লগইন সফল হয়েছে!")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");

  await page.getByRole("banner").getByRole("button", { name: "লগআউট" }).first().click();
  await page.waitForURL((url) => url.pathname === "/bn");
  await expect(toast(page, "লগআউট হয়েছে")).toBeVisible();
}

test.describe("account pages in Bangla", () => {
  // Every page fits 390 px and passes axe in Bangla too: page-sweep.spec.ts.
  test("every page is in Bangla", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await inBangla(context);
    for (const path of pages) {
      await page.goto(path);
      await waitForEnhancement(page);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "bn");
      expect(await englishWords(page, honeypot), path).toEqual([]);
    }
  });

  test("?lang=bn alone shows a page in Bangla and remembers the choice", async ({ page, context }) => {
    await page.goto("/login?lang=bn");
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("লগইন");
    expect(await englishWords(page)).toEqual([]);
    await page.getByRole("main").getByRole("link", { name: "পাসওয়ার্ড ভুলে গেছেন?" }).click();
    // The link carries the language itself (docs/product.md#languages)…
    await expect(page).toHaveURL(/\/forgot-password\?lang=bn$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("পাসওয়ার্ড ভুলে গেছেন?");
    expect((await context.cookies()).find((c) => c.name === "le_lang")?.value).toBe("bn");
    // …and the cookie remembers it for an address typed without it.
    await page.goto("/forgot-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("পাসওয়ার্ড ভুলে গেছেন?");
  });

  test("the register form's errors in Bangla have no axe violations", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await inBangla(context);
    await page.goto("/register");
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "নিবন্ধন করুন" }).click();
    await expect(page.getByText("পুরো নাম লিখুন।")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("registration in Bangla, with Bangla digits, makes a Bangla account (JavaScript on)", async ({
    page,
    context,
  }) => {
    await inBangla(context);
    await registerInBangla(page, { js: true });
  });

  test("login in Bangla: missing fields, wrong password, success and logout (JavaScript on)", async ({
    page,
    context,
  }) => {
    await inBangla(context);
    const parent = await createUser(context.request, { language: "bn" });
    await loginInBangla(page, parent, { js: true });
  });

  test("forgot password in Bangla: the missing and sent messages", async ({ page, context }) => {
    await inBangla(context);
    await page.goto("/forgot-password");
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "লিংক পাঠান" }).click();
    await expect(toast(page, "ইমেইল ঠিকানা দেওয়া হয়নি")).toContainText("অনুগ্রহ করে আপনার ইমেইল ঠিকানা লিখুন।");
    await page.getByLabel("ইমেইল ঠিকানা").fill(`nobody-${Date.now()}@test.example`);
    await page.getByRole("button", { name: "লিংক পাঠান" }).click();
    await expect(toast(page, "পাসওয়ার্ড বদলানোর ইমেইল পাঠানো হয়েছে")).toBeVisible();
    await expect(page.getByText("আপনার ইমেইল দেখুন", { exact: true })).toBeVisible();
    expect(await englishWords(page, honeypot)).toEqual([]);
  });
});

test.describe("password reset in Bangla", () => {
  test("the reset form's messages, the common-password refusal and the success toast", async ({ page, context }) => {
    await inBangla(context);
    const parent = await createUser(context.request, { language: "bn" });
    await page.goto("/forgot-password");
    await page.getByLabel("ইমেইল ঠিকানা").fill(parent.email);
    await page.getByRole("button", { name: "লিংক পাঠান" }).click();
    await expect(toast(page, "পাসওয়ার্ড বদলানোর ইমেইল পাঠানো হয়েছে")).toContainText("কী করতে হবে, তা আপনার ইনবক্সে দেখুন।");

    const [mail] = await mailbox.waitForCount(parent.email, 1);
    await page.goto(firstLink(mail!));
    await waitForEnhancement(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("নতুন পাসওয়ার্ড দিন");
    await expect(page.getByLabel("নতুন পাসওয়ার্ড", { exact: true })).toHaveAttribute("placeholder", "অন্তত ৬টি অক্ষর");
    expect(await englishWords(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    const fill = async (password: string, confirm = password) => {
      await page.getByLabel("নতুন পাসওয়ার্ড", { exact: true }).fill(password);
      await page.getByLabel("নতুন পাসওয়ার্ডটি আবার লিখুন").fill(confirm);
      await page.getByRole("button", { name: "পাসওয়ার্ড বদলান" }).click();
    };
    await page.getByRole("button", { name: "পাসওয়ার্ড বদলান" }).click();
    await expect(page.getByText("নতুন পাসওয়ার্ডটি লিখুন এবং আবার লিখে নিশ্চিত করুন।").first()).toBeVisible();
    await fill("new-kite-7", "new-kite-8");
    await expect(page.getByText("দুটি পাসওয়ার্ড মিলছে না।")).toBeVisible();
    await fill("kite");
    await expect(page.getByText("পাসওয়ার্ডে অন্তত ৬টি অক্ষর থাকতে হবে।")).toBeVisible();
    await fill("password1");
    await expect(page.getByText(/এই পাসওয়ার্ডটি খুবই প্রচলিত/)).toBeVisible();
    await expect(toast(page, "ফর্মে কিছু ভুল আছে")).toBeVisible();

    await fill(`${parent.password}-new`);
    await page.waitForURL((url) => url.pathname === "/login");
    await expect(toast(page, "পাসওয়ার্ড বদলানো হয়েছে")).toContainText("এখন নতুন পাসওয়ার্ড দিয়ে লগইন করতে পারবেন।");
  });
});

test.describe("account pages in Bangla without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("registration: the server's Bangla messages and toast, then a full registration with Bangla digits", async ({
    page,
    context,
  }) => {
    await inBangla(context);
    await registerInBangla(page, { js: false });
  });

  test("login: missing fields, wrong password, success and logout", async ({ page, context }) => {
    await inBangla(context);
    const parent = await createUser(context.request, { language: "bn" });
    await loginInBangla(page, parent, { js: false });
  });
});
