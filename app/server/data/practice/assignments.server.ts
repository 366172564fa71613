import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { addDays } from "~/lib/dates";
import { dhakaIsoDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { PRACTICE_PER_WEEK, type PracticeOutcome, weekStartOf } from "~/lib/practice";
import { db, schema } from "../../db.server";
import { writeAudit } from "../audit.server";
import { batchChildren } from "../skills/scores.server";

/**
 * Assigning home practice from a batch's page (docs/product.md#home-practice): an activity for a week to some or all
 * of the batch's children, at most three activities per child per week, and the week's log the teacher reads.
 */

const pa = schema.practiceAssignments;
const pl = schema.practiceLogs;
const act = schema.practiceActivities;

export type AssignResult =
  | { ok: true; assigned: number; already: number }
  | { ok: false; reason: "not-found" | "unknown-activity" | "outsider" }
  | { ok: false; reason: "limit"; childName: string };

/**
 * Assigns `activityId` for the week of `weekStart` to `childIds`, all of them children with a place in the batch.
 * All or nothing: when any child would have more than three activities that week, nothing is assigned. The children's
 * rows are locked first (in one order), so two staff assigning at once can't both pass the count. Assigning an
 * activity a child already has that week is no change. Audited.
 */
export async function assignPractice(
  actorId: string,
  batchId: string,
  input: { weekStart: string; activityId: string; childIds: string[] },
): Promise<AssignResult> {
  if (!isUuid(batchId)) return { ok: false, reason: "not-found" };
  if (!isUuid(input.activityId)) return { ok: false, reason: "unknown-activity" };
  const placed = await batchChildren(batchId);
  const wanted = [...new Set(input.childIds)].sort();
  if (!wanted.length || wanted.some((id) => !placed.some((child) => child.id === id)))
    return { ok: false, reason: "outsider" };
  return db.transaction(async (tx) => {
    const [activity] = await tx
      .select({ id: act.id, title: act.titleEn })
      .from(act)
      .where(and(eq(act.id, input.activityId), eq(act.active, true)));
    if (!activity) return { ok: false, reason: "unknown-activity" } as const;
    await tx
      .select({ id: schema.children.id })
      .from(schema.children)
      .where(inArray(schema.children.id, wanted))
      .orderBy(asc(schema.children.id))
      .for("update");
    const existing = await tx
      .select({ childId: pa.childId, activityId: pa.activityId })
      .from(pa)
      .where(and(inArray(pa.childId, wanted), eq(pa.weekStart, input.weekStart)));
    const has = (childId: string) => existing.filter((row) => row.childId === childId);
    const already = wanted.filter((id) => has(id).some((row) => row.activityId === activity.id));
    const adding = wanted.filter((id) => !already.includes(id));
    const full = adding.find((id) => has(id).length >= PRACTICE_PER_WEEK);
    if (full) return { ok: false, reason: "limit", childName: placed.find((c) => c.id === full)!.name } as const;
    if (adding.length) {
      await tx
        .insert(pa)
        .values(
          adding.map((childId) => ({
            childId,
            activityId: activity.id,
            batchId,
            weekStart: input.weekStart,
            assignedBy: actorId,
          })),
        )
        .onConflictDoNothing();
      await writeAudit(tx, {
        actorId,
        action: "practice.assign",
        entityType: "batch",
        entityId: batchId,
        after: { activity: activity.title, week: input.weekStart, children: adding.length },
      });
    }
    return { ok: true, assigned: adding.length, already: already.length } as const;
  });
}

export type DayLog = { day: string; outcome: PracticeOutcome; note: string | null };

/** The week's log of a batch: each child with their activities that week and what the parent logged each day. */
export async function batchWeekLog(batchId: string, weekStart: string) {
  if (!isUuid(batchId)) return [];
  const rows = await db
    .select({
      id: pa.id,
      childId: pa.childId,
      childName: schema.children.name,
      titleEn: act.titleEn,
      titleBn: act.titleBn,
    })
    .from(pa)
    .innerJoin(schema.children, eq(schema.children.id, pa.childId))
    .innerJoin(act, eq(act.id, pa.activityId))
    .where(and(eq(pa.batchId, batchId), eq(pa.weekStart, weekStart)))
    .orderBy(asc(schema.children.name), asc(pa.childId), asc(pa.createdAt), asc(pa.id));
  const logs = await logsOf(rows.map((row) => row.id));
  const children: Array<{
    id: string;
    name: string;
    activities: Array<{ id: string; titleEn: string; titleBn: string | null; logs: DayLog[] }>;
  }> = [];
  for (const row of rows) {
    let child = children.find((c) => c.id === row.childId);
    if (!child) {
      child = { id: row.childId, name: row.childName, activities: [] };
      children.push(child);
    }
    child.activities.push({ id: row.id, titleEn: row.titleEn, titleBn: row.titleBn, logs: logs.get(row.id) ?? [] });
  }
  return children;
}

/** The logs of these assignments, by assignment, by day. */
export async function logsOf(assignmentIds: string[]) {
  const byAssignment = new Map<string, DayLog[]>();
  if (!assignmentIds.length) return byAssignment;
  const rows = await db
    .select({ assignmentId: pl.assignmentId, day: pl.day, outcome: pl.outcome, note: pl.note })
    .from(pl)
    .where(inArray(pl.assignmentId, assignmentIds))
    .orderBy(asc(pl.day));
  for (const row of rows)
    byAssignment.set(row.assignmentId, [
      ...(byAssignment.get(row.assignmentId) ?? []),
      { day: row.day, outcome: row.outcome as PracticeOutcome, note: row.note },
    ]);
  return byAssignment;
}

/** A child's recent home practice for staff (the child's page): this week and the three before, newest first. */
export async function recentChildPractice(childId: string, now: Date) {
  if (!isUuid(childId)) return [];
  const sinceWeek = addDays(weekStartOf(dhakaIsoDate(now)), -21);
  const rows = await db
    .select({ id: pa.id, weekStart: pa.weekStart, titleEn: act.titleEn, titleBn: act.titleBn })
    .from(pa)
    .innerJoin(act, eq(act.id, pa.activityId))
    .where(and(eq(pa.childId, childId), sql`${pa.weekStart} >= ${sinceWeek}`))
    .orderBy(sql`${pa.weekStart} desc`, asc(pa.createdAt), asc(pa.id));
  const logs = await logsOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, logs: logs.get(row.id) ?? [] }));
}
