import type { Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { createUser, signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

const MB = 1024 * 1024;

async function openSupport(page: Page, javaScript = true) {
  await page.goto("/dashboard/support");
  if (javaScript) await waitForEnhancement(page);
}

const history = (page: Page) => page.getByTestId("support-thread");

test.describe("support and help", () => {
  test("a message with an attachment is sent, listed as open at the top, and the file downloads", async ({
    page,
    signedInParent,
  }) => {
    await openSupport(page);
    await expect(page.getByLabel("Subject")).toHaveValue("General Inquiry");
    await page.getByLabel("Message").fill("Could you share the worksheet from Saturday's class?");
    await page.getByTestId("attachment-input").setInputFiles({
      name: "worksheet notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Page 3, question 2"),
    });
    await expect(page.getByTestId("chosen-attachment")).toContainText("worksheet notes.txt");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(toast(page, "Message Sent")).toContainText("Our support team will get back to you soon.");
    await expect(page.getByLabel("Message")).toHaveValue("");
    const top = history(page).first();
    await expect(top.getByRole("heading")).toHaveText("General Inquiry");
    await expect(top.getByText("Open", { exact: true })).toHaveClass(/bg-sky-100/);
    await expect(top).toContainText("Could you share the worksheet from Saturday's class?");
    await expect(top.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);

    const link = top.getByRole("link", { name: /worksheet notes\.txt/ });
    await expect(link).toHaveAttribute("href", /^\/files\/support\/[0-9a-f-]{36}$/);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("worksheet notes.txt");
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("Page 3, question 2");
  });

  test("a chosen attachment can be removed before sending", async ({ page, signedInParent }) => {
    await openSupport(page);
    await page.getByLabel("Subject").fill("Schedule");
    await page.getByLabel("Message").fill("Is there class on the public holiday?");
    await page
      .getByTestId("attachment-input")
      .setInputFiles({ name: "wrong-file.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await page.getByRole("button", { name: "Remove attachment" }).click();
    await expect(page.getByTestId("chosen-attachment")).toHaveCount(0);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message Sent")).toBeVisible();
    await expect(history(page).first().getByRole("heading")).toHaveText("Schedule");
    await expect(
      history(page)
        .first()
        .getByRole("link", { name: /wrong-file\.pdf/ }),
    ).toHaveCount(0);
  });

  test("Quick Contact links to WhatsApp and email", async ({ page, signedInParent }) => {
    await openSupport(page);
    await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Email Us" })).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+$/);
  });

  test("a new parent's history is empty", async ({ page, signedInParent }) => {
    await openSupport(page);
    await expect(page.getByText("You haven't sent any messages yet.")).toBeVisible();
  });

  test("the demo parent's thread shows the staff reply", async ({ page }) => {
    await signIn(page.request, testEnv.demoParent);
    await page.goto("/dashboard/support");
    const thread = history(page).filter({ hasText: "Recording of last Friday's class" });
    await expect(thread.getByText("In progress", { exact: true })).toHaveClass(/bg-yellow-100/);
    await expect(thread.getByTestId("support-reply")).toContainText("The recording is now in your class folder");
    await expect(thread.getByTestId("support-reply")).toContainText("Programme Admin");
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("a blank message gets 'Message Required'", async ({ page, signedInParent }) => {
        await openSupport(page, javaScriptEnabled);
        await page.getByLabel("Message").fill("   ");
        await page.getByRole("button", { name: "Send Message" }).click();
        await expect(toast(page, "Message Required")).toContainText("Please enter your message.");
        await expect(history(page)).toHaveCount(0);
      });

      test("an attachment over 10MB gets 'File too large' and the typed text stays", async ({
        page,
        signedInParent,
      }) => {
        await openSupport(page, javaScriptEnabled);
        await page.getByLabel("Subject").fill("Report card");
        await page.getByLabel("Message").fill("Attaching the scanned report card.");
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: "scan.tiff", mimeType: "image/tiff", buffer: Buffer.alloc(10 * MB + 1) });
        if (!javaScriptEnabled) await page.getByRole("button", { name: "Send Message" }).click();
        await expect(toast(page, "File too large")).toContainText("Attachment must be smaller than 10MB.");
        await expect(page.getByLabel("Subject")).toHaveValue("Report card");
        await expect(page.getByLabel("Message")).toHaveValue("Attaching the scanned report card.");
        await expect(history(page)).toHaveCount(0);
      });
    });
  }

  test.describe("JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("sends with an attachment, or without it when ticked away", async ({ page, signedInParent }) => {
      await openSupport(page, false);
      await page.getByLabel("Message").fill("Sent without JavaScript.");
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "Message Sent")).toBeVisible();
      await expect(
        history(page)
          .first()
          .getByRole("link", { name: /a\.txt/ }),
      ).toBeVisible();

      await page.getByLabel("Message").fill("This one without the file.");
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "b.txt", mimeType: "text/plain", buffer: Buffer.from("bye") });
      await page.getByLabel("Don't send the chosen file").check();
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "Message Sent")).toBeVisible();
      await expect(history(page).first()).toContainText("This one without the file.");
      await expect(
        history(page)
          .first()
          .getByRole("link", { name: /b\.txt/ }),
      ).toHaveCount(0);
    });
  });

  test("data isolation: another parent gets 404 for the attachment and sees nothing of the message", async ({
    page,
    browser,
    request,
    signedInParent,
  }) => {
    await openSupport(page);
    const secret = `Private note ${Date.now()}`;
    await page.getByLabel("Subject").fill("Private matter");
    await page.getByLabel("Message").fill(secret);
    await page
      .getByTestId("attachment-input")
      .setInputFiles({ name: "medical.txt", mimeType: "text/plain", buffer: Buffer.from("CONFIDENTIAL-CONTENT") });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message Sent")).toBeVisible();
    const url = (await history(page)
      .first()
      .getByRole("link", { name: /medical\.txt/ })
      .getAttribute("href"))!;
    expect((await page.request.get(url)).status()).toBe(200);

    const other = await newDevice(browser, { signedInAs: await createUser(page.request) });
    const denied = await other.page.request.get(url);
    expect(denied.status()).toBe(404);
    expect(await denied.text()).not.toContain("CONFIDENTIAL-CONTENT");
    const replyUrl = `${url}/replies/${crypto.randomUUID()}`;
    expect((await other.page.request.get(replyUrl)).status()).toBe(404);
    await other.page.goto("/dashboard/support");
    await expect(other.page.locator("main")).not.toContainText(secret);
    await expect(other.page.locator("main")).not.toContainText("Private matter");
    await other.context.close();

    const anonymous = await request.get(url);
    expect(anonymous.status()).toBe(404);
    expect(await anonymous.text()).not.toContain("CONFIDENTIAL-CONTENT");
  });
});
