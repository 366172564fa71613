import * as z from "zod/mini";
import { parseTaka } from "~/lib/money";
import { recordedMethods, transferMethods } from "~/lib/payment-methods";
import { formKey, isoDate, requiredText } from "./fields";

/** Issue 15's messages, word for word. */
export const paymentMessages = {
  method: "Please choose a payment method.",
  transactionId: "Please enter the transaction ID from your confirmation SMS.",
  duplicateTransaction: "This transaction ID has already been submitted.",
  senderNumber: "Please enter the number you paid from.",
} as const;

/** A Bangladeshi mobile number as typed ('01712-345678', '+880 1712 345678') → '01712345678'; null if it is not one. */
export function normaliseMobile(value: string): string | null {
  const digits = value.replace(/[\s\-()]/g, "");
  const local = digits.replace(/^(?:\+?880)/, "0");
  return /^01[3-9]\d{8}$/.test(local) ? local : null;
}

/** A TrxID as typed → upper-case letters and digits, 8 to 12 of them; null if it is not one. */
export function normaliseTransactionId(value: string): string | null {
  const id = value.trim().toUpperCase();
  return /^[A-Z0-9]{8,12}$/.test(id) ? id : null;
}

/** Parent → Invoice → Submit Payment: the method, the number paid from and the TrxID. */
export const transferSchema = z.object({
  method: z.enum(transferMethods, { error: paymentMessages.method }),
  senderNumber: z.pipe(
    z.string({ error: paymentMessages.senderNumber }),
    z.transform((value, ctx) => {
      const number = normaliseMobile(value);
      if (!number) ctx.issues.push({ code: "custom", message: paymentMessages.senderNumber, input: value });
      return number ?? "";
    }),
  ),
  transactionId: z.pipe(
    z.string({ error: paymentMessages.transactionId }),
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
  transferId: z.uuid({ error: "Unknown payment." }),
  reason: requiredText("Please give the reason; the parent will read it.").check(
    z.maxLength(500, "Please keep the reason under 500 characters."),
  ),
});

/** Staff → Payments → Approve. */
export const approveTransferSchema = z.object({ transferId: z.uuid({ error: "Unknown payment." }) });

/** Taka typed into a form → exact poisha; refused when blank, not an amount, zero or implausibly large. */
const amountInTaka = z.pipe(
  z.string({ error: "Please enter the amount." }),
  z.transform((value, ctx) => {
    if (value.trim() === "") {
      ctx.issues.push({ code: "custom", message: "Please enter the amount.", input: value });
      return 0;
    }
    const poisha = parseTaka(value);
    if (poisha === null)
      ctx.issues.push({ code: "custom", message: "Enter taka, for example 1500 or 1500.50.", input: value });
    else if (poisha <= 0)
      ctx.issues.push({ code: "custom", message: "The amount must be more than zero.", input: value });
    else if (poisha > 100_000_000)
      ctx.issues.push({ code: "custom", message: "That amount is too large.", input: value });
    return poisha ?? 0;
  }),
);

/** Staff → Parent → Invoices → New invoice: a one-off fee (an adventure session, say) for the family or one child. */
export const oneOffInvoiceSchema = z.object({
  childId: z.pipe(
    z.optional(z.string()),
    z.transform((v) => v || null),
  ),
  description: requiredText("Please describe the fee.").check(
    z.maxLength(120, "Please keep the description under 120 characters."),
  ),
  amountPoisha: amountInTaka,
  dueDate: isoDate("due date"),
  idempotencyKey: formKey(),
});
export type OneOffInvoiceInput = z.infer<typeof oneOffInvoiceSchema>;

/** Staff → Invoice → Void: only an unpaid invoice, with the reason. */
export const voidInvoiceSchema = z.object({
  invoiceId: z.uuid({ error: "Unknown invoice." }),
  reason: requiredText("Please give the reason for voiding it.").check(
    z.maxLength(300, "Please keep the reason under 300 characters."),
  ),
});

/** Staff → Invoice → Record a payment: cash or a bank transfer received against it. */
export const recordInvoicePaymentSchema = z.object({
  invoiceId: z.uuid({ error: "Unknown invoice." }),
  method: z.enum(recordedMethods, { error: "Please choose how it was paid." }),
  reference: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100, "Please keep the reference under 100 characters."))),
    z.transform((v) => v || null),
  ),
  paidOn: isoDate("payment date"),
  idempotencyKey: formKey(),
});
export type RecordInvoicePaymentInput = z.infer<typeof recordInvoicePaymentSchema>;
