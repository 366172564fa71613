import type { Page } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { createUser } from "../support/seed";
import { testEnv } from "../support/test-env";

const sidebar = (page: Page) => page.getByTestId("dashboard-sidebar");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`replies in a support thread with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    test.describe.configure({ timeout: 90_000 });

    test("staff are emailed, the parent sees 'New reply' until opening the thread, then replies in it", async ({
      page,
      signedInParent: parent,
      signedInStaff: staff,
    }) => {
      const ready = async (p: Page) => {
        if (javaScriptEnabled) await waitForEnhancement(p);
      };
      const subject = `Class link ${crypto.randomUUID().slice(0, 8)}`;
      await page.goto("/dashboard/support");
      await ready(page);
      await page.getByLabel("Subject").fill(subject);
      await page.getByLabel("Message").fill("Where do we find Friday's class link?");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "Message Sent")).toBeVisible();
      const staffMail = await mailbox.waitFor(testEnv.staffEmail, `New support message: ${subject}`);
      expect(staffMail.text).toContain("Where do we find Friday's class link?");
      expect(staffMail.text).toContain(parent.email);
      await expect(sidebar(page).getByText("New reply")).toHaveCount(0);

      // Staff answer it.
      await staff.page.goto("/staff/support?status=open");
      await staff.page.getByRole("link", { name: subject }).click();
      const threadPath = new URL(staff.page.url()).pathname;
      const messageId = threadPath.split("/").pop()!;
      await ready(staff.page);
      await staff.page.getByLabel("Your reply").fill("It is on the Classes page, under Join.");
      await staff.page.getByRole("button", { name: "Send reply" }).click();
      await expect(staff.page.getByTestId("staff-reply")).toHaveCount(1);

      // The parent sees it flagged on the overview card, in the navigation and on the thread.
      await page.goto("/dashboard");
      await expect(page.getByTestId("support-card")).toContainText("New reply");
      await expect(page.getByTestId("support-card")).not.toContainText("waiting for our team");
      await expect(sidebar(page).getByRole("link", { name: /Support/ })).toContainText("New reply");
      await page.goto("/dashboard/support");
      const listed = page.getByTestId("support-thread").filter({ hasText: subject });
      await expect(listed.getByText("New reply", { exact: true })).toBeVisible();

      // Opening the thread reads it: the flags go.
      await listed.getByRole("link", { name: "Open and reply" }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/support/${messageId}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
      await expect(page.getByTestId("support-reply")).toContainText("It is on the Classes page, under Join.");
      await expect(sidebar(page).getByText("New reply")).toHaveCount(0);
      await page.goto("/dashboard");
      await expect(page.getByTestId("support-card")).not.toContainText("New reply");
      await expect(sidebar(page).getByText("New reply")).toHaveCount(0);

      // The parent replies in the thread, with a file.
      await page.goto(`/dashboard/support/${messageId}`);
      await ready(page);
      await page.getByLabel("Your reply").fill("   ");
      await page.getByRole("button", { name: "Send Reply" }).click();
      await expect(toast(page, "Message Required")).toContainText("Please enter your message.");
      await page.getByLabel("Your reply").fill("Found it, thank you!");
      await page.getByTestId("reply-attachment-input").setInputFiles({
        name: "screenshot.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("joined"),
      });
      await page.getByRole("button", { name: "Send Reply" }).click();
      await expect(toast(page, "Reply Sent")).toBeVisible();
      const mine = page.getByTestId("support-reply").filter({ hasText: "Found it, thank you!" });
      await expect(mine).toContainText("You");
      await expect(mine.getByRole("link", { name: /screenshot\.txt/ })).toBeVisible();
      // Their own reply is not a new one.
      await expect(sidebar(page).getByText("New reply")).toHaveCount(0);

      const replyMail = await mailbox.waitFor(testEnv.staffEmail, `Parent replied: ${subject}`);
      expect(replyMail.text).toContain("Found it, thank you!");
      expect(replyMail.text).toContain(threadPath);
      await staff.page.goto(threadPath);
      await expect(staff.page.getByTestId("staff-reply").filter({ hasText: "Found it, thank you!" })).toContainText(
        parent.fullName,
      );
    });
  });
}

test("another parent's thread answers 404 to a look and to a reply", async ({ page, signedInParent, browser }) => {
  await page.goto("/dashboard/support");
  await page.getByLabel("Message").fill("Mine alone.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent")).toBeVisible();
  await page.getByRole("link", { name: "Open and reply" }).first().click();
  const path = new URL(page.url()).pathname;

  const other = await createUser(page.request);
  const stranger = await newDevice(browser, { signedInAs: other });
  const look = await stranger.page.goto(path);
  expect(look?.status()).toBe(404);
  const post = await stranger.page.request.post(path, {
    headers: { Origin: testEnv.baseUrl },
    multipart: { message: "Not my thread", idempotencyKey: crypto.randomUUID() },
  });
  expect(post.status()).toBe(404);
  await stranger.context.close();
});
