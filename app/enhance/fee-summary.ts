import { dataOf, withData } from "~/lib/enhance-contract";

/**
 * The application form's fee summary follows the choices: the chosen batch's programme (`data-programme` on its
 * radio) and the outdoor sessions box pick one of the summary's `<template data-summary="programme[:outdoor]">`,
 * shown in its `[data-summary-live]` region. Without the script the region keeps every programme's fees and rule.
 */
export function enhanceFeeSummary() {
  for (const summary of document.querySelectorAll<HTMLElement>(withData("feeSummary"))) {
    const form = summary.closest("form");
    if (!form) continue;
    const update = () => follow(form, summary);
    form.addEventListener("change", update);
    update();
  }
}

function follow(form: HTMLFormElement, summary: HTMLElement) {
  const batch = form.querySelector<HTMLInputElement>(`input${withData("programme")}:checked`);
  const outdoor = form.querySelector<HTMLInputElement>("input[name=outdoor]")?.checked;
  const live = summary.querySelector<HTMLElement>(withData("summaryLive"));
  const programme = batch && dataOf(batch, "programme");
  const summaryOf = (key: string) => summary.querySelector<HTMLTemplateElement>(`template${withData("summary", key)}`);
  const template = programme && ((outdoor && summaryOf(`${programme}:outdoor`)) || summaryOf(programme));
  if (!live || !template) return;
  live.replaceChildren(template.content.cloneNode(true));
}
