import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { dhakaIsoDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { type ApplicationStatus, seatHoldingStatuses } from "~/lib/statuses";
import { type DbOrTx, schema } from "../../db.server";
import { enqueueFamilyMail } from "../../mail/family-mail.server";
import { placeOfferedMail } from "../../mail/templates/enrolment-parent.server";
import { mailFacts } from "./mail-facts.server";
import { type Batch, offerDeadline } from "./rules.server";

/** A batch's seats: the lock every seat change passes, the counts, the waitlist's order and the offers of free seats. */

const a = schema.applications;
const b = schema.batches;

/*
 * Correlated subqueries for list pages. Drizzle leaves column names unqualified in a select with one table, so the
 * outer row is named in full ("batches"."id", "applications"."…") and the inner table has its own alias.
 */

/** SQL for a batch's seats taken (accepted + offered), in a query over `batches`. */
export const seatsTakenSql = () =>
  sql<number>`(select count(*) from applications as x where x.batch_id = "batches"."id" and x.status in ('accepted', 'offered'))`.mapWith(
    Number,
  );

/** SQL for a batch's waitlist length, in a query over `batches`. */
export const waitlistLengthSql = () =>
  sql<number>`(select count(*) from applications as x where x.batch_id = "batches"."id" and x.status = 'waitlisted')`.mapWith(
    Number,
  );

/** Locks the batch row for the rest of the transaction: the one gate every seat change passes. */
export async function lockBatch(tx: DbOrTx, batchId: string): Promise<Batch | null> {
  if (!isUuid(batchId)) return null;
  const [row] = await tx.select().from(b).where(eq(b.id, batchId)).for("update");
  return (row as Batch | undefined) ?? null;
}

/** Seats held in a batch (accepted + offered). Call it with the batch locked. */
export async function seatsTaken(tx: DbOrTx, batchId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(a)
    .where(and(eq(a.batchId, batchId), inArray(a.status, [...seatHoldingStatuses])));
  return row?.n ?? 0;
}

/** The queue order: waitlisted first, then created, then id. */
const queueOrder = [asc(a.waitlistedAt), asc(a.createdAt), asc(a.id)];

/**
 * SQL for an application's live waitlist position (1-based), or null when it is not waitlisted. It counts the
 * waitlisted applications of the same batch that come before it in the queue, so it is always current.
 */
export const waitlistPositionSql = () =>
  sql<number | null>`case when "applications"."status" = 'waitlisted' then (
    select count(*) from applications as w
    where w.batch_id = "applications"."batch_id" and w.status = 'waitlisted'
      and (w.waitlisted_at, w.created_at, w.id)
        <= ("applications"."waitlisted_at", "applications"."created_at", "applications"."id")
  ) end`.mapWith((v) => (v === null ? null : Number(v)));

/** One application's waitlist position, or null when it is not waitlisted. */
export async function waitlistPosition(tx: DbOrTx, applicationId: string) {
  const [row] = await tx.select({ position: waitlistPositionSql() }).from(a).where(eq(a.id, applicationId));
  return row?.position ?? null;
}

/**
 * Offers a batch's free seats to the first families on its waitlist, each for 48 hours, and emails them. Call it
 * with the batch locked, after anything that may free a seat. Batches past their end date offer nothing. Returns
 * the ids offered.
 */
export async function offerFreeSeats(tx: DbOrTx, batch: Batch, now: Date): Promise<string[]> {
  if (batch.endDate && batch.endDate < dhakaIsoDate(now)) return [];
  const free = batch.capacity - (await seatsTaken(tx, batch.id));
  if (free <= 0) return [];
  const next = await tx
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.batchId, batch.id), eq(a.status, "waitlisted")))
    .orderBy(...queueOrder)
    .limit(free)
    .for("update");
  const expiresAt = offerDeadline(now);
  for (const { id } of next) {
    await tx
      .update(a)
      .set({ status: "offered" satisfies ApplicationStatus, offerExpiresAt: expiresAt, updatedAt: now })
      .where(eq(a.id, id));
    const facts = await mailFacts(tx, id);
    await enqueueFamilyMail(
      facts.parentId,
      (member) => placeOfferedMail({ ...facts, parentName: member.name, expiresAt }),
      tx,
    );
  }
  return next.map((row) => row.id);
}
