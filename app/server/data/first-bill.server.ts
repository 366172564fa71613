import { and, eq, gt, lt } from "drizzle-orm";
import { addDays, firstDayOf, nextMonth } from "~/lib/dates";
import { type ClassSchedule, type ClassTime, classTimesBetween, dhakaDay, dhakaInstant } from "~/lib/enrolment";
import { type DbOrTx, schema } from "../db.server";

/**
 * What a place's first bill depends on in the database (docs/product.md#fees-and-billing): the first class the child
 * will attend, and whether a month still has an outdoor session.
 */

/** How far ahead the first class is looked for: a batch's classes are weekly, so eight weeks always find one. */
const LOOK_AHEAD_DAYS = 56;

export type BatchSchedule = ClassSchedule & { id: string };

/** The batch's first class after `now` that staff have not cancelled; null when none is left before its end. */
export async function firstClassOf(tx: DbOrTx, batch: BatchSchedule, now: Date): Promise<ClassTime | null> {
  const from = dhakaDay(now);
  const candidates = classTimesBetween(batch, from, addDays(from, LOOK_AHEAD_DAYS)).filter(
    (c) => c.startsAt.getTime() > now.getTime(),
  );
  if (candidates.length === 0) return null;
  const cancelled = await tx
    .select({ startsAt: schema.classCancellations.classStartsAt })
    .from(schema.classCancellations)
    .where(and(eq(schema.classCancellations.batchId, batch.id), gt(schema.classCancellations.classStartsAt, now)));
  const off = new Set(cancelled.map((row) => row.startsAt.getTime()));
  return candidates.find((c) => !off.has(c.startsAt.getTime())) ?? null;
}

/**
 * Whether a place billed for `month` can still go to an outdoor session of its batch. A month already under way
 * without a session left after `now` has none; a month still to come has its sessions ahead of it.
 */
export async function outdoorSessionLeft(tx: DbOrTx, batchId: string, month: string, now: Date) {
  const monthStart = dhakaInstant(firstDayOf(month), "00:00");
  if (monthStart.getTime() > now.getTime()) return true;
  const monthEnd = dhakaInstant(firstDayOf(nextMonth(month)), "00:00");
  const [session] = await tx
    .select({ id: schema.outdoorSessions.id })
    .from(schema.outdoorSessions)
    .where(
      and(
        eq(schema.outdoorSessions.batchId, batchId),
        gt(schema.outdoorSessions.startsAt, now),
        lt(schema.outdoorSessions.startsAt, monthEnd),
      ),
    )
    .limit(1);
  return Boolean(session);
}
