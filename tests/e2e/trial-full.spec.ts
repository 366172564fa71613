import { expect, test } from "../support/fixtures";
import { testEnv } from "../support/test-env";

/**
 * /trial names a programme whose trials are full for the next four weeks, with the way forward
 * (docs/product.md#free-trial-classes), instead of leaving it out. The page ships no script: JavaScript off.
 */
test.use({ javaScriptEnabled: false });

test("a full programme is said, with the waitlist and WhatsApp, beside the classes still open", async ({ page }) => {
  const post = async (path: string, form: Record<string, string>) => {
    const response = await page.request.post(path, { form, headers: { Origin: testEnv.baseUrl } });
    if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  };
  const suffix = crypto.randomUUID().slice(0, 6);
  // Every seat of the only hybrid batch is taken, so no class has a trial place; an adventure batch has some. (The
  // hybrid, because the shared test server already has preschool batches with trial places.)
  await post("/__test/enrolment", { name: `Full hybrid ${suffix}`, programme: "hybrid", seatsTaken: "6" });
  await post("/__test/trial-batches", { name: `Open adventure ${suffix}`, programme: "adventure" });

  await page.goto("/trial");
  const notice = page.getByRole("region", { name: "Hybrid programme trials are full for the next four weeks" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "Join the waitlist" })).toHaveAttribute("href", "/enroll");
  await expect(notice.getByRole("link", { name: /Message us on WhatsApp/ })).toHaveAttribute("href", /wa\.me/);
  await expect(page.getByRole("group", { name: new RegExp(`Open adventure ${suffix}`) })).toBeVisible();

  await page.goto("/bn/trial");
  await expect(page.getByRole("region", { name: "আগামী চার সপ্তাহ হাইব্রিড প্রোগ্রামের ট্রায়াল ক্লাস পূর্ণ" })).toBeVisible();
});
