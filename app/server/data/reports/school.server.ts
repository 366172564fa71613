import { and, asc, eq, gte, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import { dayEnd, dayStart, monthsOf, percent } from "~/lib/reports/period";
import { db, schema } from "../../db.server";
import { listOpenBatches } from "../batches.server";

/** Seats, retention and attendance (decision 024). */

const a = schema.applications;
const s = schema.subscriptions;
const att = schema.attendance;

/** For each open batch: places taken of capacity, the waitlist, and offers that lapse in the next 48 hours. */
export async function seatsReport(now: Date) {
  const [batches, expiring] = await Promise.all([
    listOpenBatches(now),
    db
      .select({ batchId: a.batchId, count: sql<number>`count(*)::int` })
      .from(a)
      .where(
        and(
          eq(a.status, "offered"),
          gte(a.offerExpiresAt, now),
          lt(a.offerExpiresAt, new Date(now.getTime() + 48 * 3_600_000)),
        ),
      )
      .groupBy(a.batchId),
  ]);
  return batches.map((batch) => ({
    id: batch.id,
    name: batch.name,
    taken: batch.seatsTaken,
    capacity: batch.capacity,
    waitlist: batch.waitlistLength,
    expiringOffers: expiring.find((row) => row.batchId === batch.id)?.count ?? 0,
  }));
}

/**
 * Retention: active places and the families holding them today (a family with two children counts once in families,
 * twice in places); places cancelled per month of the period (by the day they end, else the day they were cancelled);
 * and of the offers to continue a place made in the period and answered, the share that became a place in the next
 * cycle.
 */
export async function retentionReport(period: { from: string; to: string }) {
  const endedOn = sql<string>`coalesce(${s.endsOn}, to_char((${s.updatedAt} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')::date)`;
  const [[active], cancelled, [continued]] = await Promise.all([
    db
      .select({ places: sql<number>`count(*)::int`, families: sql<number>`count(distinct ${s.userId})::int` })
      .from(s)
      .where(and(eq(s.status, "active"), isNotNull(s.childId), isNotNull(s.batchId))),
    db
      .select({ month: sql<string>`to_char(${endedOn}, 'YYYY-MM')`, count: sql<number>`count(*)::int` })
      .from(s)
      .where(
        and(
          isNotNull(s.childId),
          sql`(${s.status} = 'cancelled' or ${s.endsOn} is not null)`,
          sql`${endedOn} >= ${period.from}::date`,
          sql`${endedOn} <= ${period.to}::date`,
        ),
      )
      .groupBy(sql`to_char(${endedOn}, 'YYYY-MM')`),
    db
      .select({
        answered: sql<number>`count(*)::int`,
        // Spelled out: a query over one table leaves its columns unqualified, which the subquery would read as its own.
        continued: sql<number>`count(*) filter (where exists (select 1 from subscriptions as next_place
          where next_place.child_id = applications.child_id and next_place.batch_id = applications.batch_id))::int`,
      })
      .from(a)
      .where(
        and(
          isNotNull(a.continuesFrom),
          ne(a.status, "offered"),
          gte(a.createdAt, dayStart(period.from)),
          lt(a.createdAt, dayEnd(period.to)),
        ),
      ),
  ]);
  return {
    activePlaces: active?.places ?? 0,
    activeFamilies: active?.families ?? 0,
    cancellations: monthsOf(period).map((month) => ({
      month,
      count: cancelled.find((row) => row.month === month)?.count ?? 0,
    })),
    continuation: {
      answered: continued?.answered ?? 0,
      continued: continued?.continued ?? 0,
      share: percent(continued?.continued ?? 0, continued?.answered ?? 0),
    },
  };
}

/**
 * Attendance per batch over the period's registers: present or late, of the children marked. Counted per class first,
 * then per batch: a `count(distinct class_date)` over every mark of a year sorted them all on disk.
 */
export async function attendanceReport(period: { from: string; to: string }) {
  const perClass = db
    .select({
      batchId: att.batchId,
      marked: sql<number>`count(*)`.as("marked"),
      present: sql<number>`count(*) filter (where ${att.mark} in ('present', 'late'))`.as("present"),
    })
    .from(att)
    .where(and(isNotNull(att.mark), gte(att.classDate, period.from), lte(att.classDate, period.to)))
    .groupBy(att.batchId, att.classDate)
    .as("per_class");
  const rows = await db
    .select({
      batchId: perClass.batchId,
      name: schema.batches.name,
      marked: sql<number>`sum(${perClass.marked})::int`,
      present: sql<number>`sum(${perClass.present})::int`,
      classes: sql<number>`count(*)::int`,
    })
    .from(perClass)
    .innerJoin(schema.batches, eq(schema.batches.id, perClass.batchId))
    .groupBy(perClass.batchId, schema.batches.name)
    .orderBy(asc(schema.batches.name));
  return rows.map((row) => ({ ...row, rate: percent(row.present, row.marked) }));
}
