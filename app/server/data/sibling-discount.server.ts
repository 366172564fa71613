import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { firstDayOf, lastDayOf } from "~/lib/dates";
import { siblingDiscountLine as siblingLineText } from "~/lib/invoice-lines";
import { billing } from "~/lib/site-config";
import { type DbOrTx, schema } from "../db.server";
import type { InvoiceLine } from "./invoices.server";

/**
 * The sibling discount (docs/product.md#discounts-and-adjustments): a child's monthly invoice carries a 'Sibling
 * discount' line when another child of the same family holds a place billed monthly in the same month and was given
 * its place first. The first child pays in full; the second and each later one get `billing.siblingDiscountPercent`
 * off the monthly fee (not off outdoor sessions billed apart). Whoever is first is decided by when each place was
 * made, so it does not change with the order invoices are made in.
 */

const subs = schema.subscriptions;

type Place = { subscriptionId: string; parentId: string; childId: string | null };

/**
 * Holds the family's places still until the transaction ends: a new place is made, and a place's invoice decides its
 * discount, under this lock. A place made under it is stamped with the clock's time, not the transaction's start, so
 * the order of the family's places is the order they were made in, which the discount's "given its place first" reads.
 */
export async function lockFamilyPlaces(tx: DbOrTx, parentId: string) {
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, parentId)).for("no key update");
}

/** The discount line for `place`'s invoice for `month` with `lines`; null when it has none. */
export async function siblingDiscountFor(
  tx: DbOrTx,
  place: Place,
  month: string,
  lines: InvoiceLine[],
): Promise<InvoiceLine | null> {
  const percent: number = billing.siblingDiscountPercent;
  const monthlyFee = lines
    .filter((line) => line.description.startsWith("Monthly fee"))
    .reduce((sum, line) => sum + line.amountPoisha, 0);
  if (percent <= 0 || monthlyFee <= 0 || !place.childId) return null;
  // The family's places are billed one at a time: a sibling accepted at the same moment waits here, then counts.
  await lockFamilyPlaces(tx, place.parentId);
  const [self] = await tx.select({ createdAt: subs.createdAt }).from(subs).where(eq(subs.id, place.subscriptionId));
  if (!self) return null;
  const from = firstDayOf(month);
  const [earlier] = await tx
    .select({ id: subs.id })
    .from(subs)
    .innerJoin(schema.batches, eq(schema.batches.id, subs.batchId))
    .where(
      and(
        eq(subs.userId, place.parentId),
        ne(subs.childId, place.childId),
        inArray(subs.status, ["pending", "active"]),
        sql`${schema.batches.programme} <> 'adventure'`,
        sql`${subs.startDate} <= ${lastDayOf(month)}`,
        sql`(${subs.endsOn} is null or ${subs.endsOn} >= ${from})`,
        sql`(${schema.batches.endDate} is null or ${schema.batches.endDate} >= ${from})`,
        or(
          sql`${subs.createdAt} < ${self.createdAt}`,
          and(sql`${subs.createdAt} = ${self.createdAt}`, sql`${subs.id} < ${place.subscriptionId}`),
        ),
      ),
    )
    .limit(1);
  if (!earlier) return null;
  return { description: siblingLineText, amountPoisha: -Math.round((monthlyFee * percent) / 100) };
}
