import { localDigits } from "~/lib/i18n/digits";
import { plainTaka } from "~/lib/money";
import { m } from "~/paraglide/messages";
import { billing } from "./site-config";
import type { PaymentMethod } from "./statuses";

/**
 * How each payment method is used. Parents pay by mobile-money transfer and submit the transaction ID, which staff
 * verify; staff record cash and bank payments themselves. A hosted gateway (not built yet) would be another entry here
 * with its own `channel`, so the pages and the server read every method from this one list.
 */
export type PaymentMethodDefinition = {
  id: PaymentMethod;
  label: string;
  /** 'transfer': the parent sends money and submits its ID; 'recorded': staff enter a payment they received. */
  channel: "transfer" | "recorded";
};

export const paymentMethodList = [
  { id: "bkash", label: "bKash", channel: "transfer" },
  { id: "nagad", label: "Nagad", channel: "transfer" },
  { id: "cash", label: "Cash", channel: "recorded" },
  { id: "bank_transfer", label: "Bank transfer", channel: "recorded" },
] as const satisfies readonly PaymentMethodDefinition[];

/** The methods a parent pays by on the invoice page. */
export const transferMethods = ["bkash", "nagad"] as const;
export type TransferMethod = (typeof transferMethods)[number];

/** The methods staff record against an invoice. */
export const recordedMethods = ["cash", "bank_transfer"] as const;
export type RecordedMethod = (typeof recordedMethods)[number];

/** The steps for 'Send Money' by `method`: the school's number, the exact amount and the invoice's short reference. */
export function transferSteps(method: TransferMethod, amount: string, reference: string): string[] {
  const { number, accountName } = billing.mobileMoney[method];
  const app = method === "bkash" ? "bKash" : "Nagad";
  const digits = (text: string) => localDigits(text);
  return [
    m.enrol_step_open({ app, code: digits(method === "bkash" ? "*247#" : "*167#") }),
    m.enrol_step_send_to({ number: digits(number), account: accountName }),
    m.enrol_step_amount({ amount }),
    m.enrol_step_reference({ reference: digits(reference) }),
    m.enrol_step_finish({ app }),
  ];
}

/**
 * What the parent types into the `method` app, in Latin digits whatever the page's language (the apps take no
 * others): the school's number without separators, the amount and the reference (docs/product.md#money-and-payments).
 */
export function transferValues(method: TransferMethod, amountPoisha: number, reference: string) {
  return { number: billing.mobileMoney[method].number.replace(/\D/g, ""), amount: plainTaka(amountPoisha), reference };
}
