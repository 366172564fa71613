import type { Page } from "@playwright/test";
import sharp from "sharp";
import { login, toast, waitForEnhancement } from "../support/accounts";
import { newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";

const MB = 1024 * 1024;
const photo = (color: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

async function openProfile(page: Page, javaScript = true) {
  await page.goto("/dashboard/profile");
  if (javaScript) await waitForEnhancement(page);
}

const personal = (page: Page) => page.locator("form#profile");

test.describe("profile settings", () => {
  test("shows the parent's details, the disabled email and its labels", async ({ page, signedInParent: parent }) => {
    await openProfile(page);
    await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
    await expect(page.getByLabel("Parent's Full Name")).toHaveValue(parent.fullName);
    await expect(personal(page).getByLabel("Child's Name")).toHaveValue(parent.childName);
    await expect(personal(page).getByLabel("Child's Age")).toHaveValue(String(parent.childAge));
    await expect(personal(page).getByLabel("Child's Age")).toHaveAttribute("min", "1");
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toBeDisabled();
    await expect(email).toHaveValue(parent.email);
    await expect(page.getByText("Email cannot be changed here.")).toBeVisible();
    await expect(page.getByText("PNG, JPG, GIF up to 5MB.")).toBeVisible();
    await expect(page.getByText("Change Photo")).toBeVisible();
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("saving the profile updates the name and the first child", async ({ page, signedInParent }) => {
        await openProfile(page, javaScriptEnabled);
        await page.getByLabel("Parent's Full Name").fill("Tahmina Chowdhury");
        await personal(page).getByLabel("Child's Name").fill("Nabil");
        await personal(page).getByLabel("Child's Age").fill("6");
        await page.getByRole("button", { name: "Save Profile Changes" }).click();
        await expect(toast(page, "Profile Updated Successfully")).toBeVisible();
        await page.reload();
        await expect(page.getByLabel("Parent's Full Name")).toHaveValue("Tahmina Chowdhury");
        await expect(personal(page).getByLabel("Child's Name")).toHaveValue("Nabil");
        await expect(personal(page).getByLabel("Child's Age")).toHaveValue("6");
        await expect(page.getByTestId("children-list")).toContainText("Nabil");
        await expect(page.getByTestId("dashboard-sidebar").getByTestId("sidebar-identity")).toContainText(
          "Tahmina Chowdhury",
        );
      });

      test("a blank name is refused with its message", async ({ page, signedInParent }) => {
        await openProfile(page, javaScriptEnabled);
        await page.getByLabel("Parent's Full Name").fill("   ");
        await page.getByRole("button", { name: "Save Profile Changes" }).click();
        await expect(toast(page, "Validation Error")).toContainText("Please fix the errors in the form.");
        await expect(page.getByText("Full name is required.")).toBeVisible();
      });

      test("a photo over 5MB gets 'File too large'", async ({ page, signedInParent }) => {
        await openProfile(page, javaScriptEnabled);
        await page
          .getByTestId("avatar-input")
          .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * MB + 1) });
        if (!javaScriptEnabled) await page.getByRole("button", { name: "Save Profile Changes" }).click();
        await expect(toast(page, "File too large")).toContainText("Please select an image smaller than 5MB.");
        await page.goto("/dashboard/profile");
        await expect(page.locator("form#profile img")).toHaveCount(0);
      });

      test("a file that is not really an image is rejected by its bytes and nothing is saved", async ({
        page,
        signedInParent,
      }) => {
        await openProfile(page, javaScriptEnabled);
        await page.getByLabel("Parent's Full Name").fill("Should Not Save");
        await page.getByTestId("avatar-input").setInputFiles({
          name: "photo.png",
          mimeType: "image/png",
          buffer: Buffer.from("<svg onload=alert(1)>not a png</svg>"),
        });
        await page.getByRole("button", { name: "Save Profile Changes" }).click();
        await expect(toast(page, "Avatar Upload Error")).toContainText("Please choose a PNG, JPG, GIF or WebP image.");
        await page.goto("/dashboard/profile");
        await expect(page.getByLabel("Parent's Full Name")).not.toHaveValue("Should Not Save");
      });
    });
  }

  test("a photo is re-encoded, served with cache headers, and the old one is deleted when replaced", async ({
    page,
    request,
    signedInParent,
  }) => {
    await openProfile(page);
    await page
      .getByTestId("avatar-input")
      .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: await photo("#0f766e") });
    await expect(page.locator("form#profile img")).toHaveAttribute("src", /^blob:/); // the preview
    await page.getByRole("button", { name: "Save Profile Changes" }).click();
    await expect(toast(page, "Profile Updated Successfully")).toBeVisible();

    const avatar = page.locator("form#profile img");
    await expect(avatar).toHaveAttribute("src", /^\/files\/avatars\/[0-9a-f-]{36}\.webp$/);
    const first = (await avatar.getAttribute("src"))!;
    await expect(page.getByTestId("dashboard-sidebar").locator("img")).toHaveAttribute("src", first);
    const response = await request.get(first);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const served = await sharp(await response.body()).metadata();
    expect([served.format, served.width, served.height, served.exif]).toEqual(["webp", 256, 256, undefined]);

    await page
      .getByTestId("avatar-input")
      .setInputFiles({ name: "me2.jpg", mimeType: "image/jpeg", buffer: await photo("#f59e0b") });
    await page.getByRole("button", { name: "Save Profile Changes" }).click();
    // The preview (a blob: URL) shows first; wait for the saved photo's own URL.
    await expect.poll(() => avatar.getAttribute("src")).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(await avatar.getAttribute("src")).not.toBe(first);
    expect((await request.get(first)).status()).toBe(404);
  });

  test("children: add another child, edit and remove it", async ({ page, signedInParent: parent }) => {
    await openProfile(page);
    await page.getByText("Add another child").click();
    const add = page.locator("form#child-new");
    await add.getByLabel("Child's Name").fill("Meher");
    await add.getByLabel("Child's Age").fill("8");
    await add.getByRole("button", { name: "Add child" }).click();
    await expect(toast(page, "Child Added")).toBeVisible();

    const list = page.getByTestId("children-list");
    await expect(list).toContainText(parent.childName);
    const extra = page.getByTestId("extra-child");
    await expect(extra).toHaveCount(1);
    await expect(extra.getByLabel("Child's Name")).toHaveValue("Meher");

    await extra.getByLabel("Child's Age").fill("0");
    await extra.getByRole("button", { name: "Save" }).click();
    await expect(extra.getByText("Valid child's age is required.")).toBeVisible();
    await extra.getByLabel("Child's Name").fill("Meherunnisa");
    await extra.getByLabel("Child's Age").fill("9");
    await extra.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Child Updated")).toBeVisible();
    await expect(page.getByTestId("extra-child").getByLabel("Child's Name")).toHaveValue("Meherunnisa");

    await page.getByText("Remove Meherunnisa", { exact: true }).click();
    await page.getByRole("button", { name: "Yes, remove" }).click();
    await expect(toast(page, "Child Removed")).toBeVisible();
    await expect(page.getByTestId("extra-child")).toHaveCount(0);
    await expect(list).toContainText(parent.childName);
  });

  test.describe("change password", () => {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(() => {
        test.use({ javaScriptEnabled });

        test(`each of the card's toasts, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
          page,
          signedInParent: parent,
        }) => {
          await openProfile(page, javaScriptEnabled);
          const current = page.getByLabel("Current Password");
          const newPassword = page.getByLabel("New Password", { exact: true });
          const confirm = page.getByLabel("Confirm New Password");
          const update = page.getByRole("button", { name: "Update Password" });
          await expect(newPassword).toHaveAttribute("placeholder", /min\. 6 characters/);

          await update.click();
          await expect(toast(page, "Missing Fields")).toContainText("Please enter and confirm the new password.");
          await newPassword.fill("abc");
          await confirm.fill("abc");
          await update.click();
          await expect(toast(page, "Password Too Short")).toContainText("Password must be at least 6 characters.");
          await newPassword.fill("a-long-password-1");
          await confirm.fill("a-long-password-2");
          await update.click();
          await expect(toast(page, "Passwords Mismatch")).toContainText("The new passwords do not match.");
          // The current password is asked for, and checked after the three checks above (decision 015).
          await newPassword.fill("a-long-password-1");
          await confirm.fill("a-long-password-1");
          await update.click();
          await expect(toast(page, "Missing Fields")).toContainText("Please enter your current password.");
          await current.fill("not-my-password");
          await newPassword.fill("a-long-password-1");
          await confirm.fill("a-long-password-1");
          await update.click();
          await expect(toast(page, "Password Update Error")).toContainText("Your current password is incorrect.");
          await current.fill(parent.password);
          await newPassword.fill("password");
          await confirm.fill("password");
          await update.click();
          await expect(toast(page, "Password Update Error")).toContainText("too common");
        });
      });
    }

    test("a new password works, ends the other sessions and keeps this one", async ({
      page,
      browser,
      signedInParent: parent,
    }) => {
      await openProfile(page);
      const other = await newDevice(browser, { signedInAs: parent });

      const fresh = `Lantern-${Date.now()}`;
      await page.getByLabel("Current Password").fill(parent.password);
      await page.getByLabel("New Password", { exact: true }).fill(fresh);
      await page.getByLabel("Confirm New Password").fill(fresh);
      await page.getByRole("button", { name: "Update Password" }).click();
      await expect(toast(page, "Password Updated Successfully")).toBeVisible();
      await expect(page.getByLabel("New Password", { exact: true })).toHaveValue("");

      await page.goto("/dashboard/payments");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment History");
      await other.page.goto("/dashboard");
      await expect(other.page).toHaveURL(/\/login/);
      await login(other.page, { email: parent.email, password: fresh });
      await other.context.close();

      // The owner is told, with a way back in if it was not them.
      const mail = await mailbox.waitFor(parent.email, "Your password was changed");
      expect(mail.text).toContain("/forgot-password");
    });
  });
});
