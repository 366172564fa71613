import { formatFileSize } from "~/lib/format";
import type { Toast } from "~/lib/toast";
import { showToast } from "./toasts";

/**
 * File inputs, once the script runs. Without it they are the browser's own inputs and the server checks what they
 * send. With it:
 * - `data-max-bytes` and `data-too-large` (a toast as JSON): a file over the limit is refused as soon as it is chosen;
 * - `data-preview`: the id of the element that shows the chosen image in place of what it holds;
 * - `data-chosen`: the id of the element that lists the chosen file from its `<template>`, with a button
 *   (`data-remove-file`) that takes it off again; the picker's label reads its `data-chosen-text` meanwhile.
 */
export function enhanceFiles() {
  document.addEventListener("change", (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.type === "file") chosen(input);
  });
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("[data-remove-file]");
    const input = button && document.getElementById(button.dataset.removeFile ?? "");
    if (input instanceof HTMLInputElement) {
      input.value = "";
      chosen(input);
      input.focus();
    }
  });
}

function chosen(input: HTMLInputElement) {
  const max = Number(input.dataset.maxBytes);
  let file = input.files?.[0] ?? null;
  if (file && max && file.size > max) {
    input.value = "";
    file = null;
    if (input.dataset.tooLarge) showToast(JSON.parse(input.dataset.tooLarge) as Toast);
  }
  if (input.dataset.preview) showPreview(input.dataset.preview, file);
  if (input.dataset.chosen) listChosen(input, input.dataset.chosen, file);
}

const previews = new WeakMap<HTMLElement, { url: string; shown: Node[] }>();

/** The chosen image stands in for what the frame held (the current photo) until it is cleared. */
function showPreview(id: string, file: File | null) {
  const frame = document.getElementById(id);
  if (!frame) return;
  const previous = previews.get(frame);
  if (previous) {
    URL.revokeObjectURL(previous.url);
    frame.replaceChildren(...previous.shown);
    previews.delete(frame);
  }
  if (!file) return;
  const url = URL.createObjectURL(file);
  previews.set(frame, { url, shown: [...frame.childNodes] });
  const img = document.createElement("img");
  img.src = url;
  img.alt = "";
  img.width = 80;
  img.height = 80;
  img.className = "h-20 w-20 rounded-full object-cover";
  frame.replaceChildren(img);
}

function listChosen(input: HTMLInputElement, id: string, file: File | null) {
  const list = document.getElementById(id);
  const template = list?.querySelector("template");
  if (!list || !template) return;
  for (const child of [...list.children]) if (child !== template) child.remove();
  const label = document.querySelector<HTMLElement>(`label[for="${CSS.escape(input.id)}"] [data-chosen-text]`);
  if (label) {
    label.dataset.text ??= label.textContent ?? "";
    label.textContent = file ? (label.dataset.chosenText ?? "") : label.dataset.text;
  }
  if (!file) return;
  const item = template.content.cloneNode(true) as DocumentFragment;
  const name = item.querySelector("[data-chosen-name]");
  const size = item.querySelector("[data-chosen-size]");
  if (name) name.textContent = file.name;
  if (size) size.textContent = `(${formatFileSize(file.size)})`;
  for (const button of item.querySelectorAll<HTMLElement>("[data-remove-file]")) button.dataset.removeFile = input.id;
  list.append(item);
}
