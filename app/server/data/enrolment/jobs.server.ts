import { and, asc, eq, isNotNull, lt, lte, sql } from "drizzle-orm";
import { dhakaIsoDate } from "~/lib/format";
import { placeVoidReasons } from "~/lib/invoice-lines";
import { db, schema } from "../../db.server";
import { log } from "../../log.server";
import { enqueueFamilyMail } from "../../mail/family-mail.server";
import { kickMailWorker } from "../../mail/outbox.server";
import { offerLapsedMail } from "../../mail/templates/enrolment-parent.server";
import { writeAudit } from "../audit.server";
import { voidOpenInvoices } from "../place-billing.server";
import { mailFacts } from "./mail-facts.server";
import { lockBatch, offerFreeSeats, waitlistPosition } from "./seats.server";

/** The scheduled enrolment jobs: offers that lapse, and places whose parent cancelled that end. */

const a = schema.applications;

/**
 * Lapses offers whose 48 hours have passed and offers each freed seat to the next family. Idempotent: each offer is
 * re-read under its batch's lock, so two runs (or a parent accepting at the deadline) never both act on it.
 *
 * Where a lapsed family goes: back on the waitlist at the END of the queue. They had 48 hours and an email; putting
 * them back first would offer the seat to them again at once, and the next family would never get its turn (the rule
 * is that the next family is offered). At the end they keep their application and will be offered
 * again once every family before them has had a turn, which is what a parent waiting behind them would find fair.
 * When nobody else is waiting, the seat is offered to them again at once.
 *
 * An offer to continue into the next cycle (docs/product.md#the-next-cycle) that lapses is withdrawn instead, without
 * a mail: the family was not waiting for a seat, and theirs goes to the waitlist.
 */
export async function expireOffers(now: Date) {
  const due = await db
    .selectDistinct({ batchId: a.batchId })
    .from(a)
    .where(and(eq(a.status, "offered"), lte(a.offerExpiresAt, now)));
  let lapsed = 0;
  let offered = 0;
  for (const { batchId } of due) {
    const done = await db.transaction(async (tx) => {
      const batch = await lockBatch(tx, batchId);
      if (!batch) return { lapsed: 0, offered: 0 };
      const all = await tx
        .select({ id: a.id, offerExpiresAt: a.offerExpiresAt, continuesFrom: a.continuesFrom })
        .from(a)
        .where(and(eq(a.batchId, batchId), eq(a.status, "offered"), lte(a.offerExpiresAt, now)))
        .orderBy(asc(a.offerExpiresAt), asc(a.id))
        .for("update");
      // An offer to continue into the next cycle that was not taken up is over: the family did not ask to wait.
      const continuations = all.filter((row) => row.continuesFrom !== null);
      for (const row of continuations) {
        await tx.update(a).set({ status: "withdrawn", offerExpiresAt: null, updatedAt: now }).where(eq(a.id, row.id));
      }
      const expired = all.filter((row) => row.continuesFrom === null);
      // Each lapsed family goes to the end of the queue, in the order their offers were made.
      for (const [i, row] of expired.entries()) {
        await tx
          .update(a)
          .set({
            status: "waitlisted",
            waitlistedAt: new Date(now.getTime() + i),
            offerExpiresAt: null,
            updatedAt: now,
          })
          .where(eq(a.id, row.id));
      }
      const next = await offerFreeSeats(tx, batch, now);
      // A family offered the seat again at once (nobody else waits) gets that offer's mail, not a 'lapsed' one.
      for (const row of expired.filter((row) => !next.includes(row.id))) {
        const position = (await waitlistPosition(tx, row.id)) ?? 1;
        const facts = await mailFacts(tx, row.id);
        await enqueueFamilyMail(
          facts.parentId,
          (member) => offerLapsedMail({ ...facts, parentName: member.name, position }),
          tx,
        );
      }
      return { lapsed: all.length, offered: next.length };
    });
    lapsed += done.lapsed;
    offered += done.offered;
  }
  if (lapsed) {
    kickMailWorker();
    log.info("offers lapsed", { lapsed, offered });
  }
  return { lapsed, offered };
}

/**
 * Places whose parent cancelled end after their last paid day (the billing job): the subscription is cancelled, the
 * place withdrawn, and its seat offered to the batch's waitlist. Idempotent: an ended place is not found again.
 */
export async function endCancelledPlaces(now: Date) {
  const today = dhakaIsoDate(now);
  const s = schema.subscriptions;
  const ending = await db
    .select({ id: s.id, batchId: s.batchId })
    .from(s)
    .where(and(lt(s.endsOn, today), sql`${s.status} is distinct from 'cancelled'`, isNotNull(s.batchId)));
  let ended = 0;
  for (const place of ending) {
    const done = await db.transaction(async (tx) => {
      const batch = await lockBatch(tx, place.batchId!);
      // Still in the batch locked: a place staff moved meanwhile is ended from its new batch on the next run.
      const [row] = await tx
        .select()
        .from(s)
        .where(
          and(
            eq(s.id, place.id),
            eq(s.batchId, place.batchId!),
            lt(s.endsOn, today),
            sql`${s.status} is distinct from 'cancelled'`,
          ),
        )
        .for("update");
      if (!batch || !row?.childId) return false;
      await tx.update(s).set({ status: "cancelled" }).where(eq(s.id, row.id));
      const withdrawn = await tx
        .update(a)
        .set({ status: "withdrawn", offerExpiresAt: null, updatedAt: now })
        .where(and(eq(a.childId, row.childId), eq(a.batchId, batch.id), eq(a.status, "accepted")))
        .returning({ id: a.id });
      await voidOpenInvoices(tx, row.id, placeVoidReasons.ended, now);
      const offered = await offerFreeSeats(tx, batch, now);
      await writeAudit(tx, {
        actorId: null,
        action: "subscription.end",
        entityType: "subscription",
        entityId: row.id,
        before: { status: row.status, endsOn: row.endsOn },
        after: { status: "cancelled", withdrawn: withdrawn.map((w) => w.id), offered },
      });
      return true;
    });
    if (done) ended++;
  }
  if (ended) kickMailWorker();
  return ended;
}
