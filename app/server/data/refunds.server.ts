import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { CreditNote } from "~/lib/credit-note";
import { firstDayOf, nextMonth } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import type { RefundInput } from "~/lib/schemas/money";
import { type DbOrTx, db, schema } from "../db.server";
import { enqueueFamilyMail } from "../mail/family-mail.server";
import { kickMailWorker } from "../mail/outbox.server";
import { creditNoteMail } from "../mail/templates/billing-parent.server";
import { writeAudit } from "./audit.server";
import { lockSeries, takeNumber } from "./document-numbers.server";

/**
 * Refunds and their credit notes (docs/product.md#refunds-and-credit-notes): staff refund all or part of a completed
 * payment; each refund is a credit note numbered 'CN-2026-0001' without gaps, emailed to the parent. The payment's row
 * is locked while its refunds are added up, so two staff refunding at once can never return more than was paid.
 */

const pay = schema.payments;
const notes = schema.creditNotes;

export type RefundRefusal = "missing" | "not-refundable" | "too-much";
export type RefundResult =
  | { ok: true; creditNoteId: string; number: string; amountPoisha: number; created: boolean }
  | { ok: false; reason: RefundRefusal; refundablePoisha: number };

/** What is left to refund of a payment: what it paid less what its credit notes returned. */
async function refundedOf(tx: DbOrTx, paymentId: string) {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${notes.amountPoisha})` })
    .from(notes)
    .where(eq(notes.paymentId, paymentId));
  return Number(row?.total ?? 0);
}

/** Refunds `input.amountPoisha` of a payment, once per form key; the parent is emailed the credit note. */
export async function refundPayment(
  actorId: string,
  paymentId: string,
  input: RefundInput,
  now: Date,
): Promise<RefundResult> {
  if (!isUuid(paymentId)) return { ok: false, reason: "missing", refundablePoisha: 0 };
  const result = await db.transaction(async (tx): Promise<RefundResult> => {
    const [payment] = await tx
      .select({
        id: pay.id,
        userId: pay.userId,
        amountPoisha: pay.amountPoisha,
        currency: pay.currency,
        status: pay.status,
        receiptNumber: pay.receiptNumber,
      })
      .from(pay)
      .where(eq(pay.id, paymentId))
      .for("update");
    if (!payment) return { ok: false, reason: "missing", refundablePoisha: 0 };
    // Checked once the payment is locked: a second post of the same form waits there, then finds the first's note.
    const [already] = await tx
      .select({ id: notes.id, number: notes.number, amountPoisha: notes.amountPoisha })
      .from(notes)
      .where(eq(notes.idempotencyKey, input.idempotencyKey));
    if (already) return { ok: true, creditNoteId: already.id, ...already, created: false };
    const refunded = await refundedOf(tx, payment.id);
    const refundablePoisha = payment.amountPoisha - refunded;
    if (!payment.receiptNumber || (payment.status !== "completed" && payment.status !== "refunded"))
      return { ok: false, reason: "not-refundable", refundablePoisha: 0 };
    if (input.amountPoisha > refundablePoisha) return { ok: false, reason: "too-much", refundablePoisha };
    const number = await takeNumber(tx, await lockSeries(tx, "CN", now));
    const [note] = await tx
      .insert(notes)
      .values({
        number,
        paymentId: payment.id,
        parentId: payment.userId,
        amountPoisha: input.amountPoisha,
        currency: payment.currency,
        method: input.method,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        createdBy: actorId,
        createdAt: now,
      })
      .returning({ id: notes.id });
    const fullyRefunded = input.amountPoisha === refundablePoisha;
    if (fullyRefunded) await tx.update(pay).set({ status: "refunded", updatedAt: now }).where(eq(pay.id, payment.id));
    await writeAudit(tx, {
      actorId,
      action: "payment.refund",
      entityType: "payment",
      entityId: payment.id,
      before: { refundedPoisha: refunded, status: payment.status },
      after: {
        creditNote: number,
        amountPoisha: input.amountPoisha,
        method: input.method,
        reason: input.reason,
        refundedPoisha: refunded + input.amountPoisha,
        status: fullyRefunded ? "refunded" : payment.status,
      },
    });
    const creditNote = await getCreditNote(note!.id, null, tx);
    await enqueueFamilyMail(
      payment.userId,
      (member) => creditNoteMail({ ...creditNote!, parent: { ...creditNote!.parent, name: member.name } }),
      tx,
    );
    return { ok: true, creditNoteId: note!.id, number, amountPoisha: input.amountPoisha, created: true };
  });
  if (result.ok && result.created) kickMailWorker();
  return result;
}

/** A credit note, scoped to the parent when `parentId` is given; null when there is none (or it is not theirs). */
export async function getCreditNote(id: string, parentId: string | null, tx: DbOrTx = db): Promise<CreditNote | null> {
  if (!isUuid(id)) return null;
  const scope = parentId ? and(eq(notes.id, id), eq(notes.parentId, parentId)) : eq(notes.id, id);
  const [row] = await tx
    .select({
      id: notes.id,
      number: notes.number,
      amountPoisha: notes.amountPoisha,
      currency: notes.currency,
      method: notes.method,
      reason: notes.reason,
      issuedAt: notes.createdAt,
      paymentId: pay.id,
      receiptNumber: pay.receiptNumber,
      paidPoisha: pay.amountPoisha,
      paidAt: pay.paymentDate,
      name: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      email: schema.users.email,
      phone: schema.profiles.phoneNumber,
    })
    .from(notes)
    .innerJoin(pay, eq(pay.id, notes.paymentId))
    .innerJoin(schema.users, eq(schema.users.id, notes.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, notes.parentId))
    .where(scope);
  if (!row) return null;
  const invoices = await tx
    .select({ number: schema.invoices.number, childName: schema.children.name })
    .from(schema.invoices)
    .leftJoin(schema.children, eq(schema.children.id, schema.invoices.childId))
    .where(eq(schema.invoices.paymentId, row.paymentId))
    .orderBy(asc(schema.invoices.number));
  return {
    id: row.id,
    number: row.number,
    amountPoisha: row.amountPoisha,
    currency: row.currency,
    method: row.method,
    reason: row.reason,
    issuedAt: row.issuedAt,
    receipt: {
      paymentId: row.paymentId,
      receiptNumber: row.receiptNumber ?? "",
      amountPoisha: row.paidPoisha,
      paidAt: row.paidAt,
    },
    parent: { name: row.name, email: row.email, phone: row.phone },
    invoiceNumbers: invoices.map((invoice) => invoice.number),
    childNames: [...new Set(invoices.map((invoice) => invoice.childName).filter((name) => name !== null))],
  };
}

const listed = {
  id: notes.id,
  number: notes.number,
  amountPoisha: notes.amountPoisha,
  currency: notes.currency,
  method: notes.method,
  reason: notes.reason,
  issuedAt: notes.createdAt,
  paymentId: notes.paymentId,
  receiptNumber: pay.receiptNumber,
};

export type ListedCreditNote = {
  id: string;
  number: string;
  amountPoisha: number;
  currency: string;
  method: string;
  reason: string;
  issuedAt: Date;
  paymentId: string;
  receiptNumber: string | null;
};

/** A parent's credit notes, newest first: their Payments page lists them. */
export function listCreditNotes(parentId: string): Promise<ListedCreditNote[]> {
  return db
    .select(listed)
    .from(notes)
    .innerJoin(pay, eq(pay.id, notes.paymentId))
    .where(eq(notes.parentId, parentId))
    .orderBy(desc(notes.createdAt));
}

/** A payment's refunds for staff's receipt page, oldest first, with what is left to refund. */
export async function refundsOfPayment(paymentId: string) {
  if (!isUuid(paymentId)) return null;
  const [payment] = await db
    .select({ amountPoisha: pay.amountPoisha, status: pay.status, receiptNumber: pay.receiptNumber })
    .from(pay)
    .where(eq(pay.id, paymentId));
  if (!payment) return null;
  const rows = await db
    .select(listed)
    .from(notes)
    .innerJoin(pay, eq(pay.id, notes.paymentId))
    .where(eq(notes.paymentId, paymentId))
    .orderBy(asc(notes.createdAt));
  const refunded = rows.reduce((sum, row) => sum + row.amountPoisha, 0);
  const refundable =
    payment.receiptNumber && (payment.status === "completed" || payment.status === "refunded")
      ? payment.amountPoisha - refunded
      : 0;
  return { notes: rows, refundedPoisha: refunded, refundablePoisha: Math.max(0, refundable) };
}

/** Every refund made in a Dhaka calendar month ('YYYY-MM'), oldest first, for the accountants' export. */
export async function listRefundsInMonth(month: string) {
  const from = new Date(`${firstDayOf(month)}T00:00:00+06:00`);
  const to = new Date(`${firstDayOf(nextMonth(month))}T00:00:00+06:00`);
  return db
    .select({
      issuedAt: notes.createdAt,
      number: notes.number,
      amountPoisha: notes.amountPoisha,
      currency: notes.currency,
      method: notes.method,
      reason: notes.reason,
      receiptNumber: pay.receiptNumber,
      parentName: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      parentEmail: schema.users.email,
      refundedBy: sql<string | null>`(select s.name from users s where s.id = ${notes.createdBy})`,
      invoiceNumbers: sql<
        string[]
      >`array(select i.number from invoices i where i.payment_id = ${notes.paymentId} order by i.number)`,
    })
    .from(notes)
    .innerJoin(pay, eq(pay.id, notes.paymentId))
    .innerJoin(schema.users, eq(schema.users.id, notes.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, notes.parentId))
    .where(and(gte(notes.createdAt, from), lt(notes.createdAt, to)))
    .orderBy(asc(notes.createdAt));
}

export type ExportedRefund = Awaited<ReturnType<typeof listRefundsInMonth>>[number];
