import { uniqueEmail } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { testEnv } from "../support/test-env";

const toast = (page: import("@playwright/test").Page) => page.locator("[data-toast]");

test("the FAQ has 14 questions and keeps one answer open at a time", async ({ page }) => {
  await page.goto("/contact");
  const items = page.locator("details[name=faq]");
  await expect(items).toHaveCount(14);
  const first = items.nth(0);
  const second = items.nth(1);
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open", "");
  await second.locator("summary").click();
  await expect(page.locator("details[name=faq][open]")).toHaveCount(0);
});

test("Get in Touch shows email, phone, office hours and address", async ({ page }) => {
  await page.goto("/contact");
  const block = page.getByRole("region", { name: "Get in Touch" });
  await expect(block.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(block.getByRole("link", { name: /\+880/ })).toHaveAttribute("href", /^tel:/);
  await expect(block).toContainText("Monday-Friday 11:00 AM-4:00 PM");
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld["@type"]).toBe("FAQPage");
  expect(ld.mainEntity).toHaveLength(14);
});

// Public pages ship no script (shell.spec.ts): JavaScript on would run them exactly as off, so once, off, is enough.
for (const javaScriptEnabled of [false]) {
  test.describe(`contact form with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("missing fields and a bad email get their toasts and keep what was typed", async ({ page }) => {
      await page.goto("/contact");
      const form = page.getByRole("region", { name: "Send us a Message" });
      await form.getByLabel("Name").fill("Rahima Akter");
      await form.getByLabel("Message").fill("Do you have a batch starting in January?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page)).toContainText("Missing Information");
      await expect(toast(page)).toContainText("Please fill in all fields.");
      await expect(form.getByLabel("Name")).toHaveValue("Rahima Akter");
      await expect(form.getByLabel("Message")).toHaveValue("Do you have a batch starting in January?");
      await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

      await form.getByLabel("Email").fill("rahima at example");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page)).toContainText("Invalid Email");
      await expect(toast(page)).toContainText("Please enter a valid email address.");
      await expect(form.getByLabel("Email")).toHaveValue("rahima at example");
    });

    test("a valid message is stored, staff are emailed, and the form clears", async ({ page }) => {
      const name = `Parent ${Date.now()}-${javaScriptEnabled ? "js" : "nojs"}`;
      const email = uniqueEmail("contact");
      await page.goto("/contact");
      const form = page.getByRole("region", { name: "Send us a Message" });
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Message").fill("We would like to try a class.\nThank you!");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(toast(page)).toContainText("Message Sent");
      await expect(toast(page)).toContainText("Thank you! We will get back to you soon.");
      await expect(form.getByLabel("Name")).toHaveValue("");

      const mail = await mailbox.waitFor(testEnv.staffEmail, `New contact message from ${name}`);
      expect(mail.text).toContain(email);
      expect(mail.text).toContain("We would like to try a class.");
      expect(mail.text).toContain("/staff/inbox");
    });
  });
}

test("a filled honeypot is answered like a success but nothing is sent", async ({ page }) => {
  const name = `Bot ${Date.now()}`;
  await page.goto("/contact");
  await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = "spam.example"));
  const form = page.getByRole("region", { name: "Send us a Message" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(uniqueEmail("bot"));
  await form.getByLabel("Message").fill("Buy now");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page)).toContainText("Message Sent");
  await page.waitForTimeout(1500);
  expect((await mailbox.list(testEnv.staffEmail)).some((m) => m.subject.includes(name))).toBe(false);
});

test("a cross-site post is refused", async ({ request }) => {
  const response = await request.post("/contact", {
    form: { name: "X", email: "x@example.com", message: "Hi" },
    headers: { Origin: "https://evil.example" },
  });
  // React Router refuses a mismatched Origin (400) before our own check (403) would.
  expect([400, 403]).toContain(response.status());
});
