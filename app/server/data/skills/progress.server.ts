import { and, eq, inArray } from "drizzle-orm";
import { db, schema } from "../../db.server";
import { ownChildren } from "../family-access.server";
import { childMap, childTargets, lastScoredOn } from "./map.server";
import { publishedReviewsOf } from "./reviews.server";

/**
 * What a parent's Progress page and overview card show (docs/product.md#skills-map-and-progress-reviews): for each of
 * their children with a place or a score, the skills map, the targets being taught now and the published reviews.
 */

/** `userId`'s children that have (or had) a place, or have been scored. */
async function childrenWithProgress(userId: string) {
  const children = await ownChildren(userId);
  if (children.length === 0) return { children, placed: new Set<string>(), scored: new Map<string, string>() };
  const ids = children.map((child) => child.id);
  const [places, scored] = await Promise.all([
    db
      .selectDistinct({ childId: schema.applications.childId })
      .from(schema.applications)
      .where(and(inArray(schema.applications.childId, ids), eq(schema.applications.status, "accepted"))),
    lastScoredOn(ids),
  ]);
  return { children, placed: new Set(places.map((p) => p.childId)), scored };
}

/** The Progress page: each child with a place or a score, with map, 'Working on now' and reviews. */
export async function parentProgress(userId: string) {
  const [{ children, placed, scored }, reviews] = await Promise.all([
    childrenWithProgress(userId),
    publishedReviewsOf(userId),
  ]);
  const shown = children.filter((child) => placed.has(child.id) || scored.has(child.id));
  const progress = await Promise.all(
    shown.map(async (child) => {
      const [map, teaching] = await Promise.all([
        scored.has(child.id) ? childMap(child.id) : null,
        childTargets(child.id, { status: "teaching" }),
      ]);
      return {
        ...child,
        map,
        teaching: teaching.map(({ code, textEn, textBn }) => ({ code, textEn, textBn })),
        reviews: reviews.filter((review) => review.childId === child.id),
      };
    }),
  );
  return { children: progress };
}

/** The overview's Progress card: the latest review, else the latest scoring, else whether a child has a place. */
export async function progressCard(userId: string) {
  const [{ children, placed, scored }, reviews] = await Promise.all([
    childrenWithProgress(userId),
    publishedReviewsOf(userId),
  ]);
  const latestReview = reviews[0] ?? null;
  const lastScored = [...scored.entries()].sort((x, y) => y[1].localeCompare(x[1]))[0];
  return {
    latestReview,
    lastScored: lastScored
      ? { childName: children.find((child) => child.id === lastScored[0])?.name ?? "", date: lastScored[1] }
      : null,
    waitingForFirstCheck: children.filter((child) => placed.has(child.id) && !scored.has(child.id)).map((c) => c.name),
  };
}
