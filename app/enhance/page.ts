import { withData } from "~/lib/enhance-contract";

/**
 * Small page behaviours, once the script runs:
 * - `data-print`: a button that prints the page (shown only with JavaScript; the browser's own menu prints too);
 * - `data-autofocus`: the element to focus when the page opens (a question the parent was just asked).
 */
export function enhancePage() {
  document.addEventListener("click", (event) => {
    if ((event.target as Element | null)?.closest?.(withData("print"))) window.print();
  });
  document.querySelector<HTMLElement>(withData("autofocus"))?.focus();
}
