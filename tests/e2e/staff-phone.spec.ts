import { expect, test } from "../support/fixtures";
import { createUser } from "../support/seed";

test.describe("the console on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the current tab is scrolled into view, and a parent's phone is a tel: and a WhatsApp link", async ({
    signedInStaff: staff,
    context,
  }) => {
    const parent = await createUser(context.request, { phone: "01711-000000" });
    const page = staff.page;
    await page.goto(`/staff/parents/${parent.id}`);
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    const tabs = page.getByTestId("console-tabs");
    const current = tabs.locator('[aria-current="page"]');
    await expect(current).toHaveText(/Parents/);
    await expect(current).toBeInViewport({ ratio: 1 });

    await page.goto("/staff/users");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    await expect(tabs.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });

    await page.goto(`/staff/parents/${parent.id}`);
    await expect(page.getByRole("link", { name: "01711-000000" })).toHaveAttribute("href", "tel:+8801711000000");
    await expect(page.getByTestId("whatsapp-link")).toHaveAttribute("href", "https://wa.me/8801711000000");
  });
});
