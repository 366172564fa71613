import { dataOf, enhanceAttributes } from "~/lib/enhance-contract";
import { loadCheck, loadedCheck } from "./checks";
import { hasErrorsShown, setFieldError, showFormErrors } from "./field-errors";
import { showToast } from "./toasts";

/**
 * Forms, once the script runs (decision 019). Every form already posts and is checked by its action; the browser adds:
 * - `data-check`: the action's own schema checks the form before it is sent, with the same messages and toast;
 *   after a refusal each edited field is checked again as it changes;
 * - `data-clear-errors` (the account forms, docs/product.md#forms-and-messages): editing a field hides its message
 *   until the next submission, instead of checking it again;
 * - `data-confirm`: a question the person must accept before the form is sent;
 * - `data-pending-label` on a submit button: what it reads while the form is on its way ('Logging in...'),
 *   disabled so it cannot be sent twice.
 */
export function enhanceForms() {
  document.addEventListener("focusin", preload);
  document.addEventListener("submit", onSubmit);
  document.addEventListener("input", onInput);
  // A page restored from the back-forward cache comes back as it was left: on its way.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const form of document.forms) endPending(form);
  });
}

type Submitter = HTMLButtonElement | HTMLInputElement;

const checked = new WeakSet<HTMLFormElement>();

function formOf(target: EventTarget | null) {
  return target instanceof Element ? (target.closest("form") ?? (target as HTMLInputElement).form ?? null) : null;
}

function preload(event: FocusEvent) {
  const form = formOf(event.target);
  if (form && dataOf(form, "check")) loadCheck(form).catch(() => {});
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
  const submitter = event.submitter as Submitter | null;
  if (form.dataset.pending !== undefined) {
    event.preventDefault();
    return;
  }
  if (dataOf(form, "check") && !passesCheck(event, form, submitter)) return;
  const question = dataOf(form, "confirm");
  if (question && !window.confirm(question)) {
    event.preventDefault();
    return;
  }
  startPending(form, submitter);
}

/**
 * Whether the form may go: its check passed, or could not be loaded (the server checks it anyway). A check still
 * loading holds the submission back and sends it again once it has loaded.
 */
function passesCheck(event: SubmitEvent, form: HTMLFormElement, submitter: Submitter | null) {
  const check = loadedCheck(form);
  if (!check) {
    event.preventDefault();
    loadCheck(form).then(
      () => form.requestSubmit(submitter),
      () => {
        form.removeAttribute(enhanceAttributes.check);
        form.requestSubmit(submitter);
      },
    );
    return false;
  }
  checked.add(form);
  const formData = new FormData(form, submitter);
  const errors = check.validate(formData);
  const firstInvalid = showFormErrors(form, errors ?? {});
  if (!errors) return true;
  event.preventDefault();
  // At once, not with the page's smooth scrolling: the page must not still be moving when the next tap comes.
  firstInvalid?.focus({ preventScroll: true });
  firstInvalid?.scrollIntoView({ block: "center", behavior: "instant" });
  if (check.refusedToast) showToast(check.refusedToast(errors, formData));
  return false;
}

/** After a refusal (the browser's or the server's), an edited field is checked again, or its message hidden. */
function onInput(event: Event) {
  const field = event.target as HTMLInputElement;
  const form = field.form;
  if (!form || !field.name) return;
  if (dataOf(form, "clearErrors") !== undefined) {
    setFieldError(form, field.name, null);
    return;
  }
  if (!dataOf(form, "check") || !(checked.has(form) || hasErrorsShown(form))) return;
  const check = loadedCheck(form);
  if (!check) return;
  const errors = check.validate(new FormData(form)) ?? {};
  setFieldError(form, field.name, errors[field.name]?.[0] ?? null);
}

function startPending(form: HTMLFormElement, submitter: Submitter | null) {
  const pendingLabel = submitter ? dataOf(submitter, "pendingLabel") : undefined;
  const button = pendingLabel !== undefined ? submitter : null;
  // A GET form (a filter, a download) may be sent again at once; a post goes once.
  if (!button && form.method !== "post") return;
  form.dataset.pending = "";
  if (!button) return;
  button.dataset.label = button.textContent ?? "";
  button.textContent = pendingLabel ?? button.textContent;
  button.setAttribute("aria-disabled", "true");
  // Disabled once the browser has read the form: a disabled submitter would leave its own name and value out.
  setTimeout(() => {
    button.disabled = true;
  });
}

function endPending(form: HTMLFormElement) {
  delete form.dataset.pending;
  for (const button of form.querySelectorAll<HTMLButtonElement>("button[data-label]")) {
    button.textContent = button.dataset.label ?? "";
    delete button.dataset.label;
    button.removeAttribute("aria-disabled");
    button.disabled = false;
  }
}
