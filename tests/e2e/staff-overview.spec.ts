import crypto from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { createUser } from "../support/seed";
import { testEnv } from "../support/test-env";

const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 6)}`;

async function seedApplication(request: APIRequestContext, childName: string) {
  const parent = await createUser(request, { childName, childAge: 4 });
  const response = await request.post("/__test/enrolment", {
    form: { name: unique("Overview batch"), applicantId: parent.id },
    headers: { Origin: testEnv.baseUrl },
  });
  expect(response.ok()).toBe(true);
}

const tile = (page: Page, label: RegExp) => page.getByTestId("overview-tile").filter({ hasText: label });
const figure = async (page: Page, label: RegExp) => Number(await tile(page, label).locator("p").first().innerText());
const badge = async (page: Page, section: string) => {
  const count = page.getByTestId(`nav-count-${section}`);
  return (await count.count()) ? Number.parseInt(await count.innerText(), 10) : 0;
};

test("the overview shows what waits, with the navigation's counts, and each links to its page", async ({
  signedInStaff: staff,
  context,
}) => {
  const page = staff.page;
  await page.goto("/staff");
  const before = await figure(page, /applications? to decide/);
  const waits: Array<[RegExp, string, string]> = [
    [/applications? to decide/, "enrolment", "/staff/enrolment"],
    [/payments? to verify/, "payments", "/staff/payments"],
    [/unanswered support messages?/, "support", "/staff/support"],
    [/new inbox items?/, "inbox", "/staff/inbox?status=new"],
  ];
  for (const [label, section, href] of waits) {
    await expect(tile(page, label).getByRole("link")).toHaveAttribute("href", href);
    expect(await figure(page, label)).toBe(await badge(page, section));
  }

  // A new application waits: the figure grows, and the tile opens the enrolment page on the ones to decide.
  const older = unique("Older child");
  const newer = unique("Newer child");
  await seedApplication(context.request, older);
  await seedApplication(context.request, newer);
  await page.goto("/staff");
  expect(await figure(page, /applications? to decide/)).toBeGreaterThanOrEqual(before + 2);
  await tile(page, /applications? to decide/)
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/staff\/enrolment$/);
  await expect(page.getByLabel("Status")).toHaveValue("submitted");
  const rows = page.getByTestId("application-row");
  const texts = await rows.allInnerTexts();
  expect(texts.every((row) => row.includes("Submitted"))).toBe(true);
  const at = (name: string) => texts.findIndex((row) => row.includes(name));
  expect(at(newer)).toBeGreaterThanOrEqual(0);
  expect(at(newer)).toBeLessThan(at(older));

  // 'All statuses' is a choice of its own.
  await page.getByLabel("Status").selectOption("");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=$/);
  await expect(page.getByLabel("Status")).toHaveValue("");
});
