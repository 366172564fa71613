import { z } from "zod";
import type { paymentMethods, paymentStatuses } from "../../../db/schema";
import { subscriptionPlans } from "~/lib/site-config";

/** SPEC §4 names these; active reads green, inactive and cancelled red, pending neutral. */
export const subscriptionStatuses = ["active", "pending", "inactive", "cancelled"] as const;

/** Mirror db/schema's lists without pulling the database schema into the browser. */
export const paymentMethodValues = ["cash", "bkash", "nagad", "bank_transfer", "card"] as const satisfies readonly (typeof paymentMethods)[number][];
export const paymentStatusValues = ["pending", "completed", "failed", "refunded"] as const satisfies readonly (typeof paymentStatuses)[number][];
export const currencies = ["BDT", "USD"] as const;

const planIds = subscriptionPlans.map((p) => p.id) as [string, ...string[]];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date typed as yyyy-mm-dd (what <input type="date"> sends). */
const isoDate = (label: string) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .refine((v) => ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v, `Please enter a valid ${label}.`);

/** Staff → Parent → Subscription (create and edit). */
export const subscriptionSchema = z
  .object({
    planId: z.enum(planIds, { error: "Please choose a plan." }),
    status: z.enum(subscriptionStatuses, { error: "Please choose a status." }),
    startDate: isoDate("start date"),
    expiryDate: isoDate("expiry date"),
  })
  .refine((v) => v.expiryDate > v.startDate, { path: ["expiryDate"], message: "The expiry date must be after the start date." });

export type SubscriptionInput = z.infer<typeof subscriptionSchema>;

/** Staff → Parent → Subscription → Renew: how many months to add to the expiry. */
export const renewMonths = [1, 3, 6, 12] as const;
export const renewSchema = z.object({
  months: z.coerce
    .number({ error: "Please choose how long to renew for." })
    .refine((n) => (renewMonths as readonly number[]).includes(n), "Please choose how long to renew for."),
});

/** Staff → Parent → Record a payment. */
export const paymentSchema = z.object({
  amount: z.coerce
    .number({ error: "Please enter the amount." })
    .refine(Number.isFinite, "Please enter the amount.")
    .positive("The amount must be more than zero.")
    .max(10_000_000, "That amount is too large.")
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "Use at most two decimal places."),
  currency: z.enum(currencies, { error: "Please choose a currency." }).default("BDT"),
  paymentDate: isoDate("payment date"),
  paymentMethod: z.enum(paymentMethodValues, { error: "Please choose a method." }),
  status: z.enum(paymentStatusValues, { error: "Please choose a status." }),
  transactionRef: z
    .string()
    .trim()
    .max(100, "Please keep the reference under 100 characters.")
    .optional()
    .transform((v) => v || null),
  invoiceUrl: z
    .string()
    .trim()
    .max(500, "Please keep the link under 500 characters.")
    .optional()
    .refine((v) => !v || /^https?:\/\/[^\s]+$/i.test(v), "The invoice link must start with https:// or http://.")
    .transform((v) => v || null),
});

export type PaymentInput = z.infer<typeof paymentSchema>;

/** Staff → Parent → Payment → Status. */
export const paymentStatusSchema = z.object({
  paymentId: z.uuid({ error: "Unknown payment." }),
  status: z.enum(paymentStatusValues, { error: "Please choose a status." }),
});
