import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AreaFigure, ReviewSnapshot, Round } from "~/lib/skills/map";
import type { AssessmentKind, TargetStatus } from "~/lib/statuses";
import type { DbOrTx } from "../../db.server";
import { db, schema } from "../../db.server";
import { byCode, listAreas } from "./items.server";

/**
 * A child's skills map (docs/product.md#skills-map-and-progress-reviews). Each active item counts with the child's
 * latest score in any round (a round that did not score it carries the one before forward); an area's share is the
 * sum of those scores over the sum of its active items' maxima, now and as of the round before the latest.
 */

const a = schema.skillAssessments;
const s = schema.skillScores;
const i = schema.skillItems;

/** The child's rounds, newest first: by date, a review after a baseline on the same day. */
export async function childRounds(childId: string, tx: DbOrTx = db): Promise<Array<Round & { id: string }>> {
  const rows = await tx
    .select({ id: a.id, kind: a.kind, date: a.assessedOn })
    .from(a)
    .where(eq(a.childId, childId))
    .orderBy(desc(a.assessedOn), desc(sql`${a.kind} = 'review'`), desc(a.createdAt));
  return rows.map((row) => ({ ...row, kind: row.kind as AssessmentKind }));
}

/** The rank of each of the child's rounds, 1 the latest, as SQL for the queries below. */
const rankedRounds = (childId: string) => sql`
  select ${a.id} as id,
    row_number() over (order by ${a.assessedOn} desc, (${a.kind} = 'review') desc, ${a.createdAt} desc) as rank
  from ${a} where ${a.childId} = ${childId}`;

type AreaRow = {
  area: string;
  items: number;
  max: number;
  scored: number;
  reached: number;
  reached_before: number;
  scored_before: number;
};

/** The map's figures for every area, in the areas' order, and the rounds they count. */
export async function childMap(childId: string, tx: DbOrTx = db): Promise<{ rounds: Round[]; areas: AreaFigure[] }> {
  const [rounds, areas, result] = await Promise.all([
    childRounds(childId, tx),
    listAreas(tx),
    // One pass over the child's scores, grouped by item without sorting them: `rank * 10 + score` packs a score
    // (0 to 4) with its round's rank (1 the latest), so the least of them is the latest score, and the least among
    // the rounds before the latest is where the item stood then (the same score when the latest round did not
    // score it).
    tx.execute(sql`
      with rounds as (${rankedRounds(childId)}),
      items as (
        select ${s.itemId} as item_id,
          min(rounds.rank * 10 + ${s.score}) % 10 as latest,
          min(rounds.rank * 10 + ${s.score}) filter (where rounds.rank > 1) % 10 as previous
        from rounds join ${s} on ${s.assessmentId} = rounds.id
        group by ${s.itemId}
      )
      select ${i.area} as area, count(*)::int as items, sum(${i.maxScore})::int as max,
        count(items.latest)::int as scored, coalesce(sum(items.latest), 0)::int as reached,
        coalesce(sum(items.previous), 0)::int as reached_before, count(items.previous)::int as scored_before
      from ${i}
      left join items on items.item_id = ${i.id}
      where ${i.active}
      group by ${i.area}`),
  ]);
  const rows = (result as unknown as { rows: AreaRow[] }).rows;
  const hasBefore = rounds.length > 1;
  return {
    rounds: rounds.map(({ kind, date }) => ({ kind, date })),
    areas: areas.map((area) => {
      const row = rows.find((r) => r.area === area.letter);
      return {
        ...area,
        items: row?.items ?? 0,
        max: row?.max ?? 0,
        scored: row?.scored ?? 0,
        reached: row?.reached ?? 0,
        reachedBefore: hasBefore && row && row.scored_before > 0 ? row.reached_before : null,
      };
    }),
  };
}

export type ItemScores = {
  id: string;
  code: string;
  area: string;
  maxScore: number;
  staffText: string;
  parentTextEn: string;
  parentTextBn: string | null;
  /** Score by round id; staff's note beside it. */
  scores: Record<string, { score: number; note: string | null }>;
};

/** One area's active items with the child's score in every round (for staff: notes included). */
export async function childAreaScores(childId: string, area: string): Promise<ItemScores[]> {
  const [items, scores] = await Promise.all([
    db
      .select({
        id: i.id,
        code: i.code,
        area: i.area,
        maxScore: i.maxScore,
        staffText: i.staffText,
        parentTextEn: i.parentTextEn,
        parentTextBn: i.parentTextBn,
      })
      .from(i)
      .where(and(eq(i.area, area), eq(i.active, true))),
    db
      .select({ itemId: s.itemId, assessmentId: s.assessmentId, score: s.score, note: s.note })
      .from(s)
      .innerJoin(a, eq(a.id, s.assessmentId))
      .innerJoin(i, eq(i.id, s.itemId))
      .where(and(eq(a.childId, childId), eq(i.area, area))),
  ]);
  return byCode(
    items.map((item) => ({
      ...item,
      scores: Object.fromEntries(
        scores.filter((x) => x.itemId === item.id).map((x) => [x.assessmentId, { score: x.score, note: x.note }]),
      ),
    })),
  );
}

/** The child's targets with their items, in the parent's and staff's words, by code. */
export async function childTargets(childId: string, options: { status?: TargetStatus } = {}, tx: DbOrTx = db) {
  const t = schema.skillTargets;
  const rows = await tx
    .select({
      itemId: t.itemId,
      status: t.status,
      plannedAt: t.plannedAt,
      teachingAt: t.teachingAt,
      masteredAt: t.masteredAt,
      maintenanceAt: t.maintenanceAt,
      code: i.code,
      area: i.area,
      staffText: i.staffText,
      textEn: i.parentTextEn,
      textBn: i.parentTextBn,
    })
    .from(t)
    .innerJoin(i, eq(i.id, t.itemId))
    .where(and(eq(t.childId, childId), options.status ? eq(t.status, options.status) : undefined))
    .orderBy(asc(i.area));
  return byCode(rows.map((row) => ({ ...row, status: row.status as TargetStatus })));
}

/** The frozen copy a review keeps: the map, each active item's latest score in the parent's words, the targets. */
export async function snapshotOf(childId: string, tx: DbOrTx): Promise<ReviewSnapshot> {
  const [{ rounds, areas }, latest, targets] = await Promise.all([
    childMap(childId, tx),
    tx.execute(sql`
      with rounds as (${rankedRounds(childId)})
      select distinct on (${s.itemId}) ${i.code} as code, ${i.area} as area, ${i.maxScore} as max, ${s.score} as score,
        ${i.parentTextEn} as "textEn", ${i.parentTextBn} as "textBn"
      from ${s} join rounds on rounds.id = ${s.assessmentId} join ${i} on ${i.id} = ${s.itemId}
      where ${i.active}
      order by ${s.itemId}, rounds.rank`),
    childTargets(childId, {}, tx),
  ]);
  return {
    rounds,
    areas,
    scores: byCode((latest as unknown as { rows: ReviewSnapshot["scores"] }).rows),
    targets: targets.map(({ code, area, status, textEn, textBn }) => ({ code, area, status, textEn, textBn })),
  };
}
