import { and, eq } from "drizzle-orm";
import { dhakaIsoDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import type { Decision } from "~/lib/schemas/enrolment-decision";
import type { ApplicationStatus } from "~/lib/statuses";
import { type DbOrTx, db, schema } from "../../db.server";
import { isUniqueViolation } from "../../db-errors.server";
import { enqueueFamilyMail } from "../../mail/family-mail.server";
import { kickMailWorker } from "../../mail/outbox.server";
import {
  type AcceptedBill,
  applicationAcceptedMail,
  applicationDeclinedMail,
  applicationWaitlistedMail,
  placeCancelledMail,
  placeMovedMail,
} from "../../mail/templates/enrolment-parent.server";
import { writeAudit } from "../audit.server";
import { mailFacts } from "./mail-facts.server";
import { cancelPlaceSubscription, createPlaceSubscription, placeSubscription } from "./place-subscription.server";
import { type Application, type Batch, type EnrolmentFailure, fail, holdsSeat, isLive } from "./rules.server";
import { lockBatch, offerFreeSeats, seatsTaken, waitlistPosition } from "./seats.server";

/** Changes to one application: the parent withdraws or accepts an offer; staff decide, cancel or move it. */

const a = schema.applications;

type LockedApplication = { batch: Batch; application: Application };

/**
 * Loads an application (scoped to `parentId` when given), then locks its batch, then the application. Staff may have
 * moved the place to another batch between the first read and the batch's lock: then it answers "moved".
 */
async function lockApplication(
  tx: DbOrTx,
  applicationId: string,
  parentId?: string,
): Promise<LockedApplication | "moved" | null> {
  if (!isUuid(applicationId)) return null;
  const scope = parentId ? and(eq(a.id, applicationId), eq(a.parentId, parentId)) : eq(a.id, applicationId);
  const [found] = await tx.select({ batchId: a.batchId }).from(a).where(scope);
  if (!found) return null;
  const batch = await lockBatch(tx, found.batchId);
  const [row] = await tx.select().from(a).where(scope).for("update");
  if (!batch || !row) return null;
  if (row.batchId !== batch.id) return "moved";
  return { batch, application: row as Application };
}

const MOVE_RETRIES = 3;

/**
 * Runs `change` in a transaction holding the application's batch and then the application. A place moved meanwhile
 * is not changed under its old batch's lock: the transaction ends and starts again from its new batch (taking the new
 * batch's lock while holding the application could deadlock with a second move).
 */
async function withApplicationLocked<T>(
  applicationId: string,
  parentId: string | undefined,
  change: (tx: DbOrTx, locked: LockedApplication) => Promise<T | EnrolmentFailure>,
): Promise<T | EnrolmentFailure> {
  for (let attempt = 0; attempt < MOVE_RETRIES; attempt++) {
    const result = await db.transaction(async (tx) => {
      const locked = await lockApplication(tx, applicationId, parentId);
      if (locked === "moved") return locked;
      if (!locked) return fail("not-found");
      return change(tx, locked);
    });
    if (result !== "moved") return result;
  }
  return fail("not-found");
}

export type ChangedResult = { ok: true; status: ApplicationStatus; offered: string[] };

/** The child and the batch a decision concerns, for staff's toast; the batch's Bangla name when staff wrote one. */
type BatchNamed = { childName: string; batchName: string; batchNameBn: string | null };

/**
 * The parent withdraws one of their live applications. A seat it held (accepted or offered) goes to the next family
 * on the waitlist, and an accepted place's subscription is cancelled.
 */
export async function withdrawApplication(
  parentId: string,
  applicationId: string,
  now: Date,
  actorId = parentId,
): Promise<ChangedResult | EnrolmentFailure> {
  const result = await withApplicationLocked(applicationId, parentId, async (tx, { batch, application }) => {
    if (!isLive(application.status)) return fail("not-live");
    await tx
      .update(a)
      .set({ status: "withdrawn", offerExpiresAt: null, updatedAt: now })
      .where(eq(a.id, application.id));
    const subscriptions = application.status === "accepted" ? await cancelPlaceSubscription(tx, application, now) : [];
    const offered = holdsSeat(application.status) ? await offerFreeSeats(tx, batch, now) : [];
    await writeAudit(tx, {
      actorId,
      action: "application.withdraw",
      entityType: "application",
      entityId: application.id,
      before: { status: application.status },
      after: { status: "withdrawn", cancelledSubscriptions: subscriptions, offered },
    });
    return { ok: true as const, status: "withdrawn" as const, offered };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/** The parent accepts an offered seat before its deadline: the place is theirs and its subscription is created. */
export async function acceptOffer(
  parentId: string,
  applicationId: string,
  now: Date,
  actorId = parentId,
): Promise<ChangedResult | EnrolmentFailure> {
  const result = await withApplicationLocked(applicationId, parentId, async (tx, { batch, application }) => {
    if (application.status !== "offered") return fail("not-offered");
    if (!application.offerExpiresAt || application.offerExpiresAt.getTime() <= now.getTime()) return fail("expired");
    // The offer already holds the seat; the count is checked again in case staff lowered the capacity meanwhile.
    if ((await seatsTaken(tx, batch.id)) > batch.capacity) return fail("full");
    await tx
      .update(a)
      .set({ status: "accepted", offerExpiresAt: null, waitlistedAt: null, decidedAt: now, updatedAt: now })
      .where(eq(a.id, application.id));
    const { subscriptionId, invoices, bill } = await createPlaceSubscription(tx, application, batch, parentId, now);
    await writeAudit(tx, {
      actorId,
      action: "application.accept-offer",
      entityType: "application",
      entityId: application.id,
      before: { status: "offered", offerExpiresAt: application.offerExpiresAt.toISOString() },
      after: { status: "accepted", subscriptionId, invoices },
    });
    const facts = await mailFacts(tx, application.id);
    await enqueueFamilyMail(
      facts.parentId,
      (member) => applicationAcceptedMail({ ...facts, parentName: member.name, bill }),
      tx,
    );
    return { ok: true as const, status: "accepted" as const, offered: [] };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/** Which statuses each staff decision may start from. */
const decidableFrom: Record<Decision, readonly ApplicationStatus[]> = {
  accept: ["submitted", "waitlisted", "offered"],
  waitlist: ["submitted"],
  decline: ["submitted", "waitlisted", "offered"],
};

/**
 * Staff Accept, Waitlist or Decline an application, with an optional note to the parent; audited and mailed.
 * - Accept takes a seat (an offered application already holds one): refused with 'full' when accepted plus offered
 *   would pass the capacity. It creates the child's pending subscription for the programme.
 * - Waitlist queues it by application time.
 * - Decline of an offered application frees its seat for the next family.
 */
export async function decideApplication(
  actorId: string,
  applicationId: string,
  decision: Decision,
  note: string | null,
  now: Date,
): Promise<(ChangedResult & { position: number | null } & BatchNamed) | EnrolmentFailure> {
  const result = await withApplicationLocked(applicationId, undefined, async (tx, { batch, application }) => {
    if (!decidableFrom[decision].includes(application.status)) return fail("not-decidable");

    const decided = { staffNote: note, decidedBy: actorId, decidedAt: now, updatedAt: now };
    let status: ApplicationStatus;
    let subscriptionId: string | null = null;
    let invoices: string[] = [];
    let bill: AcceptedBill | null = null;
    let offered: string[] = [];
    if (decision === "accept") {
      if (application.status !== "offered" && (await seatsTaken(tx, batch.id)) >= batch.capacity) return fail("full");
      status = "accepted";
      await tx
        .update(a)
        .set({ status, offerExpiresAt: null, waitlistedAt: null, ...decided })
        .where(eq(a.id, application.id));
      ({ subscriptionId, invoices, bill } = await createPlaceSubscription(tx, application, batch, actorId, now));
    } else if (decision === "waitlist") {
      status = "waitlisted";
      await tx
        .update(a)
        .set({ status, waitlistedAt: application.createdAt, ...decided })
        .where(eq(a.id, application.id));
    } else {
      status = "declined";
      await tx
        .update(a)
        .set({ status, offerExpiresAt: null, ...decided })
        .where(eq(a.id, application.id));
      if (application.status === "offered") offered = await offerFreeSeats(tx, batch, now);
    }
    const position = status === "waitlisted" ? await waitlistPosition(tx, application.id) : null;

    await writeAudit(tx, {
      actorId,
      action: `application.${decision}`,
      entityType: "application",
      entityId: application.id,
      before: { status: application.status, batchId: batch.id },
      after: { status, note, position, subscriptionId, invoices, offered },
    });
    const facts = { ...(await mailFacts(tx, application.id)), note };
    await enqueueFamilyMail(
      facts.parentId,
      (member) => {
        const greeted = { ...facts, parentName: member.name };
        return status === "accepted" && bill
          ? applicationAcceptedMail({ ...greeted, bill })
          : status === "waitlisted"
            ? applicationWaitlistedMail({ ...greeted, position: position ?? 1 })
            : applicationDeclinedMail(greeted);
      },
      tx,
    );
    return {
      ok: true as const,
      status,
      offered,
      position,
      childName: facts.childName,
      batchName: facts.batchName,
      batchNameBn: facts.batchNameBn,
    };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/**
 * Staff cancel a live application or place, with an optional note to the parent. A seat it held goes to the next
 * family on the waitlist, and an accepted place's subscription is cancelled.
 */
export async function cancelApplication(
  actorId: string,
  applicationId: string,
  note: string | null,
  now: Date,
): Promise<(ChangedResult & BatchNamed) | EnrolmentFailure> {
  const result = await withApplicationLocked(applicationId, undefined, async (tx, { batch, application }) => {
    if (!isLive(application.status)) return fail("not-live");
    await tx
      .update(a)
      .set({
        status: "cancelled",
        offerExpiresAt: null,
        staffNote: note,
        decidedBy: actorId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(a.id, application.id));
    const subscriptions = application.status === "accepted" ? await cancelPlaceSubscription(tx, application, now) : [];
    const offered = holdsSeat(application.status) ? await offerFreeSeats(tx, batch, now) : [];
    await writeAudit(tx, {
      actorId,
      action: "application.cancel",
      entityType: "application",
      entityId: application.id,
      before: { status: application.status, batchId: batch.id },
      after: { status: "cancelled", note, cancelledSubscriptions: subscriptions, offered },
    });
    const facts = { ...(await mailFacts(tx, application.id)), note };
    await enqueueFamilyMail(facts.parentId, (member) => placeCancelledMail({ ...facts, parentName: member.name }), tx);
    return {
      ok: true as const,
      status: "cancelled" as const,
      offered,
      childName: facts.childName,
      batchName: facts.batchName,
      batchNameBn: facts.batchNameBn,
    };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/**
 * Staff move a child's place (accepted or offered) to another batch of the same programme. Both batches
 * are locked, in id order so two opposite moves never wait on each other; the target must have a free seat and must
 * not have ended, and the child must not already be live in it. The place keeps its status (an offer its deadline),
 * its subscription follows it, the seat it leaves goes to the old batch's waitlist, and the parent is emailed.
 */
export async function moveApplication(
  actorId: string,
  applicationId: string,
  toBatchId: string,
  now: Date,
): Promise<
  (ChangedResult & BatchNamed & { fromBatchName: string; fromBatchNameBn: string | null }) | EnrolmentFailure
> {
  let result: Awaited<ReturnType<typeof moveApplication>>;
  try {
    result = await db.transaction(async (tx) => {
      if (!isUuid(applicationId)) return fail("not-found");
      const [found] = await tx.select({ batchId: a.batchId }).from(a).where(eq(a.id, applicationId));
      if (!found) return fail("not-found");
      if (found.batchId === toBatchId) return fail("same-batch", "batchId");
      const locked = new Map<string, Batch>();
      for (const id of [found.batchId, toBatchId].sort()) {
        const batch = await lockBatch(tx, id);
        if (batch) locked.set(id, batch);
      }
      const from = locked.get(found.batchId);
      const to = locked.get(toBatchId);
      if (!to) return fail("batch-not-found", "batchId");
      const [application] = (await tx.select().from(a).where(eq(a.id, applicationId)).for("update")) as Application[];
      if (!from || !application || application.batchId !== from.id) return fail("not-found");
      if (!holdsSeat(application.status)) return fail("not-movable");
      if (to.programme !== from.programme) return fail("programme", "batchId");
      if (to.endDate && to.endDate < dhakaIsoDate(now)) return fail("target-ended", "batchId");
      if ((await seatsTaken(tx, to.id)) >= to.capacity) return fail("target-full", "batchId");

      await tx.update(a).set({ batchId: to.id, updatedAt: now }).where(eq(a.id, application.id));
      const subscriptions = await tx
        .update(schema.subscriptions)
        .set({ batchId: to.id, expiryDate: to.endDate })
        .where(placeSubscription(application.childId, from.id))
        .returning({ id: schema.subscriptions.id });
      const offered = await offerFreeSeats(tx, from, now);
      await writeAudit(tx, {
        actorId,
        action: "application.move",
        entityType: "application",
        entityId: application.id,
        before: { batchId: from.id, status: application.status },
        after: { batchId: to.id, status: application.status, subscriptions: subscriptions.map((r) => r.id), offered },
      });
      const facts = await mailFacts(tx, application.id);
      await enqueueFamilyMail(
        facts.parentId,
        (member) =>
          placeMovedMail({ ...facts, parentName: member.name, fromBatchName: from.name, fromBatchNameBn: from.nameBn }),
        tx,
      );
      return {
        ok: true as const,
        status: application.status,
        offered,
        childName: facts.childName,
        fromBatchName: from.name,
        fromBatchNameBn: from.nameBn,
        batchName: to.name,
        batchNameBn: to.nameBn,
      };
    });
  } catch (error) {
    // The child's live application to the target batch, which the unique index refuses.
    if (isUniqueViolation(error)) return fail("target-duplicate", "batchId");
    throw error;
  }
  if (result.ok) kickMailWorker();
  return result;
}
