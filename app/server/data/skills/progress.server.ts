import { asc, sql } from "drizzle-orm";
import { db, schema } from "../../db.server";
import { ownChildCondition } from "../family/access.server";
import { childMap, childTargets } from "./map.server";
import { publishedReviewsOf } from "./reviews.server";

/**
 * What a parent's Progress page and overview card show (docs/product.md#skills-map-and-progress-reviews): for each of
 * their children with a place or a score, the skills map, the targets being taught now and the published reviews.
 */

/** `userId`'s children, each with whether it has a place and when it was last scored, in one query. */
async function childrenWithProgress(userId: string) {
  const c = schema.children;
  const rows = await db
    .select({
      id: c.id,
      name: c.name,
      // Written out with their tables: in a query of one table Drizzle leaves its columns unqualified.
      placed: sql<boolean>`exists (select 1 from "applications" a
        where a."child_id" = "children"."id" and a."status" = 'accepted')`,
      lastScored: sql<string | null>`(select max(r."assessed_on")::text from "skill_assessments" r
        where r."child_id" = "children"."id")`,
    })
    .from(c)
    .where(ownChildCondition(userId))
    .orderBy(asc(c.createdAt), asc(c.id));
  return {
    children: rows.map(({ id, name }) => ({ id, name })),
    placed: new Set(rows.filter((row) => row.placed).map((row) => row.id)),
    scored: new Map(rows.flatMap((row) => (row.lastScored ? [[row.id, row.lastScored] as const] : []))),
  };
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
