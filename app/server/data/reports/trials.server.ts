import { and, gte, lt, sql } from "drizzle-orm";
import { dayEnd, dayStart, percent } from "~/lib/reports/period";
import { db, schema } from "../../db.server";

/**
 * Trials to places (decision 024): the trial bookings whose class falls in the period → attended (marked present or
 * late on the register) → the family applied within 14 days of the class (an application by the account with the
 * booking's email) → enrolled (such an application accepted). Each step counts bookings, and is a subset of the one
 * before; a withdrawn, declined or cancelled application never counts as enrolled.
 */

const t = schema.trialBookings;

/** The Dhaka month of a timestamp column, 'YYYY-MM'. */
export const dhakaMonthSql = (column: unknown) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '6 hours', 'YYYY-MM')`;

export type FunnelRow = {
  key: string;
  label: string;
  trials: number;
  attended: number;
  applied: number;
  enrolled: number;
  rate: number | null;
};

const a = schema.applications;
const attended = sql<boolean>`${t.attendance} in ('present', 'late')`;

/**
 * One row per booking of the period: the family's applications of the 14 days after the class joined once and grouped,
 * instead of two correlated `exists` per booking. Accounts keep their email in lower case, so the match uses the unique
 * index on users.email.
 */
const perBooking = (period: { from: string; to: string }) =>
  db
    .select({
      batchId: t.batchId,
      batchName: sql<string>`${schema.batches.name}`.as("batch_name"),
      month: dhakaMonthSql(t.classStartsAt).as("month"),
      attended: attended.as("attended"),
      applied: sql<boolean>`${attended} and count(${a.id}) > 0`.as("applied"),
      enrolled: sql<boolean>`${attended} and coalesce(bool_or(${a.status} = 'accepted'), false)`.as("enrolled"),
    })
    .from(t)
    .innerJoin(schema.batches, sql`${schema.batches.id} = ${t.batchId}`)
    .leftJoin(schema.users, sql`${schema.users.email} = lower(${t.email})`)
    .leftJoin(
      a,
      sql`${a.parentId} = ${schema.users.id} and ${a.createdAt} >= ${t.classStartsAt}
        and ${a.createdAt} < ${t.classStartsAt} + interval '14 days'`,
    )
    .where(and(gte(t.classStartsAt, dayStart(period.from)), lt(t.classStartsAt, dayEnd(period.to))))
    .groupBy(t.id, schema.batches.id)
    .as("per_booking");

export async function trialFunnel(period: { from: string; to: string }) {
  const b = perBooking(period);
  // One row per batch, per month and for the whole period.
  const rows = await db
    .select({
      batchId: b.batchId,
      batchName: b.batchName,
      month: b.month,
      byBatch: sql<boolean>`grouping(${b.batchId}) = 0`,
      trials: sql<number>`count(*)::int`,
      attended: sql<number>`count(*) filter (where ${b.attended})::int`,
      applied: sql<number>`count(*) filter (where ${b.applied})::int`,
      enrolled: sql<number>`count(*) filter (where ${b.enrolled})::int`,
    })
    .from(b)
    .groupBy(sql`grouping sets ((${b.batchId}, ${b.batchName}), (${b.month}), ())`);
  const funnel = ({ batchId, batchName, month, byBatch, ...counts }: (typeof rows)[number]): FunnelRow => {
    const [key, label] = byBatch ? [batchId, batchName] : month ? [month, month] : ["total", ""];
    return { key, label, ...counts, rate: percent(counts.enrolled, counts.trials) };
  };
  const total = rows.find((row) => !row.byBatch && !row.month);
  return {
    total: total
      ? funnel(total)
      : { key: "total", label: "", trials: 0, attended: 0, applied: 0, enrolled: 0, rate: null },
    byBatch: rows
      .filter((row) => row.byBatch)
      .map(funnel)
      .sort((x, y) => x.label.localeCompare(y.label)),
    byMonth: rows
      .filter((row) => !row.byBatch && row.month)
      .map(funnel)
      .sort((x, y) => x.key.localeCompare(y.key)),
  };
}
