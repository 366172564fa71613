import * as z from "zod/mini";
import { subscriptionPlans } from "~/lib/site-config";
import { currencies, paymentMethods, paymentStatuses, subscriptionStatuses } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { formKey, formNumber, isoDate, latinDigits, said } from "./fields";

const planIds = subscriptionPlans.map((p) => p.id) as [string, ...string[]];
const subscriptionFields = {
  planId: z.enum(planIds, said(m.ops_choose_plan)),
  status: z.enum(subscriptionStatuses, said(m.ops_choose_status)),
  startDate: isoDate(m.ops_label_start_date_lower),
  expiryDate: isoDate(m.ops_label_expiry_date_lower),
};
const expiryAfterStart = z.refine<{ startDate: string; expiryDate: string }>((v) => v.expiryDate > v.startDate, {
  path: ["expiryDate"],
  error: () => m.ops_expiry_after_start(),
});

/** Staff → Parent → Subscription → Edit. */
export const subscriptionSchema = z.object(subscriptionFields).check(expiryAfterStart);

export type SubscriptionInput = z.infer<typeof subscriptionSchema>;

/** Staff → Parent → New subscription: with the form's one-time key, so a double click makes one subscription. */
export const newSubscriptionSchema = z
  .object({ ...subscriptionFields, idempotencyKey: formKey() })
  .check(expiryAfterStart);

/** Staff → Parent → Subscription → Renew: how many months to add to the expiry. */
export const renewMonths = [1, 3, 6, 12] as const;
export const renewSchema = z.object({
  months: formNumber(
    z
      .number(said(m.ops_choose_renew))
      .check(z.refine((n) => (renewMonths as readonly number[]).includes(n), said(m.ops_choose_renew))),
  ),
});

/** Staff → Parent → Record a payment. */
export const paymentSchema = z.object({
  amount: formNumber(
    z.number(said(m.ops_amount_missing)).check(
      z.positive(said(m.ops_amount_positive)),
      z.maximum(10_000_000, said(m.ops_amount_too_large)),
      z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, said(m.ops_amount_decimals)),
    ),
  ),
  currency: z._default(z.enum(currencies, said(m.ops_choose_currency)), "BDT"),
  paymentDate: isoDate(m.ops_label_payment_date_lower),
  paymentMethod: z.enum(paymentMethods, said(m.ops_choose_method)),
  status: z.enum(paymentStatuses, said(m.ops_choose_status)),
  /** A TrxID or bank reference: Bangla digits typed into it are kept as Latin ones. */
  transactionRef: z.pipe(
    z.optional(z.string().check(z.trim(), latinDigits(), z.maxLength(100, said(m.ops_reference_too_long)))),
    z.transform((v) => v || null),
  ),
  idempotencyKey: formKey(),
  invoiceUrl: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(500, said(m.ops_link_too_long)),
        z.refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), said(m.ops_invoice_link_scheme)),
      ),
    ),
    z.transform((v) => v || null),
  ),
});

export type PaymentInput = z.infer<typeof paymentSchema>;

/** Staff → Parent → Payment → Status. */
export const paymentStatusSchema = z.object({
  paymentId: z.uuid(said(m.ops_unknown_payment)),
  status: z.enum(paymentStatuses, said(m.ops_choose_status)),
});
