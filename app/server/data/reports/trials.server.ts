import { and, asc, gte, lt, sql } from "drizzle-orm";
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

const within14 = sql`${schema.applications.createdAt} >= ${t.classStartsAt}
  and ${schema.applications.createdAt} < ${t.classStartsAt} + interval '14 days'`;
// Accounts keep their email in lower case, so the match uses the unique index on users.email.
const byTheFamily = sql`${schema.applications.parentId} = ${schema.users.id}`;
const attended = sql`${t.attendance} in ('present', 'late')`;

export async function trialFunnel(period: { from: string; to: string }) {
  const rows = await db
    .select({
      batchId: t.batchId,
      batchName: schema.batches.name,
      month: dhakaMonthSql(t.classStartsAt),
      attended: sql<boolean>`${attended}`,
      applied: sql<boolean>`${attended} and exists (select 1 from ${schema.applications} where ${byTheFamily} and ${within14})`,
      enrolled: sql<boolean>`${attended} and exists (select 1 from ${schema.applications} where ${byTheFamily} and ${within14}
        and ${schema.applications.status} = 'accepted')`,
    })
    .from(t)
    .innerJoin(schema.batches, sql`${schema.batches.id} = ${t.batchId}`)
    .leftJoin(schema.users, sql`${schema.users.email} = lower(${t.email})`)
    .where(and(gte(t.classStartsAt, dayStart(period.from)), lt(t.classStartsAt, dayEnd(period.to))))
    .orderBy(asc(t.classStartsAt));
  const group = (keyOf: (row: (typeof rows)[number]) => { key: string; label: string }) => {
    const groups = new Map<string, FunnelRow>();
    for (const row of rows) {
      const { key, label } = keyOf(row);
      const g = groups.get(key) ?? { key, label, trials: 0, attended: 0, applied: 0, enrolled: 0, rate: null };
      g.trials += 1;
      g.attended += row.attended ? 1 : 0;
      g.applied += row.applied ? 1 : 0;
      g.enrolled += row.enrolled ? 1 : 0;
      groups.set(key, g);
    }
    return [...groups.values()].map((g) => ({ ...g, rate: percent(g.enrolled, g.trials) }));
  };
  const [total] = group(() => ({ key: "total", label: "" }));
  return {
    total: total ?? { key: "total", label: "", trials: 0, attended: 0, applied: 0, enrolled: 0, rate: null },
    byBatch: group((row) => ({ key: row.batchId, label: row.batchName })).sort((x, y) =>
      x.label.localeCompare(y.label),
    ),
    byMonth: group((row) => ({ key: row.month, label: row.month })).sort((x, y) => x.key.localeCompare(y.key)),
  };
}
