import { and, gte, inArray, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import { firstDayOf, lastDayOf } from "~/lib/dates";
import { dayEnd, dayStart, daysBetween, median, sixMonthsTo } from "~/lib/reports/period";
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
export type AgeBucket = { key: "0-7" | "8-30" | "31+"; invoices: number; poisha: number };

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
      .select({ dueDate: inv.dueDate, poisha: inv.totalPoisha })
      .from(inv)
      .where(and(inArray(inv.status, [...openInvoiceStatuses]), lte(inv.dueDate, today))),
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
  const buckets: AgeBucket[] = [
    { key: "0-7", invoices: 0, poisha: 0 },
    { key: "8-30", invoices: 0, poisha: 0 },
    { key: "31+", invoices: 0, poisha: 0 },
  ];
  for (const row of open) {
    const overdue = daysBetween(row.dueDate, today);
    const bucket = buckets[overdue <= 7 ? 0 : overdue <= 30 ? 1 : 2]!;
    bucket.invoices += 1;
    bucket.poisha += row.poisha;
  }
  const hours = decided.map((row) => (row.decidedAt!.getTime() - row.createdAt.getTime()) / 3_600_000);
  const middle = median(hours);
  return {
    byMonth,
    outstanding: buckets,
    decisions: decided.length,
    medianDecisionHours: middle === null ? null : Math.round(middle * 10) / 10,
  };
}
