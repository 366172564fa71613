import type { APIRequestContext, Page } from "@playwright/test";
import { newParent, toast, verifyByLink } from "../support/accounts";
import { englishTextNodes, people } from "../support/bangla";
import { createPlace, newTransactionId, postFixture } from "../support/billing";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { firstLink, mailbox } from "../support/mail";
import { axeViolations } from "../support/page-checks";
import { createUser, signIn } from "../support/seed";

/**
 * A second guardian (docs/product.md#families): the owner invites them from the Family page; they open the mailed
 * link, register from it (in English: no child asked for, the invited address filled in, then the verification mail)
 * or log in from it (in Bangla, an account they already have), press 'Join Family', see the family's child and, as 'View and pay', pay its invoice; the
 * owner changes their role and removes them, after which the family's invoice answers them 404. The owner, the
 * guardian's account and the family's place are made through the test-only routes; the pages under test are driven
 * in the browser. With JavaScript off in English; on, in Bangla, with axe and the check for English left on each page.
 */

const words = {
  en: {
    heading: "Family",
    email: "Email",
    viewPay: "View and pay",
    full: "Full access",
    send: "Send Invitation",
    invited: "Invitation sent",
    expires: /^Expires /,
    logIn: "Log in",
    emailAddress: "Email address",
    password: "Password",
    login: "Login",
    join: "Join Family",
    joined: "You joined the family",
    roleOf: (name: string) => `Role of ${name}`,
    save: "Save",
    roleSaved: "Role saved",
    remove: (name: string) => `Remove ${name}`,
    yesRemove: "Yes, remove",
    removed: "Member removed",
    you: "You",
    payForm: "Submit Payment",
    sender: "Your bKash/Nagad number",
    trx: "Transaction ID",
    paid: "Payment submitted",
  },
  bn: {
    heading: "পরিবার",
    email: "ইমেইল",
    viewPay: "দেখা ও পেমেন্ট",
    full: "পূর্ণ অ্যাক্সেস",
    send: "আমন্ত্রণ পাঠান",
    invited: "আমন্ত্রণ পাঠানো হয়েছে",
    expires: /^মেয়াদ শেষ /,
    logIn: "লগ ইন",
    emailAddress: "ইমেইল ঠিকানা",
    password: "পাসওয়ার্ড",
    login: "লগইন",
    join: "পরিবারে যোগ দিন",
    joined: "আপনি পরিবারে যোগ দিয়েছেন",
    roleOf: (name: string) => `${name}-এর ভূমিকা`,
    save: "সংরক্ষণ করুন",
    roleSaved: "ভূমিকা সংরক্ষণ হয়েছে",
    remove: (name: string) => `${name}-কে সরিয়ে দিন`,
    yesRemove: "হ্যাঁ, সরিয়ে দিন",
    removed: "সদস্যকে সরানো হয়েছে",
    you: "আপনি",
    payForm: "পেমেন্ট জমা দিন",
    sender: "আপনার bKash/Nagad নম্বর",
    trx: "ট্রানজেকশন আইডি",
    paid: "পেমেন্ট জমা হয়েছে",
  },
};

const runs = [
  { javaScriptEnabled: false, language: "en" as const },
  { javaScriptEnabled: true, language: "bn" as const },
];

const initials = (name: string) =>
  name
    .split(" ")
    .map((word) => word[0])
    .join("");

/** A verified account with no child of its own (a second guardian who has not applied for anything). */
async function guardian(request: APIRequestContext, language: "en" | "bn") {
  const { email, password, fullName } = newParent();
  const name = `${fullName.split(" ")[0]} Guardian`;
  await postFixture<{ id: string }>(request, "users", { email, password, fullName: name, language });
  return { email, password, name };
}

/** Axe, and in Bangla no English left, on the page as it is now: both read the page with JavaScript, so only on. */
async function checkPage(page: Page, javaScriptEnabled: boolean, language: "en" | "bn", names: string[]) {
  if (!javaScriptEnabled) return;
  expect(await axeViolations(page)).toEqual([]);
  if (language === "bn") expect(await englishTextNodes(page, names)).toEqual([]);
}

