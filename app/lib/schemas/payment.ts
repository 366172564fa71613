import * as z from "zod/mini";
import { toLatinDigits } from "~/lib/i18n/digits";
import { parseTaka } from "~/lib/money";
import { recordedMethods, transferMethods } from "~/lib/payment-methods";
import { m } from "~/paraglide/messages";
import { formKey, isoDate, latinDigits, requiredText, said } from "./fields";

/** The payment forms' messages, word for word in English; read when used, so they follow the page's language. */
export const paymentMessages = {
  get method() {
    return m.enrol_pay_err_method();
  },
  get transactionId() {
    return m.enrol_pay_err_trx();
  },
  get duplicateTransaction() {
    return m.enrol_pay_err_duplicate();
  },
  get senderNumber() {
    return m.enrol_pay_err_sender();
  },
};

/**
 * A Bangladeshi mobile number as typed ('01712-345678', '+880 1712 345678', '০১৭১২৩৪৫৬৭৮') → '01712345678'; null if it
 * is not one.
 */
export function normaliseMobile(value: string): string | null {
  const digits = toLatinDigits(value).replace(/[\s\-()]/g, "");
  const local = digits.replace(/^(?:\+?880)/, "0");
  return /^01[3-9]\d{8}$/.test(local) ? local : null;
}

/** A TrxID as typed (Bangla digits read as Latin) → upper-case letters and digits, 8 to 12 of them; null if not one. */
export function normaliseTransactionId(value: string): string | null {
  const id = toLatinDigits(value).trim().toUpperCase();
  return /^[A-Z0-9]{8,12}$/.test(id) ? id : null;
}

/** Parent → Invoice → Submit Payment: the method, the number paid from and the TrxID. */
export const transferSchema = z.object({
  method: z.enum(
    transferMethods,
    said(() => paymentMessages.method),
  ),
  senderNumber: z.pipe(
    z.string(said(() => paymentMessages.senderNumber)).check(latinDigits()),
    z.transform((value, ctx) => {
      const number = normaliseMobile(value);
      if (!number) ctx.issues.push({ code: "custom", message: paymentMessages.senderNumber, input: value });
      return number ?? "";
    }),
  ),
  transactionId: z.pipe(
    z.string(said(() => paymentMessages.transactionId)).check(latinDigits()),
    z.transform((value, ctx) => {
      const id = normaliseTransactionId(value);
      if (!id) ctx.issues.push({ code: "custom", message: paymentMessages.transactionId, input: value });
      return id ?? "";
    }),
  ),
});
export type TransferInput = z.infer<typeof transferSchema>;

/** Staff → Payments → Reject: the reason goes to the parent. */
export const rejectTransferSchema = z.object({
  transferId: z.uuid(said(m.enrol_pay_err_unknown_payment)),
  reason: requiredText(m.enrol_pay_err_reason).check(z.maxLength(500, said(m.enrol_pay_err_reason_long))),
});

/** Staff → Payments → Approve. */
export const approveTransferSchema = z.object({ transferId: z.uuid(said(m.enrol_pay_err_unknown_payment)) });

/** Taka typed into a form → exact poisha; refused when blank, not an amount, zero or implausibly large. */
export const amountInTaka = z.pipe(
  z.string(said(m.enrol_pay_err_amount)),
  z.transform((value, ctx) => {
    if (value.trim() === "") {
      ctx.issues.push({ code: "custom", message: m.enrol_pay_err_amount(), input: value });
      return 0;
    }
    const poisha = parseTaka(value);
    if (poisha === null) ctx.issues.push({ code: "custom", message: m.enrol_pay_err_amount_format(), input: value });
    else if (poisha <= 0) ctx.issues.push({ code: "custom", message: m.enrol_pay_err_amount_zero(), input: value });
    else if (poisha > 100_000_000)
      ctx.issues.push({ code: "custom", message: m.enrol_pay_err_amount_large(), input: value });
    return poisha ?? 0;
  }),
);

/**
 * Parent → Payments → a transfer awaiting verification → Edit: the TrxID, the amount sent and the day it was sent
 * (not after today, which the action checks in Dhaka).
 */
export const transferEditSchema = z.object({
  transactionId: transferSchema.shape.transactionId,
  amountPoisha: amountInTaka,
  sentOn: isoDate(m.enrol_claim_sent_on),
});
export type TransferEditInput = z.infer<typeof transferEditSchema>;

/** Staff → Parent → Invoices → New invoice: a one-off fee (an adventure session, say) for the family or one child. */
export const oneOffInvoiceSchema = z.object({
  childId: z.pipe(
    z.optional(z.string()),
    z.transform((v) => v || null),
  ),
  description: requiredText(m.enrol_pay_err_describe).check(z.maxLength(120, said(m.enrol_pay_err_describe_long))),
  amountPoisha: amountInTaka,
  dueDate: isoDate(m.enrol_pay_due_date_label),
  idempotencyKey: formKey(),
});
export type OneOffInvoiceInput = z.infer<typeof oneOffInvoiceSchema>;

/** Staff → Invoice → Void: only an unpaid invoice, with the reason. */
export const voidInvoiceSchema = z.object({
  invoiceId: z.uuid(said(m.enrol_pay_err_unknown_invoice)),
  reason: requiredText(m.enrol_pay_err_void_reason).check(z.maxLength(300, said(m.enrol_pay_err_void_reason_long))),
});

/** Staff → Invoice → Record a payment: cash or a bank transfer received against it. */
export const recordInvoicePaymentSchema = z.object({
  invoiceId: z.uuid(said(m.enrol_pay_err_unknown_invoice)),
  method: z.enum(recordedMethods, said(m.enrol_pay_err_how_paid)),
  reference: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100, said(m.enrol_pay_err_reference_long)))),
    z.transform((v) => v || null),
  ),
  paidOn: isoDate(m.enrol_pay_paid_on_label),
  idempotencyKey: formKey(),
});
export type RecordInvoicePaymentInput = z.infer<typeof recordInvoicePaymentSchema>;
