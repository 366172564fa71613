import { toast } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { auditEntries } from "../support/staff";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`inbox with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    // Whole flows across two browsers; slow machines need the room.
    test.describe.configure({ timeout: 90_000 });

    test("a booking request made on /services appears as new, is marked handled with a note, and is audited", async ({
      page,
      signedInStaff: staff,
    }) => {
      const name = `Inbox Booker ${crypto.randomUUID().slice(0, 8)}`;
      await page.goto("/services");
      await page.getByRole("button", { name: "Book Now: Adventure Activities" }).click();
      const dialog = page.getByRole("dialog", { name: "Book: Adventure Activities" });
      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("WhatsApp Number").fill("+880 1811-222333");
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await expect(toast(page, "Booking Request Sent")).toBeVisible();

      await staff.page.goto("/staff/inbox");
      await expect(staff.page.getByTestId("nav-count-inbox")).toHaveText(/^\d+ new$/);
      await staff.page
        .getByRole("navigation", { name: "Type" })
        .getByRole("link", { name: "Booking requests" })
        .click();
      await expect(staff.page).toHaveURL(/\?type=booking$/);
      await staff.page.getByRole("navigation", { name: "Status" }).getByRole("link", { name: "New" }).click();
      await expect(staff.page).toHaveURL(/\?type=booking&status=new$/);
      const item = staff.page.getByTestId("inbox-item").filter({ hasText: name });
      await expect(item).toContainText("Booking request");
      await expect(item).toContainText("Adventure Activities");
      await expect(item).toContainText("+880 1811-222333");
      await expect(item.getByText("New", { exact: true })).toHaveClass(/bg-sky-100/);

      await item.getByText("Mark handled…").click();
      await item.getByLabel("Note (optional)").fill(`Called ${name} back; trial booked for Friday`);
      await item.getByRole("button", { name: "Mark as handled" }).click();
      await expect(toast(staff.page, "Marked as handled")).toContainText("Booking request marked as handled.");
      await expect(staff.page).toHaveURL(/\?type=booking&status=new$/);
      await expect(staff.page.getByTestId("inbox-item").filter({ hasText: name })).toHaveCount(0);

      await staff.page.getByRole("navigation", { name: "Status" }).getByRole("link", { name: "Handled" }).click();
      const handled = staff.page.getByTestId("inbox-item").filter({ hasText: name });
      await expect(handled.getByText("Handled", { exact: true })).toHaveClass(/bg-green-100/);
      await expect(handled).toContainText(`Called ${name} back; trial booked for Friday`);
      await expect(handled).toContainText("Programme Admin");

      const entries = (await auditEntries(staff.page, "inbox")).filter({ hasText: `Called ${name} back` });
      await expect(entries).toHaveCount(1);
      await expect(entries).toContainText("inbox.handle");
      await expect(entries).toContainText("Programme Admin");
    });
  });
}

test("filters that match nothing say so", async ({ signedInStaff: staff }) => {
  await staff.page.goto("/staff/inbox?type=store&status=handled&page=99");
  await expect(staff.page.getByText("Nothing matches these filters.")).toBeVisible();
});
