import type { FieldErrors } from "./checks";

/**
 * Field errors in the page, as the server renders them (app/ui/field.tsx): each field's message sits in an element
 * with the id `<form id>-<field name>-error` (the form's own in `<form id>-error`), which the field names in its
 * aria-describedby while it holds a message.
 */

const slotId = (form: HTMLFormElement, name: string) => (name ? `${form.id}-${name}-error` : `${form.id}-error`);

function controlsOf(form: HTMLFormElement, name: string): HTMLElement[] {
  if (!name) return [];
  const item = form.elements.namedItem(name);
  if (!item) return [];
  return item instanceof RadioNodeList
    ? [...item].filter((node) => node instanceof HTMLElement)
    : [item as HTMLElement];
}

/** Shows `message` under the field `name` (or clears it with null), and marks the field invalid or valid. */
export function setFieldError(form: HTMLFormElement, name: string, message: string | null) {
  const slot = document.getElementById(slotId(form, name));
  if (slot) {
    slot.textContent = message ?? "";
    slot.hidden = !message;
  }
  for (const control of controlsOf(form, name)) {
    if (control.getAttribute("type") === "hidden") continue;
    const described = new Set((control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean));
    if (message) {
      control.setAttribute("aria-invalid", "true");
      if (slot) described.add(slot.id);
    } else {
      control.removeAttribute("aria-invalid");
      if (slot) described.delete(slot.id);
    }
    if (described.size) control.setAttribute("aria-describedby", [...described].join(" "));
    else control.removeAttribute("aria-describedby");
  }
}

/** The names of this form's fields that have a message slot in the page, and "" for the form's own. */
function slotNames(form: HTMLFormElement) {
  const names = new Set([...form.elements].map((element) => element.getAttribute("name") ?? ""));
  return [...names].filter((name) => document.getElementById(slotId(form, name)));
}

/** Shows every message of `errors` and clears every other field's; returns the first field now invalid. */
export function showFormErrors(form: HTMLFormElement, errors: FieldErrors): HTMLElement | undefined {
  for (const name of new Set([...slotNames(form), ...Object.keys(errors)])) {
    setFieldError(form, name, errors[name]?.[0] ?? null);
  }
  return [...form.elements].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element.getAttribute("aria-invalid") === "true",
  );
}

export const hasErrorsShown = (form: HTMLFormElement) => form.querySelector('[aria-invalid="true"]') !== null;