for (const { javaScriptEnabled, language } of runs) {
  const w = words[language];
  test.describe(`a family's second guardian with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.describe.configure({ timeout: 120_000 });

    test(`invited, joins, sees the child and pays its invoice, then has their role changed and is removed${language === "bn" ? " (in Bangla)" : ""}`, async ({
      browser,
      context,
      page,
    }) => {
      const childName = `Mira ${crypto.randomUUID().slice(0, 4)}`;
      const owner = await createUser(context.request, { language, childName });
      await signIn(context.request, owner);
      const place = await createPlace(context.request, owner.id);
      const invoice = place.invoices[0]!;
      // In English they have no account yet and make one from the link; in Bangla they already have one.
      const registers = language === "en";
      const second = registers
        ? { ...newParent(), name: `Rafiq Guardian ${crypto.randomUUID().slice(0, 4)}` }
        : await guardian(context.request, language);
      const names = [...people(owner), second.name, initials(second.name)];

      // The owner invites them from the Family page.
      await page.goto("/dashboard/profile/family");
      await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible();
      await page.getByLabel(w.email, { exact: true }).fill(second.email);
      await page.getByRole("radio", { name: w.viewPay }).check();
      await page.getByRole("button", { name: w.send }).click();
      await expect(toast(page, w.invited)).toBeVisible();
      const invitations = page.getByTestId("family-invitations");
      await expect(invitations).toContainText(second.email);
      await expect(invitations.getByText(w.expires)).toBeVisible();
      await checkPage(page, javaScriptEnabled, language, names);

      // The guardian opens the mailed link, logs in from it and joins.
      const mail = await mailbox.waitFor(second.email, owner.fullName);
      const link = new URL(/https?:\/\/\S+\/family\/join\/[A-Za-z0-9_-]+/.exec(mail.text)![0]);
      const guest = await newDevice(browser, { javaScriptEnabled });
      const joinPath = language === "bn" ? `/bn${link.pathname}` : link.pathname;
      const opened = await guest.page.goto(joinPath);
      expect(opened?.headers()["cache-control"]).toBe("private, no-store");
      // The site's default policy comes first; the page's own, last, is the one browsers apply.
      expect(opened?.headers()["referrer-policy"]).toMatch(/(^|[\s,])same-origin$/);
      await expect(guest.page.locator('meta[name="referrer"]')).toHaveAttribute("content", "same-origin");
      await expect(guest.page.getByRole("main")).toContainText(owner.fullName);
      await expect(guest.page.getByRole("main")).toContainText(w.viewPay);
      await checkPage(guest.page, javaScriptEnabled, language, names);
      if (registers) {
        await guest.page.getByRole("link", { name: "Create an account", exact: true }).click();
        await guest.page.waitForURL((url) => url.pathname === "/register");
        await expect(guest.page.getByLabel("Child's Name")).toHaveCount(0);
        await expect(guest.page.getByLabel("Email address")).toHaveValue(second.email);
        await guest.page.getByLabel("Parent's Full Name").fill(second.name);
        await guest.page.getByLabel("Phone Number").fill("+880 1711-765432");
        await guest.page.getByLabel("Password", { exact: true }).fill(second.password);
        await guest.page.getByLabel("Confirm Password").fill(second.password);
        await guest.page.getByLabel(/I agree to the/).check();
        await guest.page.getByRole("button", { name: "Register" }).click();
        await guest.page.waitForURL((url) => url.pathname === "/login");
        await verifyByLink(guest.page, firstLink(await mailbox.waitFor(second.email, "Verify your email")));
      } else {
        await guest.page.getByRole("link", { name: w.logIn, exact: true }).click();
      }
      await guest.page.getByLabel(w.emailAddress).fill(second.email);
      await guest.page.getByLabel(w.password, { exact: true }).fill(second.password);
      await guest.page.getByRole("main").getByRole("button", { name: w.login, exact: true }).click();
      await guest.page.waitForURL((url) => url.pathname === link.pathname);
      await checkPage(guest.page, javaScriptEnabled, language, names);
      await guest.page.getByRole("button", { name: w.join }).click();
      await guest.page.waitForURL((url) => url.pathname === "/dashboard");
      await expect(toast(guest.page, w.joined)).toBeVisible();
      await guest.page.goto("/dashboard/profile");
      await expect(guest.page.getByRole("main")).toContainText(childName);
      // The child's place and its class times, on the family's Enrolment page.
      await guest.page.goto("/dashboard/enrolment");
      await expect(guest.page.getByTestId("child-applications")).toContainText(childName);
      await expect(guest.page.getByTestId("application")).toHaveCount(1);

      // As 'View and pay' they see the child's invoice and submit a payment for it.
      await guest.page.goto(`/dashboard/payments/invoices/${invoice.id}`);
      await expect(guest.page.getByRole("main")).toContainText(childName);
      const form = guest.page.getByRole("form", { name: w.payForm });
      await form.getByLabel("bKash", { exact: true }).check();
      await form.getByLabel(w.sender).fill("01712345678");
      await form.getByLabel(w.trx).fill(newTransactionId());
      await form.getByRole("button", { name: w.payForm }).click();
      await expect(toast(guest.page, w.paid)).toBeVisible();

      // The owner sees them, changes their role, and removes them after a second question.
      await page.goto("/dashboard/profile/family");
      const row = page.getByTestId("family-member").filter({ hasText: second.email });
      await expect(row).toContainText(w.viewPay);
      await expect(
        page.getByTestId("family-member").filter({ has: page.getByText(w.you, { exact: true }) }),
      ).toContainText(owner.email);
      await checkPage(page, javaScriptEnabled, language, names);
      await row.getByLabel(w.roleOf(second.name)).selectOption({ label: w.full });
      await row.getByRole("button", { name: w.save, exact: true }).click();
      await expect(toast(page, w.roleSaved)).toBeVisible();
      await expect(page.getByTestId("family-member").filter({ hasText: second.email })).toContainText(w.full);
      await page.getByText(w.remove(second.name), { exact: true }).click();
      await page.getByRole("button", { name: w.yesRemove }).click();
      await expect(toast(page, w.removed)).toBeVisible();
      await expect(page.getByTestId("family-members")).not.toContainText(second.email);

      // Removed, the family's invoice is no longer theirs to see.
      const gone = await guest.page.goto(`/dashboard/payments/invoices/${invoice.id}`);
      expect(gone?.status()).toBe(404);
      await guest.context.close();
    });
  });
}
