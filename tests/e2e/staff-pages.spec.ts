import { site } from "../../app/lib/site-config";
import { toast } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { staffDevice } from "../support/staff";

// Every console page passes axe and fits the screen: page-sweep.spec.ts, with the demo data's inbox, family and batch.
test.describe("console pages", () => {
  test("the console has its own shell, without JavaScript too: the school's name, who is signed in, Logout and nothing from the public site", async ({
    browser,
  }) => {
    const staff = await staffDevice(browser, { javaScriptEnabled: false });
    const page = staff.page;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/staff");
      const header = page.getByRole("banner");
      await expect(header).toHaveCount(1);
      await expect(header.getByRole("link", { name: `${site.name} staff console` })).toHaveAttribute("href", "/staff");
      await expect(header).toContainText("Programme Admin · Admin");
      await expect(
        header.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: /^Support/ }),
      ).toBeVisible();
      await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByTestId("top-bar")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByTestId("whatsapp-chat")).toHaveCount(0);
    }

    // On a phone the tabs scroll sideways, and the last one is still reachable.
    const tabs = page.getByRole("navigation", { name: "Staff" }).getByRole("list");
    expect(
      await tabs.evaluate((list) => list.scrollWidth > list.clientWidth && getComputedStyle(list).overflowX === "auto"),
    ).toBe(true);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Users" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users and roles");

    // Staff who open the dashboard on a phone find their way back from its drawer.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open dashboard menu" }).click();
    await page.locator("#dashboard-drawer").getByRole("link", { name: "Staff console" }).click();
    await expect(page).toHaveURL(/\/staff$/);

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(toast(page, "Logged Out")).toBeVisible();
    await staff.context.close();
  });

  test("someone who isn't staff gets the site's own 404 page, in the site's header and footer", async ({
    page,
    signedInParent: _parent,
  }) => {
    const response = await page.goto("/staff/support");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByTestId("whatsapp-chat").filter({ visible: true })).toBeVisible();
  });

  test("the navigation is usable by keyboard and shows which page is current", async ({ browser }) => {
    const staff = await staffDevice(browser);
    await staff.page.goto("/staff/support");
    const nav = staff.page.getByRole("navigation", { name: "Staff" });
    await expect(nav.getByRole("link", { name: /^Support/ })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: /^Parents/ }).focus();
    await staff.page.keyboard.press("Enter");
    await expect(staff.page).toHaveURL(/\/staff\/parents$/);
    await expect(staff.page.getByRole("heading", { level: 1 })).toHaveText("Parents");
    await staff.context.close();
  });

  test("a search with no match says so, and clearing it shows everyone again", async ({ browser }) => {
    const staff = await staffDevice(browser, { javaScriptEnabled: false });
    await staff.page.goto("/staff/parents");
    await staff.page.getByLabel("Search by name, email, phone or child's name").fill("no-such-parent-zzz");
    await staff.page.getByRole("button", { name: "Search" }).click();
    await expect(staff.page.getByText("No parents match that search.")).toBeVisible();
    await staff.page.getByRole("link", { name: "Clear" }).click();
    await expect(staff.page.getByTestId("parent-row").first()).toBeVisible();
    await staff.context.close();
  });
});
