import { withData } from "~/lib/enhance-contract";

/**
 * Small page behaviours, once the script runs:
 * - `data-print`: a button that prints the page (shown only with JavaScript; the browser's own menu prints too);
 * - `data-autofocus`: the element to focus when the page opens (a question the parent was just asked);
 * - `data-show-current`: a list that scrolls sideways (the console's tabs on a phone) shows its current link.
 */
export function enhancePage() {
  document.addEventListener("click", (event) => {
    if ((event.target as Element | null)?.closest?.(withData("print"))) window.print();
  });
  document.querySelector<HTMLElement>(withData("autofocus"))?.focus();
  for (const list of document.querySelectorAll<HTMLElement>(withData("showCurrent"))) showCurrent(list);
}

/** Scrolls `list` sideways only, so its current link sits in the middle (or as near as the list's ends allow). */
function showCurrent(list: HTMLElement) {
  const current = list.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || list.scrollWidth <= list.clientWidth) return;
  const box = list.getBoundingClientRect();
  const link = current.getBoundingClientRect();
  list.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
}
