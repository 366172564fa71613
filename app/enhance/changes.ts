import { enhanceAttributes, withData } from "~/lib/enhance-contract";

type Control = HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement;

/**
 * `data-track-changes` forms (docs/product.md#skills-map-and-progress-reviews): a teacher scoring a grid sees which
 * cells she changed until she saves. Each field whose value differs from the one the page was rendered with carries
 * `data-changed`, and so does its table cell; leaving the page with changes unsaved asks first. Without the script
 * the form saves the same, unmarked.
 */
export function enhanceChanges() {
  const forms = document.querySelectorAll<HTMLFormElement>(`form${withData("trackChanges")}`);
  if (forms.length === 0) return;
  const submitting = new WeakSet<HTMLFormElement>();
  for (const form of forms) {
    form.addEventListener("change", (event) => mark(event.target as Control));
    form.addEventListener("input", (event) => mark(event.target as Control));
    form.addEventListener("submit", () => submitting.add(form));
  }
  window.addEventListener("beforeunload", (event) => {
    for (const form of forms) {
      if (!submitting.has(form) && form.querySelector(withData("changed"))) {
        event.preventDefault();
        return;
      }
    }
  });
}

function mark(control: Control) {
  if (!control?.name) return;
  const changed = isChanged(control);
  for (const element of [control, control.closest("td")]) {
    if (!element) continue;
    if (changed) element.setAttribute(enhanceAttributes.changed, "");
    else element.removeAttribute(enhanceAttributes.changed);
  }
}

function isChanged(control: Control) {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio"))
    return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}
