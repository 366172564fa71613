import { dataOf, enhanceAttributes, withData } from "~/lib/enhance-contract";
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
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(withData("removeFile"));
    const input = button && document.getElementById(dataOf(button, "removeFile") ?? "");
    if (input instanceof HTMLInputElement) {
      input.value = "";
      chosen(input);
      input.focus();
    }
  });
}

function chosen(input: HTMLInputElement) {
  const max = Number(dataOf(input, "maxBytes"));
  let file = input.files?.[0] ?? null;
  if (file && max && file.size > max) {
    input.value = "";
    file = null;
    const tooLarge = dataOf(input, "tooLarge");
    if (tooLarge) showToast(JSON.parse(tooLarge) as Toast);
  }
  const preview = dataOf(input, "preview");
  if (preview) showPreview(preview, file);
  const chosenList = dataOf(input, "chosen");
  if (chosenList) listChosen(input, chosenList, file);
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
  const label = document.querySelector<HTMLElement>(`label[for="${CSS.escape(input.id)}"] ${withData("chosenText")}`);
  if (label) {
    label.dataset.text ??= label.textContent ?? "";
    label.textContent = file ? (dataOf(label, "chosenText") ?? "") : label.dataset.text;
  }
  if (!file) return;
  const item = template.content.cloneNode(true) as DocumentFragment;
  const name = item.querySelector(withData("chosenName"));
  const size = item.querySelector(withData("chosenSize"));
  if (name) name.textContent = file.name;
  if (size) size.textContent = `(${formatFileSize(file.size)})`;
  for (const button of item.querySelectorAll(withData("removeFile"))) {
    button.setAttribute(enhanceAttributes.removeFile, input.id);
  }
  list.append(item);
}
