import type { Download } from "@playwright/test";
import { toast, waitForEnhancement } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { auditEntries } from "../support/staff";

async function text(download: Download) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`support replies with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    // Whole flows across two browsers; slow machines need the room.
    test.describe.configure({ timeout: 90_000 });

    test("staff read a parent's message, download its attachment, reply with a file and set it in progress; the parent sees it and is emailed", async ({
      page,
      signedInParent: parent,
      signedInStaff: staff,
    }) => {
      // The parent writes in, with an attachment.
      await page.goto("/dashboard/support");
      if (javaScriptEnabled) await waitForEnhancement(page);
      const subject = `Missed class ${crypto.randomUUID().slice(0, 8)}`;
      await page.getByLabel("Subject").fill(subject);
      await page.getByLabel("Message").fill("Ishaan missed Friday's class. Could we have the worksheet?");
      await page.getByTestId("attachment-input").setInputFiles({
        name: "doctor note.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("Fever, rest two days"),
      });
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "Message Sent")).toBeVisible();

      // Staff find it among the open messages.
      await staff.page.goto("/staff/support?status=open");
      const row = staff.page.getByTestId("support-row").filter({ hasText: subject });
      await expect(row).toContainText(parent.fullName);
      await expect(row).toContainText(parent.email);
      await expect(row.getByText("Open", { exact: true })).toHaveClass(/bg-sky-100/);
      await row.getByRole("link", { name: subject }).click();
      await expect(staff.page.getByRole("heading", { level: 1 })).toHaveText(subject);
      const messageId = new URL(staff.page.url()).pathname.split("/").pop()!;
      await expect(staff.page.getByTestId("staff-message")).toContainText(
        "Ishaan missed Friday's class. Could we have the worksheet?",
      );

      const [download] = await Promise.all([
        staff.page.waitForEvent("download"),
        staff.page.getByRole("link", { name: /doctor note\.txt/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("doctor note.txt");
      expect(await text(download)).toBe("Fever, rest two days");

      // Reply with a file; an open message moves to in progress by default.
      if (javaScriptEnabled) await waitForEnhancement(staff.page);
      const reply = `The worksheet is attached. Get well soon, Ishaan! ${javaScriptEnabled ? "js" : "nojs"}`;
      await staff.page.getByLabel("Your reply").fill(reply);
      await staff.page
        .getByTestId("reply-attachment-input")
        .setInputFiles({ name: "worksheet.txt", mimeType: "text/plain", buffer: Buffer.from("Count the apples") });
      await expect(staff.page.getByLabel("Status after this reply")).toHaveValue("in_progress");
      await staff.page.getByRole("button", { name: "Send reply" }).click();
      await expect(toast(staff.page, "Reply sent")).toContainText(
        "The parent has been emailed that a reply is waiting.",
      );
      await expect(staff.page.getByTestId("staff-reply")).toContainText(reply);
      await expect(staff.page.getByRole("main").getByText("In progress", { exact: true }).first()).toHaveClass(
        /bg-yellow-100/,
      );

      // The parent sees the reply, its file and the in-progress badge.
      await page.goto("/dashboard/support");
      const thread = page.getByTestId("support-thread").filter({ hasText: subject });
      await expect(thread.getByText("In progress", { exact: true })).toHaveClass(/bg-yellow-100/);
      await expect(thread.getByTestId("support-reply")).toContainText(reply);
      await expect(thread.getByTestId("support-reply")).toContainText("Programme Admin");
      const [parentDownload] = await Promise.all([
        page.waitForEvent("download"),
        thread.getByRole("link", { name: /worksheet\.txt/ }).click(),
      ]);
      expect(await text(parentDownload)).toBe("Count the apples");

      // The email says a reply is waiting, and nothing of it beyond the subject.
      const mail = await mailbox.waitFor(parent.email, `A reply is waiting: ${subject}`);
      expect(mail.text).toMatch(/\/dashboard\/support/);
      expect(mail.text).not.toContain("worksheet is attached");
      expect(mail.html).not.toContain("worksheet is attached");
      expect(mail.text).not.toContain("Ishaan missed");

      // Closing it is one more status change; both are in the audit log.
      await staff.page.getByLabel("Move to").selectOption("closed");
      await staff.page.getByRole("button", { name: "Update status" }).click();
      await expect(toast(staff.page, "Status updated")).toContainText("The message is now Closed.");
      const entries = (await auditEntries(staff.page, "support")).filter({ hasText: messageId });
      await expect(entries.filter({ hasText: "support.reply" })).toContainText(reply);
      await expect(entries.filter({ hasText: "support.reply" })).toContainText("in_progress");
      await expect(entries.filter({ hasText: "support.status" })).toContainText("closed");
      await page.goto("/dashboard/support");
      await expect(
        page.getByTestId("support-thread").filter({ hasText: subject }).getByText("Closed", { exact: true }),
      ).toHaveClass(/bg-green-100/);
    });
  });
}

test("a reply needs a body: the message and a toast say so, and nothing is sent", async ({
  page,
  signedInParent,
  signedInStaff: staff,
}) => {
  await page.goto("/dashboard/support");
  await waitForEnhancement(page);
  const subject = `Fees ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("When are fees due?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent")).toBeVisible();

  await staff.page.goto("/staff/support");
  await staff.page.getByRole("link", { name: subject }).click();
  await waitForEnhancement(staff.page);
  await staff.page.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(staff.page, "Error")).toContainText("Please write a reply.");
  await expect(staff.page.locator("#staff-reply-body-error")).toHaveText("Please write a reply.");
  await expect(staff.page.getByText("No replies yet.")).toBeVisible();
});
