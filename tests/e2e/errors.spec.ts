import { expect, test } from "../support/fixtures";

test.describe("error pages", () => {
  test.use({ javaScriptEnabled: false });

  test("a public form past its rate limit explains itself with status 429", async ({ page, baseURL }) => {
    const post = () =>
      page.request.post("/contact", {
        headers: { Origin: baseURL! },
        form: { name: "Rahim", email: "rahim@test.example", message: "Hello", website: "" },
        maxRedirects: 0,
      });
    // Thirty in ten minutes from one address: generous, since many parents share one mobile-network address.
    for (let i = 0; i < 30; i++) expect((await post()).status()).toBe(303);

    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send us a Message" });
    await form.getByLabel("Name").fill("Rahim");
    await form.getByLabel("Email").fill("rahim@test.example");
    await form.getByLabel("Message").fill("Thirty-first message in ten minutes");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button").click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many attempts");
    await expect(page.getByText("Your last form was not sent. Please wait 10 minutes and try again.")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("a cross-site post is refused", async ({ page }) => {
    const response = await page.request.post("/contact", {
      headers: { Origin: "https://evil.example" },
      form: { name: "x", email: "x@test.example", message: "x" },
    });
    expect([400, 403]).toContain(response.status());
  });
});
