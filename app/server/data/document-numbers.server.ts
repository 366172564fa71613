import { eq, sql } from "drizzle-orm";
import { dhakaIsoDate } from "~/lib/format";
import type { DbOrTx } from "../db.server";
import { schema } from "../db.server";

const counters = schema.documentCounters;

/** A series: 'INV' for invoices, 'RCT' for receipts, 'CN' for credit notes; numbered per year in Dhaka. */
export type DocumentSeries = "INV" | "RCT" | "CN";

/**
 * Locks a series for the rest of the transaction and returns it. Call before checking whether the document already
 * exists (an idempotency key): whoever held the lock has committed by then, so the check sees their document, and no
 * number is taken for a document that is not made.
 */
export async function lockSeries(tx: DbOrTx, series: DocumentSeries, now: Date) {
  const name = `${series}-${dhakaIsoDate(now).slice(0, 4)}`;
  await tx.insert(counters).values({ series: name, last: 0 }).onConflictDoNothing({ target: counters.series });
  await tx.select({ last: counters.last }).from(counters).where(eq(counters.series, name)).for("update");
  return name;
}

/**
 * The next number of a locked series, 'INV-2026-0001'. It is taken inside the caller's transaction, so a rollback
 * returns it: numbers are never reused and have no gaps.
 */
export async function takeNumber(tx: DbOrTx, series: string) {
  const [row] = await tx
    .update(counters)
    .set({ last: sql`${counters.last} + 1` })
    .where(eq(counters.series, series))
    .returning({ last: counters.last });
  return `${series}-${String(row!.last).padStart(4, "0")}`;
}
