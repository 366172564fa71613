import { and, desc, eq, ne, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { TransferMethod } from "~/lib/payment-methods";
import type { ClaimEditRefusal } from "~/lib/refusals/payments";
import type { TransferEditInput } from "~/lib/schemas/payment";
import { type DbOrTx, db, schema } from "../db.server";
import { isUniqueViolation } from "../db-errors.server";
import { writeAudit } from "./audit.server";
import { duplicate, recordRefusedDuplicate, type TransferAttempt } from "./transfers.server";

/**
 * A parent's own transfers while they await verification (docs/product.md#money-and-payments): listed under
 * Payments, and correctable (TrxID, amount, the day it was sent) until staff decide them. Every read and write takes
 * the parent's id.
 */

const t = schema.transfers;

export type PendingClaim = {
  id: string;
  method: TransferMethod;
  transactionId: string;
  amountPoisha: number;
  /** The Dhaka date the parent says they sent it. */
  sentOn: string;
  invoiceNumbers: string[];
};

/** The subquery names `transfers` outright: Drizzle leaves `id` unqualified in a query without joins. */
const claimRow = {
  id: t.id,
  method: sql<TransferMethod>`${t.method}`,
  transactionId: t.transactionId,
  amountPoisha: t.amountPoisha,
  sentOn: sql<string>`coalesce(${t.sentOn}, (${t.createdAt} at time zone 'Asia/Dhaka')::date)::text`,
  invoiceNumbers: sql<
    string[]
  >`array(select i.number from transfer_invoices ti join invoices i on i.id = ti.invoice_id where ti.transfer_id = transfers.id order by i.number)`,
};

/** The parent's transfers awaiting verification, newest first. */
export async function listPendingClaims(parentId: string): Promise<PendingClaim[]> {
  return db
    .select(claimRow)
    .from(t)
    .where(and(eq(t.parentId, parentId), eq(t.status, "pending")))
    .orderBy(desc(t.createdAt));
}

/** One of the parent's transfers awaiting verification; null for anyone else's, a decided one or none. */
export async function getPendingClaim(parentId: string, transferId: string): Promise<PendingClaim | null> {
  if (!isUuid(transferId)) return null;
  const [row] = await db
    .select(claimRow)
    .from(t)
    .where(and(eq(t.id, transferId), eq(t.parentId, parentId), eq(t.status, "pending")));
  return row ?? null;
}

export type ClaimEditResult = { ok: true } | { ok: false; field: "transactionId" | "form"; reason: ClaimEditRefusal };

/**
 * Corrects a pending transfer. It locks the transfer's row, as staff's Approve and Reject do, and checks again that
 * it is still pending: an edit and a decision at once are taken one after the other, so staff never approve figures
 * other than those they saw, and a decided transfer is never changed. A TrxID another transfer holds is refused and
 * recorded against that transfer, as on submission; the unique index settles a race between two of them.
 */
export async function editPendingClaim(
  parentId: string,
  transferId: string,
  input: TransferEditInput,
  now: Date,
  actorId = parentId,
): Promise<ClaimEditResult> {
  if (!isUuid(transferId)) return { ok: false, field: "form", reason: "not-found" };
  try {
    return await db.transaction(async (tx) => {
      const [claim] = await tx
        .select()
        .from(t)
        .where(and(eq(t.id, transferId), eq(t.parentId, parentId)))
        .for("update");
      if (!claim) return { ok: false as const, field: "form" as const, reason: "not-found" as const };
      if (claim.status !== "pending")
        return { ok: false as const, field: "form" as const, reason: "already-decided" as const };
      const [used] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.transactionId, input.transactionId), ne(t.id, claim.id)));
      if (used) {
        await recordRefusedDuplicate(tx, used.id, await attemptOf(tx, claim, input, now));
        return duplicate();
      }
      await tx
        .update(t)
        .set({
          transactionId: input.transactionId,
          amountPoisha: input.amountPoisha,
          sentOn: input.sentOn,
          updatedAt: now,
        })
        .where(eq(t.id, claim.id));
      await writeAudit(tx, {
        actorId,
        action: "transfer.edit",
        entityType: "payment",
        entityId: claim.id,
        before: { transactionId: claim.transactionId, amountPoisha: claim.amountPoisha, sentOn: claim.sentOn },
        after: { transactionId: input.transactionId, amountPoisha: input.amountPoisha, sentOn: input.sentOn },
      });
      return { ok: true as const };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [used] = await db.select({ id: t.id }).from(t).where(eq(t.transactionId, input.transactionId));
    const [claim] = await db.select().from(t).where(eq(t.id, transferId));
    if (used && claim) await recordRefusedDuplicate(db, used.id, await attemptOf(db, claim, input, now));
    return duplicate();
  }
}

/** A refused edit as a refused submission of the same TrxID, for staff verifying the transfer that holds it. */
async function attemptOf(
  tx: DbOrTx,
  claim: typeof t.$inferSelect,
  input: TransferEditInput,
  now: Date,
): Promise<TransferAttempt> {
  const invoices = await tx
    .select({ number: schema.invoices.number })
    .from(schema.transferInvoices)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.transferInvoices.invoiceId))
    .where(eq(schema.transferInvoices.transferId, claim.id))
    .orderBy(schema.invoices.number);
  return {
    parentId: claim.parentId,
    input: {
      method: claim.method as TransferMethod,
      senderNumber: claim.senderNumber,
      transactionId: input.transactionId,
    },
    invoiceNumbers: invoices.map((row) => row.number),
    amountPoisha: input.amountPoisha,
    now,
  };
}
