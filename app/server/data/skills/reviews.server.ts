import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { addDays, addMonths } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import type { AreaComments } from "~/lib/skills/map";
import { db, schema } from "../../db.server";
import { enqueueFamilyMail } from "../../mail/family-mail.server";
import { kickMailWorker } from "../../mail/outbox.server";
import { reviewPublishedMail } from "../../mail/templates/progress-review.server";
import { writeAudit } from "../audit.server";
import { type FamilyActor, ownChildCondition } from "../family/access.server";
import { snapshotOf } from "./map.server";

/**
 * Progress reviews (docs/product.md#skills-map-and-progress-reviews): staff write one per child per cycle (a summary,
 * and a comment per area if they wish), then publish it. Publishing freezes the child's map and targets into the
 * review, mails the parent in their language and shows it on the dashboard; the parent says they read it.
 */

const r = schema.progressReviews;

/** The preschool's cycle runs four months from the batch's start (docs/product.md#batches-and-seats). */
export async function currentCycle(childId: string, today: string) {
  const [place] = await db
    .select({ startDate: schema.batches.startDate, endDate: schema.batches.endDate })
    .from(schema.applications)
    .innerJoin(schema.batches, eq(schema.batches.id, schema.applications.batchId))
    .where(and(eq(schema.applications.childId, childId), eq(schema.applications.status, "accepted")))
    .orderBy(desc(schema.batches.startDate))
    .limit(1);
  const start = place?.startDate ?? today;
  return { start, end: place?.endDate ?? addDays(addMonths(start, 4), -1) };
}

export type ReviewInput = { cycleStart: string; cycleEnd: string; summary: string; comments: AreaComments };

export type SaveReviewResult =
  | { ok: true; reviewId: string; published: boolean }
  | { ok: false; reason: "not-found" | "published" | "not-assessed" };

/**
 * Saves the child's review of the cycle starting `cycleStart` (one per child and cycle, so a double post is one
 * review), and with `publish` publishes it in the same transaction: the snapshot is taken, the parent mailed.
 * A published review never changes again. Audited.
 */
export async function saveReview(
  actorId: string,
  childId: string,
  input: ReviewInput,
  { publish, now }: { publish: boolean; now: Date },
): Promise<SaveReviewResult> {
  if (!isUuid(childId)) return { ok: false, reason: "not-found" };
  const result = await db.transaction(async (tx): Promise<SaveReviewResult> => {
    const [child] = await tx
      .select({
        id: schema.children.id,
        name: schema.children.name,
        parentId: schema.children.parentId,
      })
      .from(schema.children)
      .where(eq(schema.children.id, childId))
      .for("update", { of: schema.children });
    if (!child) return { ok: false, reason: "not-found" };
    const [existing] = await tx
      .select({ id: r.id, publishedAt: r.publishedAt })
      .from(r)
      .where(and(eq(r.childId, childId), eq(r.cycleStart, input.cycleStart)))
      .for("update");
    if (existing?.publishedAt) return { ok: false, reason: "published" };
    const fields = {
      cycleEnd: input.cycleEnd,
      summary: input.summary,
      areaComments: input.comments,
      writtenBy: actorId,
      updatedAt: now,
    };
    const [row] = existing
      ? await tx.update(r).set(fields).where(eq(r.id, existing.id)).returning({ id: r.id })
      : await tx
          .insert(r)
          .values({ childId, cycleStart: input.cycleStart, ...fields })
          .returning({ id: r.id });
    const reviewId = row!.id;
    if (!publish) {
      await writeAudit(tx, {
        actorId,
        action: "review.save",
        entityType: "review",
        entityId: reviewId,
        after: { ...input },
      });
      return { ok: true, reviewId, published: false };
    }
    const snapshot = await snapshotOf(childId, tx);
    if (snapshot.rounds.length === 0) return { ok: false, reason: "not-assessed" };
    await tx.update(r).set({ publishedAt: now, publishedBy: actorId, snapshot }).where(eq(r.id, reviewId));
    await enqueueFamilyMail(
      child.parentId,
      (member) =>
        reviewPublishedMail({
          parentName: member.name,
          childName: child.name,
          reviewId,
          cycleStart: input.cycleStart,
          cycleEnd: input.cycleEnd,
        }),
      tx,
    );
    await writeAudit(tx, {
      actorId,
      action: "review.publish",
      entityType: "review",
      entityId: reviewId,
      after: { ...input, rounds: snapshot.rounds.length, scores: snapshot.scores.length },
    });
    return { ok: true, reviewId, published: true };
  });
  if (result.ok && result.published) kickMailWorker();
  return result;
}

/** Every review of the child for staff, newest cycle first, drafts included. */
export function staffReviews(childId: string) {
  return db
    .select({
      id: r.id,
      cycleStart: r.cycleStart,
      cycleEnd: r.cycleEnd,
      summary: r.summary,
      areaComments: r.areaComments,
      publishedAt: r.publishedAt,
      acknowledgedAt: r.acknowledgedAt,
      updatedAt: r.updatedAt,
    })
    .from(r)
    .where(eq(r.childId, childId))
    .orderBy(desc(r.cycleStart));
}

/** The published reviews of `userId`'s children, newest first (no snapshot: the list only). */
export function publishedReviewsOf(userId: string) {
  return db
    .select({
      id: r.id,
      childId: r.childId,
      childName: schema.children.name,
      cycleStart: r.cycleStart,
      cycleEnd: r.cycleEnd,
      publishedAt: r.publishedAt,
      acknowledgedAt: r.acknowledgedAt,
    })
    .from(r)
    .innerJoin(schema.children, eq(schema.children.id, r.childId))
    .where(and(ownChildCondition(userId), isNotNull(r.publishedAt)))
    .orderBy(desc(r.publishedAt), asc(r.id));
}

/** One published review of `userId`'s own child, frozen; null for anyone else's, a draft, or none (404). */
export async function parentReview(userId: string, reviewId: string) {
  if (!isUuid(reviewId)) return null;
  const [row] = await db
    .select({
      id: r.id,
      childName: schema.children.name,
      cycleStart: r.cycleStart,
      cycleEnd: r.cycleEnd,
      summary: r.summary,
      areaComments: r.areaComments,
      publishedAt: r.publishedAt,
      snapshot: r.snapshot,
      acknowledgedAt: r.acknowledgedAt,
    })
    .from(r)
    .innerJoin(schema.children, eq(schema.children.id, r.childId))
    .where(and(eq(r.id, reviewId), ownChildCondition(userId), isNotNull(r.publishedAt)));
  if (!row?.publishedAt || !row.snapshot) return null;
  return { ...row, publishedAt: row.publishedAt, snapshot: row.snapshot };
}

/** The parent says they read the review: recorded once (a second press changes nothing). False when not theirs. */
export async function acknowledgeReview(actor: FamilyActor, reviewId: string, now: Date) {
  if (!isUuid(reviewId)) return false;
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: r.id, acknowledgedAt: r.acknowledgedAt })
      .from(r)
      .innerJoin(schema.children, eq(schema.children.id, r.childId))
      .where(and(eq(r.id, reviewId), ownChildCondition(actor.accountId), isNotNull(r.publishedAt)));
    if (!own) return false;
    const marked = await tx
      .update(r)
      .set({ acknowledgedAt: now, acknowledgedBy: actor.userId })
      .where(and(eq(r.id, own.id), isNull(r.acknowledgedAt)))
      .returning({ id: r.id });
    if (marked.length)
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "review.acknowledge",
        entityType: "review",
        entityId: own.id,
      });
    return true;
  });
}
