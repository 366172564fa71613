import { dataOf, withData } from "~/lib/enhance-contract";

/** How long a Copy button reads 'Copied' before it reads 'Copy' again. */
const SHOWN_MS = 2000;

/**
 * `data-copy` buttons (docs/product.md#parent-dashboard): rendered hidden, so a page without the script shows the value
 * as plain selectable text and no dead button; shown here where the browser has a clipboard. A click copies the
 * value and the button reads `data-copied` for a moment; when the browser refuses, the value beside it is selected
 * so that the parent can copy it by hand.
 */
export function enhanceCopy() {
  if (!navigator.clipboard?.writeText) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>(withData("copy"))) button.hidden = false;
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(withData("copy"));
    if (button) void copy(button);
  });
}

async function copy(button: HTMLButtonElement) {
  const text = dataOf(button, "copy") ?? "";
  const label = button.querySelector<HTMLElement>("[aria-live]") ?? button;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const value = button.previousElementSibling;
    if (value instanceof HTMLInputElement) value.select();
    else if (value) window.getSelection()?.selectAllChildren(value);
    return;
  }
  const before = label.dataset.label ?? label.textContent ?? "";
  label.dataset.label = before;
  label.textContent = dataOf(button, "copied") ?? before;
  window.setTimeout(() => {
    label.textContent = before;
  }, SHOWN_MS);
}
