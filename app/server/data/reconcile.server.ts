import { desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type MoneyMessage, readMessages } from "~/lib/money-messages";
import { invoiceNumberFromReference, judgeMessage, type ReconcileOutcome } from "~/lib/reconcile";
import type { InvoiceStatus, TransferStatus } from "~/lib/statuses";
import { type DbOrTx, db, schema } from "../db.server";
import { kickMailWorker } from "../mail/outbox.server";
import { approveLocked, lockTransfer } from "./transfers.server";

/**
 * Reconciling the school's bKash and Nagad messages with parents' transfers (docs/product.md#reconciling-mobile-money):
 * each received-money message is kept once per TrxID, and a pending transfer with its TrxID, method, amount and
 * sender is approved exactly as staff's Approve approves it (payment, receipt, mail, audit), under the transfer's
 * lock, so a paste made twice, two staff pasting at once, or the forwarder and a paste together approve it once.
 */

const t = schema.transfers;
const msgs = schema.paymentMessages;
const inv = schema.invoices;

/** Who brought the messages: a staff member's paste, or the forwarder phone (no one at the console). */
export type MessageSource = { via: "paste"; actorId: string } | { via: "sms"; actorId: null };

/** One message as staff read it back: what it said, what became of it and why, and what it is about. */
export type ReconcileLine = {
  message: Omit<MoneyMessage, "text"> & { text: string };
  outcome: ReconcileOutcome;
  transfer: TransferSummary | null;
  /** The invoice the message's Reference names, when it names one. */
  referenced: { number: string; parentId: string; parentName: string; status: InvoiceStatus } | null;
};

export type TransferSummary = {
  id: string;
  parentId: string;
  parentName: string;
  method: string;
  senderNumber: string;
  amountPoisha: number;
  status: TransferStatus;
  decidedBy: string | null;
  decidedAt: Date | null;
  invoiceNumbers: string[];
  paymentId: string | null;
  receiptNumber: string | null;
};

/** Reads every message in `text` and approves the transfers they confirm; one line per message, in order. */
export async function reconcileMessages(text: string, source: MessageSource, now: Date): Promise<ReconcileLine[]> {
  const messages = readMessages(text);
  const outcomes: ReconcileOutcome[] = [];
  for (const message of messages) outcomes.push(await settleMessage(message, source, now));
  if (outcomes.includes("approved")) kickMailWorker();
  const transfers = await summariesByTransactionId(
    messages.flatMap((message) => (message.transactionId ? [message.transactionId] : [])),
  );
  const referenced = await invoicesByNumber(
    messages.flatMap((message) => {
      const number = message.reference ? invoiceNumberFromReference(message.reference) : null;
      return number ? [number] : [];
    }),
  );
  return messages.map((message, index) => {
    const number = message.reference ? invoiceNumberFromReference(message.reference) : null;
    return {
      message,
      outcome: outcomes[index]!,
      transfer: message.transactionId ? (transfers.get(message.transactionId) ?? null) : null,
      referenced: number ? (referenced.get(number) ?? null) : null,
    };
  });
}

/** One message: kept when it is money received, then judged against its transfer under the transfer's lock. */
async function settleMessage(message: MoneyMessage, source: MessageSource, now: Date): Promise<ReconcileOutcome> {
  const early = judgeMessage(message, null);
  if (early === "not-received" || early === "unreadable") return early;
  return db.transaction(async (tx) => {
    const messageId = await keepMessage(tx, message, source, now);
    return judgeLocked(tx, message, messageId, source, now);
  });
}

/** Judges a kept message against the transfer with its TrxID, locked, and approves it when everything agrees. */
async function judgeLocked(
  tx: DbOrTx,
  message: MoneyMessage,
  messageId: string,
  source: MessageSource,
  now: Date,
): Promise<ReconcileOutcome> {
  const locked = await lockTransfer(tx, { transactionId: message.transactionId! });
  const outcome = judgeMessage(message, locked?.transfer ?? null);
  if (outcome !== "approved" || !locked) return outcome;
  await approveLocked(tx, source.actorId, locked, now, { via: source.via, messageId });
  await tx.update(msgs).set({ transferId: locked.transfer.id }).where(eq(msgs.id, messageId));
  return outcome;
}

