import type { Browser } from "@playwright/test";
import { waitForEnhancement } from "../support/accounts";
import { banglaFamily } from "../support/bangla";
import { type Device, newDevice } from "../support/devices";
import { expect, test } from "../support/fixtures";
import { axeViolations, controlsUnderChatButton, sidewaysOverflow } from "../support/page-checks";
import { type Audience, addressesOf, banglaPages, englishPages, type Family } from "../support/pages";
import { createUser, signIn } from "../support/seed";
import { testEnv } from "../support/test-env";

/**
 * The one accessibility and layout sweep (docs/testing.md): every page route of app/routes.ts (tests/support/pages.ts),
 * each as the person it is for, passes axe and does not scroll sideways, and at phone width the floating WhatsApp
 * button covers no field or button, scrolled to the top or to the bottom (decision 010). The specs of single features
 * check only the states this sweep cannot reach: an open dialog, a form showing its errors, records a test made.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
type Language = "en" | "bn";

/** The browser a sweep reads an audience's pages in, and the family whose records staff open. */
async function readerOf(
  browser: Browser,
  audience: Audience,
  language: Language,
): Promise<Device & { family?: Family }> {
  if (audience === "public") return newDevice(browser);
  if (audience === "account") {
    const device = await newDevice(browser);
    if (language === "bn") await device.context.addCookies([{ name: "le_lang", value: "bn", url: testEnv.baseUrl }]);
    return device;
  }
  if (language === "en")
    return newDevice(browser, { signedInAs: audience === "parent" ? testEnv.demoParent : testEnv.demoAdmin });
  // A family that reads Bangla, with a place, an invoice and a receipt, so the busy layouts are swept too.
  const device = await newDevice(browser);
  const { parent } = await banglaFamily(browser, device.context.request);
  if (audience === "parent") {
    await signIn(device.context.request, parent);
    return device;
  }
  await signIn(device.context.request, await createUser(device.context.request, { role: "admin", language: "bn" }));
  return { ...device, family: parent };
}

/**
 * Axe runs once per page and language: English pages at desktop width, Bangla ones at phone width, which covers both
 * layouts of every page template. The layout is checked at both widths in English and at phone width in Bangla.
 */
const sweeps = [
  { language: "en", viewport: desktop, axe: true },
  { language: "en", viewport: phone, axe: false },
  { language: "bn", viewport: phone, axe: true },
] as const;

/**
 * Axe's sweeps are split to spread over the workers: the public pages are the most, the console's the slowest to
 * read (their tables), and no single test should be the last one running.
 */
const shardsOf = (audience: Audience, axe: boolean) =>
  !axe ? 1 : audience === "public" || audience === "staff" ? 3 : audience === "parent" ? 2 : 1;

test.describe("every page passes axe and fits the screen", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const audience of ["public", "account", "parent", "staff"] as const) {
    for (const { language, viewport, axe } of sweeps) {
      const shards = shardsOf(audience, axe);
      for (let shard = 0; shard < shards; shard++) {
        const title = `${audience} pages in ${language === "en" ? "English" : "Bangla"} at ${viewport.width} px${axe ? ", with axe" : ""}`;
        test(shards > 1 ? `${title} (${shard + 1} of ${shards})` : title, async ({ browser }) => {
          const pages = (language === "en" ? englishPages : banglaPages).filter((page) => page.audience === audience);
          const reader = await readerOf(browser, audience, language);
          const { page } = reader;
          await page.setViewportSize(viewport);
          const addresses = await addressesOf(reader.context.request, pages, reader.family);
          for (const { path, status } of addresses.filter((_, i) => i % shards === shard)) {
            const response = await page.goto(path);
            expect(response?.status(), path).toBe(status);
            // Every page but the public ones loads the enhancement script, which may change what axe sees.
            if (audience !== "public") await waitForEnhancement(page);
            const overflow = await sidewaysOverflow(page);
            expect.soft(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
            if (axe) {
              expect.soft(await axeViolations(page), path).toEqual([]);
            }
            // The console has no chat button; every other page has one (decision 010).
            if (viewport !== phone || audience === "staff") continue;
            await expect.soft(page.getByTestId("whatsapp-chat").filter({ visible: true }), path).toBeVisible();
            for (const end of ["bottom", "top"] as const) {
              await page.evaluate(
                (end) =>
                  window.scrollTo({
                    top: end === "top" ? 0 : document.documentElement.scrollHeight,
                    behavior: "instant",
                  }),
                end,
              );
              expect.soft(await controlsUnderChatButton(page), `${path} scrolled to the ${end}`).toEqual([]);
            }
          }
          await reader.context.close();
        });
      }
    }
  }
});
