import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { lastDayOf } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import { sumPoisha } from "~/lib/money";
import type { Receipt } from "~/lib/receipt";
import type { RecordInvoicePaymentInput } from "~/lib/schemas/payment";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";
import { enqueueFamilyMail } from "../mail/family-mail.server";
import { kickMailWorker } from "../mail/outbox.server";
import { receiptMail } from "../mail/templates/billing-parent.server";
import { writeAudit } from "./audit.server";
import { lockSeries, takeNumber } from "./document-numbers.server";

const pay = schema.payments;
const inv = schema.invoices;

export type Payment = {
  id: string;
  amountPoisha: number;
  currency: string;
  paymentDate: Date | null;
  paymentMethod: string | null;
  status: string | null;
  invoiceUrl: string | null;
  /** Set when the payment paid invoices: its receipt is at /dashboard/payments/receipts/:id. */
  receiptNumber: string | null;
  /** What its credit notes returned (docs/product.md#refunds-and-credit-notes). */
  refundedPoisha: number;
};

const columns = {
  id: pay.id,
  amountPoisha: pay.amountPoisha,
  currency: pay.currency,
  paymentDate: pay.paymentDate,
  paymentMethod: pay.paymentMethod,
  status: pay.status,
  invoiceUrl: pay.invoiceUrl,
  receiptNumber: pay.receiptNumber,
  // Named outright: without a join Drizzle leaves `id` unqualified, and the subquery's own would shadow it.
  refundedPoisha:
    sql<number>`(select coalesce(sum(cn.amount_poisha), 0) from credit_notes cn where cn.payment_id = payments.id)`.mapWith(
      Number,
    ),
};

const newestFirst = [sql`${pay.paymentDate} desc nulls last`, desc(pay.createdAt)];

/** The parent's payments, newest first. */
export function listPayments(userId: string): Promise<Payment[]> {
  return db
    .select(columns)
    .from(pay)
    .where(eq(pay.userId, userId))
    .orderBy(...newestFirst);
}

export async function latestPayment(userId: string): Promise<Payment | null> {
  const [row] = await db
    .select(columns)
    .from(pay)
    .where(eq(pay.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

/* ------------------------------------------------------------------ */
/* Settling invoices                                                   */
/* ------------------------------------------------------------------ */

export type Settlement = {
  parentId: string;
  /** Locked by the caller, all still open and the parent's. */
  invoiceIds: string[];
  method: string;
  reference: string | null;
  paidAt: Date;
  transferId?: string;
  idempotencyKey?: string;
  /** Null when the school's own bKash or Nagad message confirmed it, with no one at the console. */
  actorId: string | null;
};

/**
 * Pays invoices with one completed payment and its receipt number, inside the caller's transaction: the invoices
 * become paid, each place's paid period moves on, and a pending place whose invoices are all paid becomes active
 * (docs/product.md#fees-and-billing). The receipt is emailed to the parent through the outbox.
 */
export async function settleInvoices(tx: DbOrTx, s: Settlement, now: Date) {
  const invoices = await tx
    .select({
      id: inv.id,
      number: inv.number,
      totalPoisha: inv.totalPoisha,
      subscriptionId: inv.subscriptionId,
      periodMonth: inv.periodMonth,
    })
    .from(inv)
    .where(and(inArray(inv.id, s.invoiceIds), eq(inv.parentId, s.parentId)));
  const amountPoisha = sumPoisha(invoices.map((row) => row.totalPoisha));
  const receiptNumber = await takeNumber(tx, await lockSeries(tx, "RCT", now));
  const [payment] = await tx
    .insert(pay)
    .values({
      userId: s.parentId,
      amountPoisha,
      currency: "BDT",
      paymentDate: s.paidAt,
      paymentMethod: s.method,
      status: "completed",
      transactionRef: s.reference,
      receiptNumber,
      transferId: s.transferId ?? null,
      idempotencyKey: s.idempotencyKey ?? null,
    })
    .returning({ id: pay.id });
  await tx
    .update(inv)
    .set({ status: "paid", paymentId: payment!.id, paidAt: s.paidAt, updatedAt: now })
    .where(inArray(inv.id, s.invoiceIds));
  for (const subscriptionId of new Set(invoices.map((row) => row.subscriptionId).filter((id) => id !== null))) {
    await advancePaidPeriod(
      tx,
      subscriptionId,
      invoices.filter((row) => row.subscriptionId === subscriptionId),
    );
  }
  await writeAudit(tx, {
    actorId: s.actorId,
    action: "payment.settle",
    entityType: "payment",
    entityId: payment!.id,
    after: {
      parentId: s.parentId,
      receiptNumber,
      amountPoisha,
      method: s.method,
      reference: s.reference,
      invoices: invoices.map((row) => row.number),
      transferId: s.transferId ?? null,
    },
  });
  const receipt = await getReceipt(payment!.id, s.parentId, tx);
  await enqueueFamilyMail(
    s.parentId,
    (member) => receiptMail({ ...receipt!, parent: { ...receipt!.parent, name: member.name } }),
    tx,
  );
  return { paymentId: payment!.id, receiptNumber, amountPoisha };
}

async function advancePaidPeriod(tx: DbOrTx, subscriptionId: string, paid: Array<{ periodMonth: string | null }>) {
  const months = paid
    .map((row) => row.periodMonth)
    .filter((m) => m !== null)
    .sort();
  const [place] = await tx
    .select({ status: schema.subscriptions.status, paidThrough: schema.subscriptions.paidThrough })
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.id, subscriptionId))
    .for("update");
  if (!place) return;
  const last = months.at(-1);
  const paidThrough =
    last && (!place.paidThrough || lastDayOf(last) > place.paidThrough) ? lastDayOf(last) : place.paidThrough;
  const [stillOpen] = await tx
    .select({ id: inv.id })
    .from(inv)
    .where(and(eq(inv.subscriptionId, subscriptionId), inArray(inv.status, ["due", "pending_verification"])))
    .limit(1);
  const status = place.status === "pending" && !stillOpen ? "active" : place.status;
  await tx.update(schema.subscriptions).set({ paidThrough, status }).where(eq(schema.subscriptions.id, subscriptionId));
}

export type RecordOutcome =
  | { ok: true; receiptNumber: string; amountPoisha: number }
  | { ok: false; reason: "missing" | "not-due" };

/** Staff record cash or a bank transfer received against one due invoice, once per form key. */
export async function recordInvoicePayment(
  actorId: string,
  parentId: string,
  input: RecordInvoicePaymentInput,
  now: Date,
): Promise<RecordOutcome> {
  if (!isUuid(input.invoiceId)) return { ok: false, reason: "missing" };
  const result = await db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ status: inv.status })
      .from(inv)
      .where(and(eq(inv.id, input.invoiceId), eq(inv.parentId, parentId)))
      .for("update");
    if (!invoice) return { ok: false as const, reason: "missing" as const };
    // Checked once the invoice is locked: a second post of the same form waits there, then finds the first's payment.
    const [already] = await tx
      .select({ receiptNumber: pay.receiptNumber, amountPoisha: pay.amountPoisha })
      .from(pay)
      .where(eq(pay.idempotencyKey, input.idempotencyKey));
    if (already?.receiptNumber)
      return { ok: true as const, receiptNumber: already.receiptNumber, amountPoisha: already.amountPoisha };
    if (invoice.status !== "due") return { ok: false as const, reason: "not-due" as const };
    const settled = await settleInvoices(
      tx,
      {
        parentId,
        invoiceIds: [input.invoiceId],
        method: input.method,
        reference: input.reference,
        paidAt: new Date(`${input.paidOn}T12:00:00+06:00`),
        idempotencyKey: input.idempotencyKey,
        actorId,
      },
      now,
    );
    return { ok: true as const, receiptNumber: settled.receiptNumber, amountPoisha: settled.amountPoisha };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/* ------------------------------------------------------------------ */
