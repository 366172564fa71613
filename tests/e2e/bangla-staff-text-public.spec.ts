import { uniqueEmail } from "../support/accounts";
import { postFixture } from "../support/billing";
import { expect, test } from "../support/fixtures";
import { mailbox } from "../support/mail";
import { testEnv } from "../support/test-env";

/**
 * Text staff write, on the public pages and the trial mail (docs/product.md#languages): a Bangla reader sees a batch's
 * and an event place's Bangla version, an English reader the English one.
 */

const suffix = () => crypto.randomUUID().slice(0, 8);

// Public pages ship no script, so JavaScript off shows them as they are.
test.use({ javaScriptEnabled: false });

test("a trial booked on the Bangla page names the batch in Bangla on its page and in its mail, and in English on the English page", async ({
  page,
}) => {
  const name = `Trial Batch ${suffix()}`;
  const nameBn = `শাপলা দল ${suffix()}`;
  const batch = await postFixture<{ id: string }>(page.request, "trial-batches", { name, nameBn });
  const form = await (await page.request.get("/bn/trial")).text();
  const classTime = new RegExp(`value="(${batch.id}_[^"]+)"`).exec(form)?.[1];
  expect(classTime, "a class of the seeded batch on /bn/trial").toBeTruthy();
  const email = uniqueEmail("trial-bn");
  const booked = await page.request.post("/bn/trial", {
    form: {
      classTime: classTime!,
      name: "Tahmina Akter",
      whatsapp: `017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
      email,
      childName: "Zara",
      childAge: "4",
    },
    headers: { Origin: testEnv.baseUrl },
    maxRedirects: 0,
  });
  expect(booked.status()).toBe(303);
  const confirmation = booked.headers().location!;
  expect(confirmation).toMatch(/^\/bn\/trial\/booked\/[0-9a-f-]+$/);

  await page.goto(confirmation);
  const bangla = page.getByText(nameBn, { exact: true });
  await expect(bangla).toBeVisible();
  await expect(bangla).not.toHaveAttribute("lang", /.*/);
  await expect(page.getByText(name)).toHaveCount(0);

  const [mail] = await mailbox.waitForCount(email, 1);
  expect(mail!.text).toContain(nameBn);
  expect(mail!.text).not.toContain(name);

  await page.goto(confirmation.slice(3));
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(nameBn)).toHaveCount(0);
});

test("/bn/events shows an event's place in Bangla, /events in English", async ({ page }) => {
  const title = `Park morning ${suffix()}`;
  const place = `Ramna Park, main gate ${suffix()}`;
  const placeBn = `রমনা পার্ক, প্রধান ফটক ${suffix()}`;
  await postFixture(page.request, "events", { title, kind: "adventure", place, placeBn });

  const event = () => page.getByTestId("event").filter({ has: page.getByRole("heading", { name: title }) });
  await page.goto("/bn/events");
  const bangla = event().getByText(placeBn, { exact: true });
  await expect(bangla).toBeVisible();
  await expect(bangla).not.toHaveAttribute("lang", /.*/);
  await expect(event().getByText(place)).toHaveCount(0);

  await page.goto("/events");
  await expect(event().getByText(place, { exact: true })).toBeVisible();
  await expect(event().getByText(placeBn)).toHaveCount(0);
});
