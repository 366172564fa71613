import { and, eq, sql } from "drizzle-orm";
import { laterIsoDate, planIdFor } from "~/lib/enrolment";
import { dhakaIsoDate } from "~/lib/format";
import { placeVoidReasons } from "~/lib/invoice-lines";
import { type DbOrTx, schema } from "../../db.server";
import { invoiceNewPlace, voidOpenInvoices } from "../place-billing.server";
import { lockFamilyPlaces } from "../sibling-discount.server";
import type { Application, Batch } from "./rules.server";

/**
 * The subscription a place gets, from the batch's start date, or today once it has started, with its
 * first invoices (the admission fee and the first month billed; docs/product.md#fees-and-billing). It is pending until they are paid; a programme billed per
 * session has nothing to pay up front, so its place is active at once.
 */
export async function createPlaceSubscription(
  tx: DbOrTx,
  application: Application,
  batch: Batch,
  actorId: string,
  now: Date,
) {
  const startDate = laterIsoDate(batch.startDate, dhakaIsoDate(now));
  const planId = planIdFor(batch.programme, application.outdoor);
  await lockFamilyPlaces(tx, application.parentId);
  const [row] = await tx
    .insert(schema.subscriptions)
    .values({
      createdAt: sql`clock_timestamp()`,
      userId: application.parentId,
      childId: application.childId,
      batchId: batch.id,
      planId,
      status: "pending",
      startDate,
      expiryDate: batch.endDate,
    })
    .returning({ id: schema.subscriptions.id });
  const subscriptionId = row!.id;
  const bill = await invoiceNewPlace(
    tx,
    {
      subscriptionId,
      parentId: application.parentId,
      childId: application.childId,
      programme: batch.programme,
      planId,
      startDate,
      batch,
      continuing: application.continuesFrom !== null,
    },
    actorId,
    now,
  );
  if (bill.invoices.length === 0)
    await tx.update(schema.subscriptions).set({ status: "active" }).where(eq(schema.subscriptions.id, subscriptionId));
  return { subscriptionId, invoices: bill.invoices.map((invoice) => invoice.number), bill };
}

/** The live subscription of a child's place in a batch. */
export const placeSubscription = (childId: string, batchId: string) =>
  and(
    eq(schema.subscriptions.childId, childId),
    eq(schema.subscriptions.batchId, batchId),
    sql`${schema.subscriptions.status} is distinct from 'cancelled'`,
  );

/** Cancels the subscription of a place that is given up, and voids its unpaid invoices. */
export async function cancelPlaceSubscription(tx: DbOrTx, application: Application, now: Date) {
  const rows = await tx
    .update(schema.subscriptions)
    .set({ status: "cancelled" })
    .where(placeSubscription(application.childId, application.batchId))
    .returning({ id: schema.subscriptions.id });
  for (const row of rows) await voidOpenInvoices(tx, row.id, placeVoidReasons.givenUp, now);
  return rows.map((row) => row.id);
}
