import type { Page } from "@playwright/test";
import { toast } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { testEnv } from "../support/test-env";

/**
 * After a free trial (docs/product.md#free-trial-classes): the booking's page offers 'Apply for a place', and the
 * register and application forms start from the booking. Each test books its own class in a batch it seeds.
 */

type Booked = { url: string; batchName: string; name: string; whatsapp: string; childName: string; email: string };

/** Books a trial class through /trial, as a family does, and returns the booking's page and what was typed. */
async function bookTrial(page: Page): Promise<Booked> {
  const batchName = `Apply Batch ${crypto.randomUUID().slice(0, 8)}`;
  const seeded = await page.request.post("/__test/trial-batches", {
    form: { name: batchName },
    headers: { Origin: testEnv.baseUrl },
  });
  expect(seeded.ok()).toBe(true);
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  const booked = {
    batchName,
    name: `Rahima ${crypto.randomUUID().slice(0, 6)}`,
    whatsapp: `+88017${digits}`,
    childName: `Ayaan ${crypto.randomUUID().slice(0, 6)}`,
    email: `rahima-${digits}@example.com`,
  };
  await page.goto("/trial");
  await page
    .getByRole("group", { name: new RegExp(batchName) })
    .locator("label")
    .first()
    .click();
  const form = page.getByRole("region", { name: "Choose a class" });
  await form.getByLabel("Your name").fill(booked.name);
  await form.getByLabel("WhatsApp number").fill(booked.whatsapp);
  await form.getByLabel("Child's name").fill(booked.childName);
  await form.getByLabel("Child's age").fill("4");
  await form.getByLabel("Email").fill(booked.email);
  await form.getByRole("button", { name: "Book Trial Class" }).click();
  await expect(page).toHaveURL(/\/trial\/booked\/[0-9a-f-]{36}$/);
  return { ...booked, url: page.url() };
}

test.describe.configure({ timeout: 90_000 });

test.describe("signed out", () => {
  test.use({ javaScriptEnabled: false });

  test("'Apply for a place' leads to the register form, started with the booking's parent, phone, email and child", async ({
    page,
  }) => {
    const booked = await bookTrial(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Apply for a place" })).toBeVisible();
    // The booking's page still names no one.
    await expect(main).not.toContainText(booked.childName);
    // In Bangla, the link keeps the family's language.
    const id = booked.url.split("/").pop();
    await page.goto(booked.url.replace("/trial/booked/", "/bn/trial/booked/"));
    await expect(page.getByRole("main").getByRole("link", { name: "ভর্তির জন্য আবেদন করুন" })).toHaveAttribute(
      "href",
      `/enroll/apply?trial=${id}&lang=bn`,
    );
    await page.goto(booked.url);
    await main.getByRole("link", { name: "Apply for a place" }).click();

    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fenroll%2Fapply%3Ftrial%3D[0-9a-f-]{36}$/);
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/register\?redirectTo=/);
    await expect(page.getByLabel("Parent's Full Name")).toHaveValue(booked.name);
    await expect(page.getByLabel("Phone Number")).toHaveValue(booked.whatsapp);
    await expect(page.getByLabel("Child's Name")).toHaveValue(booked.childName);
    await expect(page.getByLabel("Child's Age")).toHaveValue("4");
    await expect(page.getByLabel("Email address")).toHaveValue(booked.email);
    // In Bangla the age reads in Bangla digits, as a Bangla reader types it.
    await page.goto(`${page.url()}&lang=bn`);
    await expect(page.getByLabel("সন্তানের বয়স")).toHaveValue("৪");
  });

  test("an unknown or malformed booking id starts the register form empty", async ({ page }) => {
    for (const id of [crypto.randomUUID(), "not-a-booking"]) {
      await page.goto(`/register?redirectTo=${encodeURIComponent(`/enroll/apply?trial=${id}`)}`);
      await expect(page.getByLabel("Parent's Full Name")).toHaveValue("");
      await expect(page.getByLabel("Phone Number")).toHaveValue("");
    }
  });
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`signed in, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("'Apply for a place' opens the application form started with the trial's child and batch, and it applies", async ({
      page,
      signedInParent: _parent,
    }) => {
      const booked = await bookTrial(page);
      await page.getByRole("main").getByRole("link", { name: "Apply for a place" }).click();
      await expect(page).toHaveURL(/\/enroll\/apply\?trial=[0-9a-f-]{36}$/);
      await expect(page.getByRole("radio", { name: /Add a child/ })).toBeChecked();
      await expect(page.getByLabel("Child's Name")).toHaveValue(booked.childName);
      await expect(page.getByLabel("Child's Age")).toHaveValue("4");
      await expect(page.getByRole("radio", { name: new RegExp(booked.batchName) })).toBeChecked();

      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page).toHaveURL(/\/dashboard\/enrolment$/);
      await expect(toast(page, "Application Received")).toBeVisible();
      await expect(page.getByRole("main")).toContainText(booked.childName);
    });
  });
}

test("signed in, an unknown booking id starts the application form without a child", async ({
  page,
  signedInParent: _parent,
}) => {
  await page.goto(`/enroll/apply?trial=${crypto.randomUUID()}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Add a child/ })).not.toBeChecked();
});
