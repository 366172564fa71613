import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { addDays } from "~/lib/dates";
import { dhakaInstant } from "~/lib/enrolment";
import { dhakaIsoDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import type { ContinueRefusal } from "~/lib/refusals/continuation";
import { enrolment } from "~/lib/site-config";
import { liveApplicationStatuses } from "~/lib/statuses";
import { db, schema } from "../../db.server";
import { enqueueFamilyMail } from "../../mail/family-mail.server";
import { kickMailWorker } from "../../mail/outbox.server";
import { continueOfferedMail } from "../../mail/templates/enrolment-parent.server";
import { writeAudit } from "../audit.server";
import { mailFacts } from "./mail-facts.server";
import { lockBatch, seatsTaken } from "./seats.server";

/**
 * The next cycle (docs/product.md#the-next-cycle): from `continueDaysBefore` days before a batch's end date, staff
 * pick the batch that continues it, and every family with a place in it is offered a seat there, held until the end
 * date. Accepting makes the place and its invoices (no admission fee again); an offer not answered lapses to
 * withdrawn, and its seat goes to the waitlist (`expireOffers`).
 */

const a = schema.applications;
const b = schema.batches;
const s = schema.subscriptions;

export type ContinueResult =
  | { ok: true; offered: number; nextBatchName: string }
  | { ok: false; reason: ContinueRefusal; needed?: number; free?: number };

/** The first day staff may pick the batch that continues one ending on `endDate`. */
export const continueFrom = (endDate: string) => addDays(endDate, -enrolment.continueDaysBefore);

/** When a continuation offer lapses: the last minute of the old batch's last day in Dhaka ('December 4, 11:59 PM'). */
export const continuationDeadline = (endDate: string) => dhakaInstant(endDate, "23:59");

export async function continueBatch(
  actorId: string,
  batchId: string,
  nextBatchId: string,
  now: Date,
): Promise<ContinueResult> {
  if (!isUuid(batchId) || !isUuid(nextBatchId)) return { ok: false, reason: "missing" };
  if (batchId === nextBatchId) return { ok: false, reason: "same-batch" };
  const result = await db.transaction(async (tx): Promise<ContinueResult> => {
    // Both batches locked, in a fixed order, so two choices made at once never wait on each other in a circle.
    const [firstId, secondId] = [batchId, nextBatchId].sort();
    const locked = [await lockBatch(tx, firstId!), await lockBatch(tx, secondId!)];
    const batch = locked.find((row) => row?.id === batchId);
    const next = locked.find((row) => row?.id === nextBatchId);
    if (!batch || !next) return { ok: false, reason: "missing" };
    const today = dhakaIsoDate(now);
    if (!batch.endDate) return { ok: false, reason: "no-end-date" };
    if (batch.endDate < today) return { ok: false, reason: "ended" };
    if (today < continueFrom(batch.endDate)) return { ok: false, reason: "too-early" };
    if (batch.continuesInto) return { ok: false, reason: "already-chosen" };
    if (next.programme !== batch.programme) return { ok: false, reason: "other-programme" };
    if (next.startDate <= batch.endDate) return { ok: false, reason: "starts-too-early" };
    if (!next.open || (next.endDate && next.endDate < today)) return { ok: false, reason: "closed" };

    // Each child with a live place here, not given up, and not already applying there.
    const places = await tx
      .select({
        subscriptionId: s.id,
        parentId: a.parentId,
        childId: a.childId,
        outdoor: a.outdoor,
      })
      .from(a)
      .innerJoin(s, and(eq(s.childId, a.childId), eq(s.batchId, a.batchId), inArray(s.status, ["pending", "active"])))
      .where(
        and(
          eq(a.batchId, batch.id),
          eq(a.status, "accepted"),
          isNull(s.endsOn),
          sql`not exists (select 1 from applications x where x.child_id = ${a.childId} and x.batch_id = ${next.id}
            and x.status in (${sql.join(
              liveApplicationStatuses.map((status) => sql`${status}`),
              sql`, `,
            )}))`,
        ),
      )
      .orderBy(asc(a.createdAt), asc(a.id));
    const free = next.capacity - (await seatsTaken(tx, next.id));
    if (places.length > free) return { ok: false, reason: "not-enough-seats", needed: places.length, free };

    const holdUntil = continuationDeadline(batch.endDate);
    const offers = places.length
      ? await tx
          .insert(a)
          .values(
            places.map((place) => ({
              parentId: place.parentId,
              childId: place.childId,
              batchId: next.id,
              status: "offered",
              outdoor: place.outdoor,
              offerExpiresAt: holdUntil,
              continuesFrom: place.subscriptionId,
              decidedBy: actorId,
              decidedAt: now,
              createdAt: now,
            })),
          )
          .returning({ id: a.id })
      : [];
    await tx.update(b).set({ continuesInto: next.id, updatedAt: now }).where(eq(b.id, batch.id));
    await writeAudit(tx, {
      actorId,
      action: "batch.continue",
      entityType: "batch",
      entityId: batch.id,
      before: { continuesInto: null },
      after: { continuesInto: next.id, offered: offers.map((offer) => offer.id), holdUntil: holdUntil.toISOString() },
    });
    for (const offer of offers) {
      const facts = await mailFacts(tx, offer.id);
      await enqueueFamilyMail(
        facts.parentId,
        (member) =>
          continueOfferedMail({
            ...facts,
            parentName: member.name,
            fromBatchName: batch.name,
            fromBatchNameBn: batch.nameBn,
            holdUntil,
          }),
        tx,
      );
    }
    return { ok: true, offered: offers.length, nextBatchName: next.name };
  });
  if (result.ok && result.offered > 0) kickMailWorker();
  return result;
}

/**
 * Where a batch's cycle may continue: the open batches of its programme that start after it ends, with their free
 * seats; and what was chosen, if anything. Null for a batch that does not exist.
 */
export async function continuationOf(batchId: string, now: Date) {
  if (!isUuid(batchId)) return null;
  const [batch] = await db
    .select({ id: b.id, programme: b.programme, endDate: b.endDate, continuesInto: b.continuesInto })
    .from(b)
    .where(eq(b.id, batchId));
  if (!batch) return null;
  const today = dhakaIsoDate(now);
  const chosen = batch.continuesInto
    ? await db
        .select({
          id: b.id,
          name: b.name,
          nameBn: b.nameBn,
          offered: sql<number>`(select count(*) from applications x where x.batch_id = "batches"."id"
            and x.continues_from is not null)`.mapWith(Number),
          accepted: sql<number>`(select count(*) from applications x where x.batch_id = "batches"."id"
            and x.continues_from is not null and x.status = 'accepted')`.mapWith(Number),
        })
        .from(b)
        .where(eq(b.id, batch.continuesInto))
        .then((rows) => rows[0] ?? null)
    : null;
  const targets =
    batch.endDate && !chosen
      ? await db
          .select({
            id: b.id,
            name: b.name,
            nameBn: b.nameBn,
            startDate: b.startDate,
            capacity: b.capacity,
            taken: sql<number>`(select count(*) from applications x where x.batch_id = "batches"."id"
              and x.status in ('accepted', 'offered'))`.mapWith(Number),
          })
          .from(b)
          .where(
            and(
              eq(b.programme, batch.programme),
              eq(b.open, true),
              sql`"batches"."start_date" > ${batch.endDate}`,
              sql`("batches"."end_date" is null or "batches"."end_date" >= ${today})`,
            ),
          )
          .orderBy(asc(b.startDate), asc(b.name))
      : [];
  return {
    endDate: batch.endDate,
    from: batch.endDate ? continueFrom(batch.endDate) : null,
    canChoose: Boolean(batch.endDate && !chosen && today >= continueFrom(batch.endDate) && batch.endDate >= today),
    chosen,
    targets: targets.map(({ capacity, taken, ...target }) => ({ ...target, seatsLeft: Math.max(0, capacity - taken) })),
  };
}
