import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Axe's violations on the page as it is now, one line each: the rule and the elements it flagged. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // Off by default in axe (experimental); Lighthouse checks it: a control's visible words must be in its name.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** How many pixels the page scrolls sideways (0 or less when it fits). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The visible fields and buttons that the floating WhatsApp button's box overlaps (decision 010). */
export function controlsUnderChatButton(page: Page) {
  return page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLElement>('[data-testid="whatsapp-chat"]')].find((l) =>
      l.checkVisibility(),
    )!;
    const chat = link.getBoundingClientRect();
    // In the site header on phones, the header hides whatever scrolls beneath it, the button with it; what the
    // button could cover there is the header's own controls.
    const scope = link.closest("header") ?? document;
    const overlapsChat = (r: DOMRect) =>
      r.left < chat.right && chat.left < r.right && r.top < chat.bottom && chat.top < r.bottom;
    return [...scope.querySelectorAll<HTMLElement>('input, select, textarea, button, summary, [role="button"]')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return control.checkVisibility() && box.width > 0 && box.height > 0 && overlapsChat(box);
      })
      .map((control) => control.outerHTML.slice(0, 160));
  });
}
