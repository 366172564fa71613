import { and, eq } from "drizzle-orm";
import { addMonths } from "~/lib/dates";
import { dhakaIsoDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { toPoisha } from "~/lib/money";
import type { PaymentInput, SubscriptionInput } from "~/lib/schemas/staff-billing";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";
import { writeAudit } from "./audit.server";

/**
 * Staff → a parent's subscriptions and payments. Every change is scoped to the parent whose page
 * it came from (a record of someone else answers "missing") and audited in the same transaction.
 */

const s = schema.subscriptions;
const pay = schema.payments;

export type BillingOutcome = "done" | "missing";

async function parentExists(tx: DbOrTx, parentId: string) {
  const [row] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, parentId))
    .limit(1);
  return Boolean(row);
}

const subscriptionSnapshot = (row: {
  planId: string | null;
  planName: string | null;
  status: string | null;
  startDate: string | null;
  expiryDate: string | null;
}) => ({
  planId: row.planId,
  planName: row.planName,
  status: row.status,
  startDate: row.startDate,
  expiryDate: row.expiryDate,
});

async function lockSubscription(tx: DbOrTx, parentId: string, subscriptionId: string) {
  if (!isUuid(subscriptionId)) return null;
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.id, subscriptionId), eq(s.userId, parentId)))
    .for("update");
  return row ?? null;
}

/** Creates a subscription once per form key: a repeated post (double click, retry) changes nothing more. */
export async function createSubscription(
  actorId: string,
  parentId: string,
  input: SubscriptionInput & { idempotencyKey: string },
): Promise<BillingOutcome> {
  return db.transaction(async (tx) => {
    if (!(await parentExists(tx, parentId))) return "missing";
    const values = {
      planId: input.planId,
      status: input.status,
      startDate: input.startDate,
      expiryDate: input.expiryDate,
    };
    const [row] = await tx
      .insert(s)
      .values({ userId: parentId, ...values, idempotencyKey: input.idempotencyKey })
      .onConflictDoNothing({ target: s.idempotencyKey })
      .returning({ id: s.id });
    if (!row) return "done";
    await writeAudit(tx, {
      actorId,
      action: "subscription.create",
      entityType: "subscription",
      entityId: row.id,
      after: { parentId, ...values },
    });
    return "done";
  });
}

export async function updateSubscription(
  actorId: string,
  parentId: string,
  subscriptionId: string,
  input: SubscriptionInput,
): Promise<BillingOutcome> {
  return db.transaction(async (tx) => {
    const current = await lockSubscription(tx, parentId, subscriptionId);
    if (!current) return "missing";
    // The plan now names it, so a legacy free-text name is dropped.
    const values = {
      planId: input.planId,
      planName: null,
      status: input.status,
      startDate: input.startDate,
      expiryDate: input.expiryDate,
    };
    await tx.update(s).set(values).where(eq(s.id, subscriptionId));
    await writeAudit(tx, {
      actorId,
      action: "subscription.update",
      entityType: "subscription",
      entityId: subscriptionId,
      before: { parentId, ...subscriptionSnapshot(current) },
      after: { parentId, ...values },
    });
    return "done";
  });
}

/**
 * Renew: the expiry moves `months` later, counted from the current expiry, or from today when it
 * has already passed (or is missing); the subscription becomes active.
 */
export async function renewSubscription(
  actorId: string,
  parentId: string,
  subscriptionId: string,
  months: number,
  today = dhakaIsoDate(),
) {
  return db.transaction(async (tx) => {
    const current = await lockSubscription(tx, parentId, subscriptionId);
    if (!current) return null;
    const from = current.expiryDate && current.expiryDate >= today ? current.expiryDate : today;
    const values = { status: "active", expiryDate: addMonths(from, months) };
    await tx.update(s).set(values).where(eq(s.id, subscriptionId));
    await writeAudit(tx, {
      actorId,
      action: "subscription.renew",
      entityType: "subscription",
      entityId: subscriptionId,
      before: { parentId, status: current.status, expiryDate: current.expiryDate },
      after: { parentId, ...values, months },
    });
    return values;
  });
}

export async function cancelSubscription(
  actorId: string,
  parentId: string,
  subscriptionId: string,
): Promise<BillingOutcome> {
  return db.transaction(async (tx) => {
    const current = await lockSubscription(tx, parentId, subscriptionId);
    if (!current) return "missing";
    await tx.update(s).set({ status: "cancelled" }).where(eq(s.id, subscriptionId));
    await writeAudit(tx, {
      actorId,
      action: "subscription.cancel",
      entityType: "subscription",
      entityId: subscriptionId,
      before: { parentId, status: current.status },
      after: { parentId, status: "cancelled" },
    });
    return "done";
  });
}

/** The payment date is a calendar day in Dhaka; it is stored as that day's noon there, so it reads the same everywhere. */
const dhakaNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00+06:00`);

/** Records a payment once per form key: a repeated post (double click, retry) changes nothing more. */
export async function recordPayment(actorId: string, parentId: string, input: PaymentInput): Promise<BillingOutcome> {
  return db.transaction(async (tx) => {
    if (!(await parentExists(tx, parentId))) return "missing";
    const values = {
      amountPoisha: toPoisha(input.amount),
      currency: input.currency,
      paymentDate: dhakaNoon(input.paymentDate),
      paymentMethod: input.paymentMethod,
      status: input.status,
      transactionRef: input.transactionRef,
      invoiceUrl: input.invoiceUrl,
    };
    const [row] = await tx
      .insert(pay)
      .values({ userId: parentId, ...values, idempotencyKey: input.idempotencyKey })
      .onConflictDoNothing({ target: pay.idempotencyKey })
      .returning({ id: pay.id });
    if (!row) return "done";
    await writeAudit(tx, {
      actorId,
      action: "payment.create",
      entityType: "payment",
      entityId: row.id,
      after: { parentId, ...values, paymentDate: input.paymentDate },
    });
    return "done";
  });
}

/** Changes one payment's status; 'unchanged' when it already had it. */
export async function setPaymentStatus(actorId: string, parentId: string, paymentId: string, status: string) {
  if (!isUuid(paymentId)) return "missing" as const;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: pay.status, amountPoisha: pay.amountPoisha, currency: pay.currency })
      .from(pay)
      .where(and(eq(pay.id, paymentId), eq(pay.userId, parentId)))
      .for("update");
    if (!current) return "missing" as const;
    if (current.status === status) return "unchanged" as const;
    await tx.update(pay).set({ status }).where(eq(pay.id, paymentId));
    await writeAudit(tx, {
      actorId,
      action: "payment.status",
      entityType: "payment",
      entityId: paymentId,
      before: { parentId, status: current.status, amountPoisha: current.amountPoisha, currency: current.currency },
      after: { parentId, status },
    });
    return "changed" as const;
  });
}
