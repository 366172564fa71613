import { waitForEnhancement } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/page-checks";

// Every page as it first shows is swept by page-sweep.spec.ts; these are the states it does not reach.
test.describe("auth pages: accessibility and layout", () => {
  test("axe finds no violations on a verification link that is broken", async ({ page }) => {
    await page.goto("/verify-email?token=broken");
    await waitForEnhancement(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("axe finds no violations on the register form showing its errors", async ({ page }) => {
    await page.goto("/register");
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Full name is required.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the register form can be filled with the keyboard alone", async ({ page }) => {
    await page.goto("/register");
    await waitForEnhancement(page);
    await page.getByLabel("Parent's Full Name").focus();
    const order: string[] = [];
    for (let i = 0; i < 10; i++) {
      order.push(
        await page.evaluate(
          () => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.textContent || "",
        ),
      );
      await page.keyboard.press("Tab");
    }
    expect(order).toEqual([
      "fullName",
      "childName",
      "childAge",
      "phone",
      "email",
      "password",
      "confirmPassword",
      "terms",
      "Terms and Conditions",
      "mediaConsent",
    ]);
  });

  test("a phone-sized screen needs no sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/login", "/register", "/forgot-password", "/reset-password"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