/* Receipts                                                            */
/* ------------------------------------------------------------------ */

/** A payment's receipt, scoped to the parent when `parentId` is given; null when there is none (or not theirs). */
export async function getReceipt(paymentId: string, parentId: string | null, tx: DbOrTx = db): Promise<Receipt | null> {
  if (!isUuid(paymentId)) return null;
  const scope = parentId ? and(eq(pay.id, paymentId), eq(pay.userId, parentId)) : eq(pay.id, paymentId);
  const [row] = await tx
    .select({
      id: pay.id,
      receiptNumber: pay.receiptNumber,
      amountPoisha: pay.amountPoisha,
      currency: pay.currency,
      paidAt: pay.paymentDate,
      method: pay.paymentMethod,
      reference: pay.transactionRef,
      name: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      email: schema.users.email,
      phone: schema.profiles.phoneNumber,
    })
    .from(pay)
    .innerJoin(schema.users, eq(schema.users.id, pay.userId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, pay.userId))
    .where(scope);
  if (!row?.receiptNumber || !row.paidAt) return null;
  const invoices = await tx
    .select({ id: inv.id, number: inv.number, totalPoisha: inv.totalPoisha, childName: schema.children.name })
    .from(inv)
    .leftJoin(schema.children, eq(schema.children.id, inv.childId))
    .where(eq(inv.paymentId, paymentId))
    .orderBy(asc(inv.number));
  const lines = invoices.length
    ? await tx
        .select({
          invoiceId: schema.invoiceItems.invoiceId,
          description: schema.invoiceItems.description,
          amountPoisha: schema.invoiceItems.amountPoisha,
        })
        .from(schema.invoiceItems)
        .where(
          inArray(
            schema.invoiceItems.invoiceId,
            invoices.map((i) => i.id),
          ),
        )
        .orderBy(asc(schema.invoiceItems.position))
    : [];
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    amountPoisha: row.amountPoisha,
    currency: row.currency,
    paidAt: row.paidAt,
    method: row.method ?? "",
    reference: row.reference,
    parent: { name: row.name, email: row.email, phone: row.phone },
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      childName: invoice.childName,
      totalPoisha: invoice.totalPoisha,
      lines: lines
        .filter((line) => line.invoiceId === invoice.id)
        .map(({ description, amountPoisha }) => ({ description, amountPoisha })),
    })),
  };
}
