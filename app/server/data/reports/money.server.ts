import { and, gte, inArray, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import { firstDayOf, lastDayOf } from "~/lib/dates";
import { dayEnd, dayStart, median, sixMonthsTo } from "~/lib/reports/period";
import { openInvoiceStatuses } from "~/lib/statuses";
import { db, schema } from "../../db.server";
import { dhakaMonthSql } from "./trials.server";

/**
 * Money (decision 024): invoiced (every invoice but a voided one, by the Dhaka month it was made) and collected (the
 * completed payments, by the Dhaka month they were paid) over the six months ending with the period's last month;
 * what is outstanding today by how long it is overdue; and the median hours from a parent's transfer to the staff
 * decision, for the transfers decided in the period.
 */

const inv = schema.invoices;
const pay = schema.payments;

export type MoneyMonth = { month: string; invoicedPoisha: number; collectedPoisha: number };
const ageBuckets = ["0-7", "8-30", "31+"] as const;
export type AgeBucket = { key: (typeof ageBuckets)[number]; invoices: number; poisha: number };

/** An open invoice's bucket by whole days past its due date. */
const ageBucketSql = (today: string) => {
  const overdue = sql`${today}::date - ${inv.dueDate}`;
  return sql<AgeBucket["key"]>`case when ${overdue} <= 7 then '0-7' when ${overdue} <= 30 then '8-30' else '31+' end`;
};

export async function moneyReport(period: { from: string; to: string }, today: string) {
  const months = sixMonthsTo(period.to.slice(0, 7));
  const first = dayStart(firstDayOf(months[0]!));
  const last = dayEnd(lastDayOf(months[5]!));
  const paidAt = sql`coalesce(${pay.paymentDate}, ${pay.createdAt})`;
  const [invoiced, collected, open, decided] = await Promise.all([
    db
      .select({ month: dhakaMonthSql(inv.createdAt), poisha: sql<string>`sum(${inv.totalPoisha})` })
      .from(inv)
      .where(and(ne(inv.status, "void"), gte(inv.createdAt, first), lt(inv.createdAt, last)))
      .groupBy(dhakaMonthSql(inv.createdAt)),
    db
      .select({ month: dhakaMonthSql(paidAt), poisha: sql<string>`sum(${pay.amountPoisha})` })
      .from(pay)
      .where(and(sql`${pay.status} = 'completed'`, sql`${paidAt} >= ${first}`, sql`${paidAt} < ${last}`))
      .groupBy(dhakaMonthSql(paidAt)),
    db
      .select({
        key: ageBucketSql(today),
        invoices: sql<number>`count(*)::int`,
        poisha: sql<string>`sum(${inv.totalPoisha})`,
      })
      .from(inv)
      .where(and(inArray(inv.status, [...openInvoiceStatuses]), lte(inv.dueDate, today)))
      // By position: the bucket holds `today` as a parameter, and a second copy would be another parameter.
      .groupBy(sql`1`),
    db
      .select({ createdAt: schema.transfers.createdAt, decidedAt: schema.transfers.decidedAt })
      .from(schema.transfers)
      .where(
        and(
          isNotNull(schema.transfers.decidedAt),
          gte(schema.transfers.decidedAt, dayStart(period.from)),
          lt(schema.transfers.decidedAt, dayEnd(period.to)),
        ),
      ),
  ]);
  const sumOf = (rows: Array<{ month: string; poisha: string | null }>, month: string) =>
    Number(rows.find((row) => row.month === month)?.poisha ?? 0);
  const byMonth: MoneyMonth[] = months.map((month) => ({
    month,
    invoicedPoisha: sumOf(invoiced, month),
    collectedPoisha: sumOf(collected, month),
  }));
  const outstanding: AgeBucket[] = ageBuckets.map((key) => {
    const row = open.find((bucket) => bucket.key === key);
    return { key, invoices: row?.invoices ?? 0, poisha: Number(row?.poisha ?? 0) };
  });
  const hours = decided.map((row) => (row.decidedAt!.getTime() - row.createdAt.getTime()) / 3_600_000);
  const middle = median(hours);
  return {
    byMonth,
    outstanding,
    decisions: decided.length,
    medianDecisionHours: middle === null ? null : Math.round(middle * 10) / 10,
  };
}
