import { m } from "~/paraglide/messages";
import { formatMonth } from "./format";
import type { Language } from "./i18n/language";
import { pageLanguage } from "./labels";

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 'January 2027' → '2027-01', or null when it is not a month in English. */
function isoMonth(text: string) {
  const [name, year] = text.split(" ");
  const index = monthNames.indexOf(name ?? "");
  return index >= 0 && /^\d{4}$/.test(year ?? "") ? `${year}-${String(index + 1).padStart(2, "0")}` : null;
}

const lineWords: Array<[RegExp, (month: string) => string]> = [
  [/^Monthly fee, outdoor sessions included, (.+)$/, (month) => m.enrol_line_monthly_outdoor({ month })],
  [/^Monthly fee, (.+)$/, (month) => m.enrol_line_monthly({ month })],
  [/^Outdoor sessions, (.+)$/, (month) => m.enrol_line_outdoor({ month })],
];

/** The sibling discount's line, stored in English like the others (docs/product.md#discounts-and-adjustments). */
export const siblingDiscountLine = "Sibling discount";

/** A staff adjustment's line: its kind, then the reason staff gave ('Discount: Early payment'). */
export const adjustmentLine = (kind: "discount" | "charge", reason: string) =>
  `${kind === "discount" ? "Discount" : "Charge"}: ${reason}`;

/**
 * An invoice line as the billing job stores it (in English, 'Monthly fee, January 2027'), in `language`: the
 * invoice, the receipt and the billing mails show it the same way. A line staff typed stays as they wrote it.
 */
export function invoiceLineText(description: string, language: Language = pageLanguage()) {
  if (language === "en") return description;
  if (description === "Admission fee") return m.enrol_line_admission();
  if (description === siblingDiscountLine) return m.money_line_sibling();
  const adjustment = /^(Discount|Charge): (.+)$/s.exec(description);
  if (adjustment)
    return (adjustment[1] === "Discount" ? m.money_line_discount : m.money_line_charge)({ reason: adjustment[2]! });
  for (const [pattern, say] of lineWords) {
    const month = pattern.exec(description)?.[1];
    if (month === undefined) continue;
    const iso = isoMonth(month);
    return say(iso ? formatMonth(iso, language) : month);
  }
  return description;
}

/** The reasons the app itself voids a place's unpaid invoices with, stored in English like the lines. */
export const placeVoidReasons = {
  ended: "The place ended.",
  givenUp: "The place was given up.",
  cancelled: "The place was cancelled.",
} as const;

const voidReasonWords: Record<string, () => string> = {
  [placeVoidReasons.ended]: m.enrol_void_place_ended,
  [placeVoidReasons.givenUp]: m.enrol_void_place_given_up,
  [placeVoidReasons.cancelled]: m.enrol_void_place_cancelled,
};

/** Why an invoice was voided, in `language`: the app's own reasons are translated; a reason staff typed stays. */
export function voidReasonText(reason: string, language: Language = pageLanguage()) {
  if (language === "en" || !Object.hasOwn(voidReasonWords, reason)) return reason;
  return voidReasonWords[reason]!();
}
