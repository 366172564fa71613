import * as z from "zod/mini";
import { subscriptionPlans } from "~/lib/site-config";
import { currencies, paymentMethods, paymentStatuses, subscriptionStatuses } from "~/lib/statuses";
import { formKey, formNumber, isoDate, optionalNote } from "./fields";

const planIds = subscriptionPlans.map((p) => p.id) as [string, ...string[]];
const subscriptionFields = {
  planId: z.enum(planIds, { error: "Please choose a plan." }),
  status: z.enum(subscriptionStatuses, { error: "Please choose a status." }),
  startDate: isoDate("start date"),
  expiryDate: isoDate("expiry date"),
};
const expiryAfterStart = z.refine<{ startDate: string; expiryDate: string }>((v) => v.expiryDate > v.startDate, {
  path: ["expiryDate"],
  message: "The expiry date must be after the start date.",
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
      .number({ error: "Please choose how long to renew for." })
      .check(z.refine((n) => (renewMonths as readonly number[]).includes(n), "Please choose how long to renew for.")),
  ),
});

/** Staff → Parent → Record a payment. */
export const paymentSchema = z.object({
  amount: formNumber(
    z.number({ error: "Please enter the amount." }).check(
      z.positive("The amount must be more than zero."),
      z.maximum(10_000_000, "That amount is too large."),
      z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "Use at most two decimal places."),
    ),
  ),
  currency: z._default(z.enum(currencies, { error: "Please choose a currency." }), "BDT"),
  paymentDate: isoDate("payment date"),
  paymentMethod: z.enum(paymentMethods, { error: "Please choose a method." }),
  status: z.enum(paymentStatuses, { error: "Please choose a status." }),
  transactionRef: optionalNote(100, "Please keep the reference under 100 characters."),
  idempotencyKey: formKey(),
  invoiceUrl: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(500, "Please keep the link under 500 characters."),
        z.refine(
          (v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v),
          "The invoice link must start with https:// or http://.",
        ),
      ),
    ),
    z.transform((v) => v || null),
  ),
});

export type PaymentInput = z.infer<typeof paymentSchema>;

/** Staff → Parent → Payment → Status. */
export const paymentStatusSchema = z.object({
  paymentId: z.uuid({ error: "Unknown payment." }),
  status: z.enum(paymentStatuses, { error: "Please choose a status." }),
});
