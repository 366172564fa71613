import { and, asc, eq, sql } from "drizzle-orm";
import { dhakaIsoDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { type PracticeOutcome, weekDays, weekStartOf } from "~/lib/practice";
import { db, schema } from "../../db.server";
import { type FamilyActor, ownChildCondition } from "../family/access.server";
import { logsOf } from "./assignments.server";

/**
 * Home practice as a parent sees it (docs/product.md#home-practice): this week's activities of their own children,
 * and one log per activity per day, a second tap the same day changing it. Logs are what the parent reports; they
 * never touch a child's targets.
 */

const pa = schema.practiceAssignments;
const act = schema.practiceActivities;

/** 'This week at home': each of `userId`'s children with activities this week, each activity with its days' logs. */
export async function parentPracticeWeek(userId: string, now: Date) {
  const today = dhakaIsoDate(now);
  const weekStart = weekStartOf(today);
  const rows = await db
    .select({
      assignmentId: pa.id,
      childId: schema.children.id,
      childName: schema.children.name,
      titleEn: act.titleEn,
      titleBn: act.titleBn,
      materialsEn: act.materialsEn,
      materialsBn: act.materialsBn,
      stepsEn: act.stepsEn,
      stepsBn: act.stepsBn,
      lookForEn: act.lookForEn,
      lookForBn: act.lookForBn,
      link: act.link,
    })
    .from(pa)
    .innerJoin(schema.children, eq(schema.children.id, pa.childId))
    .innerJoin(act, eq(act.id, pa.activityId))
    .where(and(ownChildCondition(userId), eq(pa.weekStart, weekStart)))
    .orderBy(asc(schema.children.createdAt), asc(schema.children.id), asc(pa.createdAt), asc(pa.id));
  const logs = await logsOf(rows.map((row) => row.assignmentId));
  const children: Array<{ id: string; name: string; activities: Array<(typeof rows)[number] & { logs: DayLogs }> }> =
    [];
  for (const row of rows) {
    let child = children.find((c) => c.id === row.childId);
    if (!child) {
      child = { id: row.childId, name: row.childName, activities: [] };
      children.push(child);
    }
    child.activities.push({ ...row, logs: logs.get(row.assignmentId) ?? [] });
  }
  return { today, weekStart, days: weekDays(weekStart), children };
}

type DayLogs = Array<{ day: string; outcome: PracticeOutcome; note: string | null }>;

/** The overview's card: this week's activities and how many of them were logged today. */
export async function practiceCard(userId: string, now: Date) {
  const week = await parentPracticeWeek(userId, now);
  const activities = week.children.flatMap((child) => child.activities);
  return {
    activities: activities.length,
    loggedToday: activities.filter((activity) => activity.logs.some((log) => log.day === week.today)).length,
    children: week.children.map((child) => child.name),
  };
}

export type LogResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "not-this-week" };

/**
 * Logs today's practice of an assignment of the family's own child (anyone else's is 'not-found', a 404). One row per
 * assignment and day: the insert meets the unique key and updates that row, so a second tap changes it and a double
 * submit leaves one log.
 */
export async function logPractice(
  actor: FamilyActor,
  input: { assignmentId: string; outcome: PracticeOutcome; note: string | null },
  now: Date,
): Promise<LogResult> {
  if (!isUuid(input.assignmentId)) return { ok: false, reason: "not-found" };
  const [assignment] = await db
    .select({ id: pa.id, weekStart: pa.weekStart })
    .from(pa)
    .innerJoin(schema.children, eq(schema.children.id, pa.childId))
    .where(and(eq(pa.id, input.assignmentId), ownChildCondition(actor.accountId)));
  if (!assignment) return { ok: false, reason: "not-found" };
  const today = dhakaIsoDate(now);
  if (assignment.weekStart !== weekStartOf(today)) return { ok: false, reason: "not-this-week" };
  const [row] = await db
    .insert(schema.practiceLogs)
    .values({
      assignmentId: assignment.id,
      day: today,
      outcome: input.outcome,
      note: input.note,
      loggedBy: actor.userId,
    })
    .onConflictDoUpdate({
      target: [schema.practiceLogs.assignmentId, schema.practiceLogs.day],
      set: { outcome: input.outcome, note: input.note, loggedBy: actor.userId, updatedAt: sql`now()` },
    })
    .returning({ changed: sql<boolean>`${schema.practiceLogs.createdAt} <> ${schema.practiceLogs.updatedAt}` });
  return { ok: true, changed: Boolean(row?.changed) };
}
