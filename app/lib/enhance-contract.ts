/**
 * The markup contract between the pages, rendered on the server, and the enhancement script (decision 019): every
 * data-* attribute a component writes for app/enhance to read, named once. Components spread `enhanceData({ … })`;
 * the script finds elements with `withData(name)` and reads them with `dataOf(element, name)`. Each key is the
 * attribute's `dataset` name, so a name misspelt on either side does not compile.
 */
export const enhanceAttributes = {
  /** A form: the name of the check the script runs before it is sent (app/lib/form-checks.ts). */
  check: "data-check",
  /** A form: what its check needs beyond the form, as JSON. */
  checkContext: "data-check-context",
  /** A form: editing a field hides its message until the next submission, instead of checking it again. */
  clearErrors: "data-clear-errors",
  /** A form: the question the person must accept before it is sent. */
  confirm: "data-confirm",
  /** A submit button: what it reads while its form is on its way. */
  pendingLabel: "data-pending-label",
  /** A file input: the largest file it takes, and the toast (JSON) for a larger one. */
  maxBytes: "data-max-bytes",
  tooLarge: "data-too-large",
  /** A file input: the id of the element that shows the chosen image. */
  preview: "data-preview",
  /** A file input: the id of the element that lists the chosen file from its `<template>`. */
  chosen: "data-chosen",
  /** The picker's label text while a file is chosen, and the chosen file's name and size in the list. */
  chosenText: "data-chosen-text",
  chosenName: "data-chosen-name",
  chosenSize: "data-chosen-size",
  /** A button that takes the chosen file off again (the script fills in the input's id). */
  removeFile: "data-remove-file",
  /** A button that prints the page. */
  print: "data-print",
  /**
   * A button that copies this text to the clipboard, rendered `hidden` and shown only where the browser can copy,
   * and what it reads for a moment once it has (the value itself stays selectable text beside it).
   */
  copy: "data-copy",
  copied: "data-copied",
  /** The element to focus when the page opens. */
  autofocus: "data-autofocus",
  /** A list that scrolls sideways: its current link (aria-current="page") is scrolled into view when the page opens. */
  showCurrent: "data-show-current",
  /** The application form: each batch's programme on its radio, the fee summary, its templates and live region. */
  programme: "data-programme",
  feeSummary: "data-fee-summary",
  summary: "data-summary",
  summaryLive: "data-summary-live",
  /**
   * A form whose changed fields are marked until it is saved (the skills grid and targets): the script sets
   * `data-changed` on each field whose value differs from the one the page was rendered with, and on the cell around
   * it, and warns before leaving the page with changes unsaved.
   */
  trackChanges: "data-track-changes",
  changed: "data-changed",
  /** The toast region, and each toast's variant. */
  toaster: "data-toaster",
  toast: "data-toast",
} as const;

export type EnhanceData = keyof typeof enhanceAttributes;

/**
 * Props that write `values` on an element, to spread in JSX: `{...enhanceData({ confirm: question })}`. An undefined
 * value writes nothing; an empty string writes the attribute as a flag.
 */
export function enhanceData(values: Partial<Record<EnhanceData, string | number | undefined>>) {
  const props: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(values)) {
    props[enhanceAttributes[name as EnhanceData]] = value === undefined ? undefined : String(value);
  }
  return props;
}

/** A CSS selector for the elements that carry `name`, or that carry it with `value`. */
export const withData = (name: EnhanceData, value?: string) =>
  value === undefined ? `[${enhanceAttributes[name]}]` : `[${enhanceAttributes[name]}="${value}"]`;

/** What `element` carries for `name`, or undefined when it does not carry it. */
export const dataOf = (element: HTMLElement, name: EnhanceData): string | undefined => element.dataset[name];
