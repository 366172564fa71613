import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { formKey, requiredText, said } from "./fields";
import { amountInTaka } from "./payment";

/** Staff → Payments → Reconcile: the messages as pasted from the school's phone. */
export const reconcileSchema = z.object({
  messages: requiredText(m.money_err_messages).check(z.maxLength(50_000, said(m.money_err_messages_long))),
});

/** How refunded money goes back to a family. */
export const refundMethods = ["bkash", "nagad", "cash", "bank_transfer"] as const;
export type RefundMethod = (typeof refundMethods)[number];

/** Staff → Receipt → Refund…: all or part of the payment, why, and how it was paid back. */
export const refundSchema = z.object({
  amountPoisha: amountInTaka,
  reason: requiredText(m.money_err_refund_reason).check(z.maxLength(300, said(m.money_err_refund_reason_long))),
  method: z.enum(refundMethods, said(m.money_err_refund_method)),
  idempotencyKey: formKey(),
});
export type RefundInput = z.infer<typeof refundSchema>;

/** A staff adjustment to an unpaid invoice: a discount takes off, a charge adds. */
export const adjustmentKinds = ["discount", "charge"] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];

/** Staff → Parent → Invoices → Adjust…: a discount or a charge line, with the reason the parent reads. */
export const adjustmentSchema = z.object({
  invoiceId: z.uuid(said(m.enrol_pay_err_unknown_invoice)),
  kind: z.enum(adjustmentKinds, said(m.money_err_adjust_kind)),
  amountPoisha: amountInTaka,
  reason: requiredText(m.money_err_adjust_reason).check(z.maxLength(100, said(m.money_err_adjust_reason_long))),
  idempotencyKey: formKey(),
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

/** Staff → Batch → Next cycle: the batch that continues this one. */
export const continueBatchSchema = z.object({
  nextBatchId: z.uuid(said(m.money_err_continue_batch)),
});
