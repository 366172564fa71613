import { and, asc, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { firstDayOf, nextMonth } from "~/lib/dates";
import { dhakaIsoDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { sumPoisha } from "~/lib/money";
import type { TransferMethod } from "~/lib/payment-methods";
import type { TransferRefusal } from "~/lib/refusals/payments";
import type { TransferInput } from "~/lib/schemas/payment";
import type { TransferStatus } from "~/lib/statuses";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";
import { isUniqueViolation } from "../db-errors.server";
import { enqueueFamilyMail } from "../mail/family-mail.server";
import { enqueueStaffMail, kickMailWorker } from "../mail/outbox.server";
import { transferRejectedMail } from "../mail/templates/billing-parent.server";
import { transferSubmittedStaffMail } from "../mail/templates/billing-staff.server";
import { writeAudit } from "./audit.server";
import { settleInvoices } from "./payments.server";

/**
 * Mobile-money transfers (docs/product.md#money-and-payments, decision 018): a parent 'Sends Money' for one or more due
 * invoices and submits the TrxID; the invoices await verification until staff approve (one payment, a receipt) or
 * reject with a reason (the invoices are due again). A TrxID is accepted once, ever, whatever the race: the database's
 * unique index decides.
 */

const t = schema.transfers;
const links = schema.transferInvoices;
const inv = schema.invoices;

export type SubmitResult =
  | { ok: true; transferId: string; invoiceNumbers: string[]; amountPoisha: number }
  | { ok: false; field: "transactionId" | "form"; reason: TransferRefusal };

export async function submitTransfer(
  parentId: string,
  invoiceIds: string[],
  input: TransferInput,
  now: Date,
  actorId = parentId,
): Promise<SubmitResult> {
  const ids = [...new Set(invoiceIds)];
  if (ids.length === 0 || !ids.every(isUuid)) return { ok: false, field: "form", reason: "not-found" };
  let result: SubmitResult;
  try {
    result = await db.transaction(async (tx) => {
      const invoices = await tx
        .select({ id: inv.id, number: inv.number, status: inv.status, totalPoisha: inv.totalPoisha })
        .from(inv)
        .where(and(inArray(inv.id, ids), eq(inv.parentId, parentId)))
        .orderBy(asc(inv.number))
        .for("update");
      if (invoices.length !== ids.length)
        return { ok: false as const, field: "form" as const, reason: "not-found" as const };
      if (invoices.some((row) => row.status !== "due"))
        return { ok: false as const, field: "form" as const, reason: "not-payable" as const };
      const amountPoisha = sumPoisha(invoices.map((row) => row.totalPoisha));
      const attempt = { parentId, input, invoiceNumbers: invoices.map((row) => row.number), amountPoisha, now };
      const [used] = await tx.select({ id: t.id }).from(t).where(eq(t.transactionId, input.transactionId));
      if (used) {
        await recordRefusedDuplicate(tx, used.id, attempt);
        return duplicate();
      }
      const [transfer] = await tx
        .insert(t)
        .values({
          parentId,
          method: input.method,
          senderNumber: input.senderNumber,
          transactionId: input.transactionId,
          amountPoisha,
          sentOn: dhakaIsoDate(now),
          createdAt: now,
        })
        .returning({ id: t.id });
      await tx.insert(links).values(ids.map((invoiceId) => ({ transferId: transfer!.id, invoiceId })));
      await tx.update(inv).set({ status: "pending_verification", updatedAt: now }).where(inArray(inv.id, ids));
      const { invoiceNumbers } = attempt;
      await writeAudit(tx, {
        actorId,
        action: "transfer.submit",
        entityType: "payment",
        entityId: transfer!.id,
        after: { invoices: invoiceNumbers, amountPoisha, method: input.method, transactionId: input.transactionId },
      });
      const parent = await parentFacts(tx, parentId);
      await enqueueStaffMail(
        transferSubmittedStaffMail({ ...parent, ...input, amountPoisha, invoiceNumbers, submittedAt: now }),
        tx,
      );
      return { ok: true as const, transferId: transfer!.id, invoiceNumbers, amountPoisha };
    });
  } catch (error) {
    // Two submissions of one TrxID at once: the unique index lets one through, and the other is recorded as refused.
    if (!isUniqueViolation(error)) throw error;
    const [used] = await db.select({ id: t.id }).from(t).where(eq(t.transactionId, input.transactionId));
    const invoices = await db
      .select({ number: inv.number, totalPoisha: inv.totalPoisha })
      .from(inv)
      .where(and(inArray(inv.id, ids), eq(inv.parentId, parentId)))
      .orderBy(asc(inv.number));
    if (used) {
      await recordRefusedDuplicate(db, used.id, {
        parentId,
        input,
        invoiceNumbers: invoices.map((row) => row.number),
        amountPoisha: sumPoisha(invoices.map((row) => row.totalPoisha)),
        now,
      });
    }
    return duplicate();
  }
  if (result.ok) kickMailWorker();
  return result;
}

export const duplicate = () => ({
  ok: false as const,
  field: "transactionId" as const,
  reason: "duplicate" as const,
});

export type TransferAttempt = {
  parentId: string;
  input: TransferInput;
  invoiceNumbers: string[];
  amountPoisha: number;
  now: Date;
};

/**
 * A TrxID submitted again (by another family, or for other invoices) is refused, and the attempt is kept against the
 * transfer that holds the TrxID, so staff verifying it see that someone else claims the same money.
 */
export async function recordRefusedDuplicate(tx: DbOrTx, transferId: string, attempt: TransferAttempt) {
  await writeAudit(tx, {
    actorId: attempt.parentId,
    action: REFUSED_DUPLICATE,
    entityType: "payment",
    entityId: transferId,
    after: {
      invoices: attempt.invoiceNumbers,
      amountPoisha: attempt.amountPoisha,
      method: attempt.input.method,
      senderNumber: attempt.input.senderNumber,
      transactionId: attempt.input.transactionId,
      at: attempt.now.toISOString(),
    },
  });
}

const REFUSED_DUPLICATE = "transfer.duplicate-refused";

export type RefusedDuplicate = {
  parentId: string | null;
  parentName: string;
  invoiceNumbers: string[];
  amountPoisha: number;
  senderNumber: string;
  at: Date;
};

/** The refused submissions of each of these transfers' TrxIDs, oldest first. */
async function refusedDuplicatesOf(transferIds: string[]) {
  const a = schema.auditLog;
  const rows = transferIds.length
    ? await db
        .select({
          transferId: a.entityId,
          parentId: a.actorId,
          parentName: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name}, '')`,
          after: a.after,
          createdAt: a.createdAt,
        })
        .from(a)
        .leftJoin(schema.users, eq(schema.users.id, a.actorId))
        .leftJoin(schema.profiles, eq(schema.profiles.id, a.actorId))
        .where(and(eq(a.action, REFUSED_DUPLICATE), inArray(a.entityId, transferIds)))
        .orderBy(asc(a.createdAt))
    : [];
  const byTransfer = new Map<string, RefusedDuplicate[]>();
  for (const row of rows) {
    const after = row.after as { invoices: string[]; amountPoisha: number; senderNumber: string };
    const list = byTransfer.get(row.transferId!) ?? [];
    list.push({
      parentId: row.parentId,
      parentName: row.parentName,
      invoiceNumbers: after.invoices,
      amountPoisha: after.amountPoisha,
      senderNumber: after.senderNumber,
      at: row.createdAt,
    });
    byTransfer.set(row.transferId!, list);
  }
  return byTransfer;
}

async function parentFacts(tx: DbOrTx, parentId: string) {
  const [row] = await tx
    .select({
      parentName: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      parentEmail: schema.users.email,
    })
    .from(schema.users)
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.users.id))
    .where(eq(schema.users.id, parentId));
  return row!;
}

/**
 * When a transfer's money was paid: its submission time, unless the parent said they sent it on another day (noon
 * in Dhaka on that day).
 */
const paidAtOf = (transfer: { sentOn: string | null; createdAt: Date }) =>
  transfer.sentOn && transfer.sentOn !== dhakaIsoDate(transfer.createdAt)
    ? new Date(`${transfer.sentOn}T12:00:00+06:00`)
    : transfer.createdAt;

export type DecideOutcome = "approved" | "rejected" | "already-decided" | "missing";

/** Locks a transfer (by id, or by its TrxID) and its invoices; null when it does not exist. */
export async function lockTransfer(tx: DbOrTx, by: { id: string } | { transactionId: string }) {
  if ("id" in by && !isUuid(by.id)) return null;
  const [transfer] = await tx
    .select()
    .from(t)
    .where("id" in by ? eq(t.id, by.id) : eq(t.transactionId, by.transactionId))
    .for("update");
  if (!transfer) return null;
  const transferId = transfer.id;
  const invoices = await tx
    .select({ id: inv.id, number: inv.number })
    .from(links)
    .innerJoin(inv, eq(inv.id, links.invoiceId))
    .where(eq(links.transferId, transferId))
    .orderBy(asc(inv.number))
    .for("update", { of: inv });
  return { transfer, invoices };
}

export type LockedTransfer = NonNullable<Awaited<ReturnType<typeof lockTransfer>>>;

/**
 * One decision on a pending transfer, inside a transaction holding its lock: a transfer already decided (a double
 * click, two staff at once, a retry) or missing is left as it is. The mail the decision queued goes out at once.
 */
async function decidePending(
  transferId: string,
  decide: (tx: DbOrTx, locked: LockedTransfer) => Promise<"approved" | "rejected">,
): Promise<DecideOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockTransfer(tx, { id: transferId });
    if (!locked) return "missing" as const;
    if (locked.transfer.status !== "pending") return "already-decided" as const;
    return decide(tx, locked);
  });
  if (outcome === "approved" || outcome === "rejected") kickMailWorker();
  return outcome;
}

/**
 * Staff approve a transfer they found on the statement: one completed payment (reference = TrxID) pays its invoices,
 * and the parent is emailed the receipt. A double click, two staff at once or a retry find it decided and change
 * nothing more.
 */
export async function approveTransfer(actorId: string, transferId: string, now: Date): Promise<DecideOutcome> {
  return decidePending(transferId, async (tx, locked) => (await approveLocked(tx, actorId, locked, now)).status);
}

/**
 * How a transfer came to be approved, for the audit log: by hand on the Payments page, or confirmed by the school's
 * own bKash or Nagad message, pasted by staff or posted by the forwarder (docs/product.md#reconciling-mobile-money).
 */
export type ApprovalSource = { via: "staff" } | { via: "paste" | "sms"; messageId: string };

/**
 * Approves a pending transfer whose lock the caller holds: one completed payment (reference = TrxID) pays its
 * invoices, and the parent is emailed the receipt. Staff's Approve and reconciliation both come here.
 */
export async function approveLocked(
  tx: DbOrTx,
  actorId: string | null,
  { transfer, invoices }: LockedTransfer,
  now: Date,
  source: ApprovalSource = { via: "staff" },
) {
  await tx
    .update(t)
    .set({ status: "approved", decidedBy: actorId, decidedAt: now, updatedAt: now })
    .where(eq(t.id, transfer.id));
  await writeAudit(tx, {
    actorId,
    action: "transfer.approve",
    entityType: "payment",
    entityId: transfer.id,
    before: { status: "pending" },
    after: {
      status: "approved",
      invoices: invoices.map((row) => row.number),
      transactionId: transfer.transactionId,
      ...source,
    },
  });
  const settled = await settleInvoices(
    tx,
    {
      parentId: transfer.parentId,
      invoiceIds: invoices.map((row) => row.id),
      method: transfer.method,
      reference: transfer.transactionId,
      paidAt: paidAtOf(transfer),
      transferId: transfer.id,
      actorId,
    },
    now,
  );
  return { status: "approved" as const, ...settled };
}

/** Staff reject a transfer with a reason: its invoices are due again and the parent is emailed why. */
export async function rejectTransfer(
  actorId: string,
  transferId: string,
  reason: string,
  now: Date,
): Promise<DecideOutcome> {
  return decidePending(transferId, async (tx, { transfer, invoices }) => {
    await tx
      .update(t)
      .set({ status: "rejected", rejectReason: reason, decidedBy: actorId, decidedAt: now, updatedAt: now })
      .where(eq(t.id, transfer.id));
    await tx
      .update(inv)
      .set({ status: "due", updatedAt: now })
      .where(
        and(
          inArray(
            inv.id,
            invoices.map((row) => row.id),
          ),
          eq(inv.status, "pending_verification"),
        ),
      );
    await writeAudit(tx, {
      actorId,
      action: "transfer.reject",
      entityType: "payment",
      entityId: transfer.id,
      before: { status: "pending" },
      after: { status: "rejected", reason, invoices: invoices.map((row) => row.number) },
    });
    await enqueueFamilyMail(
      transfer.parentId,
      (member) =>
        transferRejectedMail({
          parentName: member.name,
          invoiceNumbers: invoices.map((row) => row.number),
          transactionId: transfer.transactionId,
          amountPoisha: transfer.amountPoisha,
          reason,
        }),
      tx,
    );
    return "rejected";
  });
}

export type AwaitingTransfer = {
  id: string;
  parentId: string;
  parentName: string;
  parentEmail: string;
  method: TransferMethod;
  senderNumber: string;
  transactionId: string;
  amountPoisha: number;
  submittedAt: Date;
  invoiceNumbers: string[];
  /** Others who submitted the same TrxID and were refused: staff should check whose money it is. */
  refusedDuplicates: RefusedDuplicate[];
};

/**
 * A transfer with its parent, decision and invoices. The subqueries name `transfers` outright: Drizzle leaves a column
 * unqualified in a query without joins, where an inner table's column of the same name ('id') would shadow it.
 */
const transferRow = {
  id: t.id,
  parentId: t.parentId,
  parentName: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
  parentEmail: schema.users.email,
  method: t.method,
  senderNumber: t.senderNumber,
  transactionId: t.transactionId,
  amountPoisha: t.amountPoisha,
  submittedAt: t.createdAt,
  status: t.status,
  rejectReason: t.rejectReason,
  decidedAt: t.decidedAt,
  decidedBy: sql<string | null>`(select d.name from users d where d.id = transfers.decided_by)`,
  invoiceNumbers: sql<
    string[]
  >`array(select i.number from transfer_invoices ti join invoices i on i.id = ti.invoice_id where ti.transfer_id = transfers.id order by i.number)`,
};

/** Staff's 'Awaiting verification' queue, oldest first. */
export const AWAITING_PAGE_SIZE = 50;

/** One page of the transfers awaiting verification, oldest first (the order staff work through them). */
export async function listAwaitingVerification(page = 1): Promise<AwaitingTransfer[]> {
  const rows = await db
    .select(transferRow)
    .from(t)
    .innerJoin(schema.users, eq(schema.users.id, t.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, t.parentId))
    .where(eq(t.status, "pending"))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(AWAITING_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * AWAITING_PAGE_SIZE);
  const duplicates = await refusedDuplicatesOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, refusedDuplicates: duplicates.get(row.id) ?? [] }) as AwaitingTransfer);
}

/** How many transfers await verification: the number beside the console's Payments tab. */
export async function countAwaitingVerification() {
  const [row] = await db.select({ n: count() }).from(t).where(eq(t.status, "pending"));
  return row?.n ?? 0;
}

/** The receipt of an approved transfer's payment; null before approval. */
const receiptOfTransfer = {
  paymentId: sql<string | null>`(select p.id from payments p where p.transfer_id = transfers.id limit 1)`,
  receiptNumber: sql<
    string | null
  >`(select p.receipt_number from payments p where p.transfer_id = transfers.id limit 1)`,
};

/**
 * How a transfer was decided, for the toast after Approve or Reject: its status, who decided and when, and an
 * approved one's receipt. Null when there is no such transfer.
 */
export async function getTransferDecision(transferId: string) {
  if (!isUuid(transferId)) return null;
  const [row] = await db
    .select({
      status: t.status,
      decidedBy: transferRow.decidedBy,
      decidedAt: t.decidedAt,
      amountPoisha: t.amountPoisha,
      invoiceNumbers: transferRow.invoiceNumbers,
      ...receiptOfTransfer,
    })
    .from(t)
    .where(eq(t.id, transferId));
  return row ? { ...row, status: row.status as TransferStatus } : null;
}

/** Every transfer submitted in a Dhaka calendar month ('YYYY-MM'), oldest first, for the accountants' export. */
export async function listTransfersInMonth(month: string) {
  const from = new Date(`${firstDayOf(month)}T00:00:00+06:00`);
  const to = new Date(`${firstDayOf(nextMonth(month))}T00:00:00+06:00`);
  const rows = await db
    .select({ ...transferRow, receiptNumber: receiptOfTransfer.receiptNumber })
    .from(t)
    .innerJoin(schema.users, eq(schema.users.id, t.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, t.parentId))
    .where(and(gte(t.createdAt, from), lt(t.createdAt, to)))
    .orderBy(asc(t.createdAt));
  return rows.map((row) => ({ ...row, status: row.status as TransferStatus }));
}

export type ExportedTransfer = Awaited<ReturnType<typeof listTransfersInMonth>>[number];