/** Stores a received message once per TrxID (the first copy stays) and returns its id. */
async function keepMessage(tx: DbOrTx, message: MoneyMessage, source: MessageSource, now: Date) {
  const [inserted] = await tx
    .insert(msgs)
    .values({
      provider: message.provider ?? "bkash",
      transactionId: message.transactionId!,
      amountPoisha: message.amountPoisha!,
      senderNumber: message.senderNumber,
      reference: message.reference,
      receivedAt: message.at,
      text: message.text,
      source: source.via,
      createdBy: source.actorId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: msgs.transactionId })
    .returning({ id: msgs.id });
  if (inserted) return inserted.id;
  const [kept] = await tx.select({ id: msgs.id }).from(msgs).where(eq(msgs.transactionId, message.transactionId!));
  return kept!.id;
}

/**
 * After a parent submits (or corrects) a TrxID: a message the school already has for it (forwarded by the phone
 * before the parent got to the form, or pasted earlier) confirms it now, as it would have at the time. Approved in
 * the name of whoever brought the message. Returns what became of it, or null when no message has that TrxID.
 */
export async function confirmWithKeptMessage(transactionId: string, now: Date): Promise<ReconcileOutcome | null> {
  const outcome = await db.transaction(async (tx) => {
    const [kept] = await tx.select().from(msgs).where(eq(msgs.transactionId, transactionId));
    if (!kept) return null;
    const message: MoneyMessage = {
      text: kept.text,
      provider: kept.provider as MoneyMessage["provider"],
      kind: "received",
      transactionId: kept.transactionId,
      amountPoisha: kept.amountPoisha,
      senderNumber: kept.senderNumber,
      at: kept.receivedAt,
      reference: kept.reference,
    };
    const source: MessageSource =
      kept.source === "paste" && kept.createdBy
        ? { via: "paste", actorId: kept.createdBy }
        : { via: "sms", actorId: null };
    return judgeLocked(tx, message, kept.id, source, now);
  });
  if (outcome === "approved") kickMailWorker();
  return outcome;
}

/** Received messages that confirmed no transfer yet, newest first: money in that no parent has claimed. */
export async function listUnmatchedMessages(limit = 20) {
  return db
    .select({
      id: msgs.id,
      provider: msgs.provider,
      transactionId: msgs.transactionId,
      amountPoisha: msgs.amountPoisha,
      senderNumber: msgs.senderNumber,
      reference: msgs.reference,
      receivedAt: msgs.receivedAt,
      source: msgs.source,
      createdAt: msgs.createdAt,
      // Named outright: without a join Drizzle leaves the column unqualified, and the subquery's own would shadow it.
      transferStatus: sql<
        string | null
      >`(select tr.status from transfers tr where tr.transaction_id = payment_messages.transaction_id)`,
    })
    .from(msgs)
    .where(isNull(msgs.transferId))
    .orderBy(desc(msgs.createdAt))
    .limit(limit);
}

export type UnmatchedMessage = Awaited<ReturnType<typeof listUnmatchedMessages>>[number];

async function summariesByTransactionId(ids: string[]) {
  const found = new Map<string, TransferSummary>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      transactionId: t.transactionId,
      id: t.id,
      parentId: t.parentId,
      parentName: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      method: t.method,
      senderNumber: t.senderNumber,
      amountPoisha: t.amountPoisha,
      status: t.status,
      decidedBy: sql<string | null>`(select d.name from users d where d.id = ${t.decidedBy})`,
      decidedAt: t.decidedAt,
      invoiceNumbers: sql<
        string[]
      >`array(select i.number from transfer_invoices ti join invoices i on i.id = ti.invoice_id where ti.transfer_id = ${t.id} order by i.number)`,
      paymentId: sql<string | null>`(select p.id from payments p where p.transfer_id = ${t.id} limit 1)`,
      receiptNumber: sql<
        string | null
      >`(select p.receipt_number from payments p where p.transfer_id = ${t.id} limit 1)`,
    })
    .from(t)
    .innerJoin(schema.users, eq(schema.users.id, t.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, t.parentId))
    .where(inArray(t.transactionId, [...new Set(ids)]));
  for (const { transactionId, ...row } of rows)
    found.set(transactionId, { ...row, status: row.status as TransferStatus });
  return found;
}

async function invoicesByNumber(numbers: string[]) {
  const found = new Map<string, NonNullable<ReconcileLine["referenced"]>>();
  if (numbers.length === 0) return found;
  const rows = await db
    .select({
      number: inv.number,
      parentId: inv.parentId,
      parentName: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      status: inv.status,
    })
    .from(inv)
    .innerJoin(schema.users, eq(schema.users.id, inv.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, inv.parentId))
    .where(inArray(inv.number, [...new Set(numbers)]));
  for (const row of rows) found.set(row.number, row);
  return found;
}
