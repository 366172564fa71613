import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { AssessmentKind } from "~/lib/statuses";
import { db, schema } from "../../db.server";
import { writeAudit } from "../audit.server";
import { byCode, type SkillItem } from "./items.server";

/**
 * Scoring a batch (docs/product.md#skills-map-and-progress-reviews): one round (a baseline or a review on a date) of one
 * area for the batch's children. Saving writes only the cells that changed on the page, each the last value saved,
 * so two staff saving the same grid lose nothing; the rounds and scores are unique, so a double save is one row.
 */

const a = schema.skillAssessments;
const s = schema.skillScores;
const i = schema.skillItems;

export type GridRound = { kind: AssessmentKind; date: string };

/** The children with a place (accepted) in the batch, by name. */
export async function batchChildren(batchId: string) {
  if (!isUuid(batchId)) return [];
  return db
    .select({ id: schema.children.id, name: schema.children.name })
    .from(schema.applications)
    .innerJoin(schema.children, eq(schema.children.id, schema.applications.childId))
    .where(and(eq(schema.applications.batchId, batchId), eq(schema.applications.status, "accepted")))
    .orderBy(asc(schema.children.name), asc(schema.children.id));
}

/** A cell as the grid shows it: the child's latest score on or before the round, and whether it is this round's. */
export type GridCell = { score: number; thisRound: boolean };

/**
 * The grid of one area for `childIds` in `round`: the area's active items by code, and each child's latest score
 * on or before the round's date (this round's first), keyed `${childId}:${itemId}`.
 */
export async function loadGrid(childIds: string[], area: string, round: GridRound) {
  const items = byCode(
    await db
      .select({
        id: i.id,
        code: i.code,
        area: i.area,
        maxScore: i.maxScore,
        staffText: i.staffText,
        parentTextEn: i.parentTextEn,
        parentTextBn: i.parentTextBn,
        active: i.active,
        demo: i.demo,
      })
      .from(i)
      .where(and(eq(i.area, area), eq(i.active, true))),
  ) as SkillItem[];
  const cells = new Map<string, GridCell>();
  if (childIds.length && items.length) {
    const thisRound = sql`(${a.kind} = ${round.kind} and ${a.assessedOn} = ${round.date})`;
    const rows = await db
      .selectDistinctOn([a.childId, s.itemId], {
        childId: a.childId,
        itemId: s.itemId,
        score: s.score,
        thisRound: sql<boolean>`${thisRound}`,
      })
      .from(s)
      .innerJoin(a, eq(a.id, s.assessmentId))
      .innerJoin(i, eq(i.id, s.itemId))
      .where(and(inArray(a.childId, childIds), eq(i.area, area), sql`${a.assessedOn} <= ${round.date}`))
      .orderBy(a.childId, s.itemId, sql`${thisRound} desc`, sql`${a.assessedOn} desc`, sql`${a.createdAt} desc`);
    for (const row of rows) cells.set(`${row.childId}:${row.itemId}`, { score: row.score, thisRound: row.thisRound });
  }
  return { items, cells };
}

/** One changed cell: a score, or null to take this round's score away. */
export type ScoreChange = { childId: string; itemId: string; score: number | null };

export type SaveScoresResult =
  | { ok: true; saved: number; removed: number }
  | { ok: false; reason: "child-outside-batch"; childId: string }
  | { ok: false; reason: "unknown-item"; itemId: string }
  | { ok: false; reason: "above-max"; code: string; max: number; score: number };

/**
 * Saves the changed cells of a batch's grid in one transaction, refusing a child without a place in the batch, an
 * item that is unknown or retired, and a score above the item's maximum. Each child's round is made once (its unique
 * index); each cell is written with the last value saved. Audited, one entry per save.
 */
export async function saveScores(
  actorId: string,
  batchId: string,
  round: GridRound,
  changes: ScoreChange[],
): Promise<SaveScoresResult> {
  const children = new Set((await batchChildren(batchId)).map((child) => child.id));
  const outsider = changes.find((change) => !children.has(change.childId));
  if (outsider) return { ok: false, reason: "child-outside-batch", childId: outsider.childId };
  const itemIds = [...new Set(changes.map((change) => change.itemId))];
  const badId = itemIds.find((id) => !isUuid(id));
  if (badId !== undefined) return { ok: false, reason: "unknown-item", itemId: badId };
  const items = itemIds.length
    ? await db
        .select({ id: i.id, code: i.code, max: i.maxScore })
        .from(i)
        .where(and(inArray(i.id, itemIds), eq(i.active, true)))
    : [];
  const unknown = itemIds.find((id) => !items.some((item) => item.id === id));
  if (unknown) return { ok: false, reason: "unknown-item", itemId: unknown };
  for (const change of changes) {
    const item = items.find((x) => x.id === change.itemId)!;
    if (change.score !== null && (change.score > item.max || change.score < 0 || !Number.isInteger(change.score)))
      return { ok: false, reason: "above-max", code: item.code, max: item.max, score: change.score };
  }
  if (changes.length === 0) return { ok: true, saved: 0, removed: 0 };

  // Rows are written in one order (child, item), so two saves of overlapping grids never wait on each other in a circle.
  const sorted = [...changes].sort((x, y) => x.childId.localeCompare(y.childId) || x.itemId.localeCompare(y.itemId));
  return db.transaction(async (tx) => {
    const rounds = new Map<string, string>();
    for (const childId of [...new Set(sorted.map((change) => change.childId))]) {
      const setting = sorted.some((change) => change.childId === childId && change.score !== null);
      if (setting) {
        const [row] = await tx
          .insert(a)
          .values({ childId, kind: round.kind, assessedOn: round.date, assessorId: actorId })
          .onConflictDoUpdate({ target: [a.childId, a.kind, a.assessedOn], set: { updatedAt: sql`now()` } })
          .returning({ id: a.id });
        rounds.set(childId, row!.id);
      } else {
        const [row] = await tx
          .select({ id: a.id })
          .from(a)
          .where(and(eq(a.childId, childId), eq(a.kind, round.kind), eq(a.assessedOn, round.date)));
        if (row) rounds.set(childId, row.id);
      }
    }
    let saved = 0;
    let removed = 0;
    const written: Array<{ child: string; item: string; score: number | null }> = [];
    for (const change of sorted) {
      const assessmentId = rounds.get(change.childId);
      if (!assessmentId) continue;
      const code = items.find((x) => x.id === change.itemId)!.code;
      if (change.score === null) {
        const gone = await tx
          .delete(s)
          .where(and(eq(s.assessmentId, assessmentId), eq(s.itemId, change.itemId)))
          .returning({ itemId: s.itemId });
        removed += gone.length;
      } else {
        await tx
          .insert(s)
          .values({ assessmentId, itemId: change.itemId, score: change.score, scoredBy: actorId })
          .onConflictDoUpdate({
            target: [s.assessmentId, s.itemId],
            set: { score: change.score, scoredBy: actorId, updatedAt: sql`now()` },
          });
        saved++;
      }
      written.push({ child: change.childId, item: code, score: change.score });
    }
    await writeAudit(tx, {
      actorId,
      action: "skills.scores",
      entityType: "skills",
      entityId: batchId,
      after: { kind: round.kind, date: round.date, cells: written },
    });
    return { ok: true, saved, removed } as const;
  });
}
