import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { ActivityInput } from "~/lib/schemas/practice";
import type { DbOrTx } from "../../db.server";
import { db, schema } from "../../db.server";
import { writeAudit } from "../audit.server";

/**
 * The activity library (docs/product.md#home-practice): what staff write once and assign to children week by week.
 * Each text has an optional Bangla twin; a retired activity stays on the weeks it was given to and can't be assigned.
 */

const a = schema.practiceActivities;
const s = schema.practiceActivitySkills;

export type Activity = typeof a.$inferSelect & { skills: Array<{ id: string; code: string }> };

/** The skills of these activities, by activity. */
async function skillsOf(activityIds: string[], tx: DbOrTx = db) {
  const bySkill = new Map<string, Array<{ id: string; code: string }>>();
  if (!activityIds.length) return bySkill;
  const rows = await tx
    .select({ activityId: s.activityId, id: schema.skillItems.id, code: schema.skillItems.code })
    .from(s)
    .innerJoin(schema.skillItems, eq(schema.skillItems.id, s.itemId))
    .where(inArray(s.activityId, activityIds))
    .orderBy(asc(schema.skillItems.code));
  for (const row of rows) bySkill.set(row.activityId, [...(bySkill.get(row.activityId) ?? []), row]);
  return bySkill;
}

/** The library: active activities first, then retired ones, newest first within each. */
export async function listActivities(): Promise<Activity[]> {
  const rows = await db.select().from(a).orderBy(desc(a.active), desc(a.createdAt), asc(a.id));
  const skills = await skillsOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, skills: skills.get(row.id) ?? [] }));
}

/** The activities staff may assign, by title. */
export function assignableActivities() {
  return db
    .select({ id: a.id, titleEn: a.titleEn, titleBn: a.titleBn })
    .from(a)
    .where(eq(a.active, true))
    .orderBy(asc(a.titleEn), asc(a.id));
}

/** The active skills-map items an activity may name, by code. */
export function skillChoices() {
  return db
    .select({ id: schema.skillItems.id, code: schema.skillItems.code, text: schema.skillItems.parentTextEn })
    .from(schema.skillItems)
    .where(eq(schema.skillItems.active, true))
    .orderBy(asc(schema.skillItems.code));
}

export type SaveActivityResult = { ok: true; id: string } | { ok: false; reason: "unknown-skill" | "not-found" };

const columns = (input: ActivityInput) => ({
  titleEn: input.titleEn,
  titleBn: input.titleBn,
  materialsEn: input.materialsEn,
  materialsBn: input.materialsBn,
  stepsEn: input.stepsEn,
  stepsBn: input.stepsBn,
  lookForEn: input.lookForEn,
  lookForBn: input.lookForBn,
  link: input.link,
});

async function setSkills(tx: DbOrTx, activityId: string, skillIds: string[]) {
  const wanted = [...new Set(skillIds)];
  if (wanted.some((id) => !isUuid(id))) return false;
  if (wanted.length) {
    const found = await tx
      .select({ id: schema.skillItems.id })
      .from(schema.skillItems)
      .where(and(inArray(schema.skillItems.id, wanted), eq(schema.skillItems.active, true)));
    if (found.length !== wanted.length) return false;
  }
  await tx.delete(s).where(eq(s.activityId, activityId));
  if (wanted.length) await tx.insert(s).values(wanted.map((itemId) => ({ activityId, itemId })));
  return true;
}

class Refused extends Error {}

/** Save Activity: a new activity of the library. Audited. */
export async function createActivity(actorId: string, input: ActivityInput): Promise<SaveActivityResult> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(a)
        .values({ ...columns(input), createdBy: actorId })
        .returning({ id: a.id });
      if (!(await setSkills(tx, row!.id, input.skills))) throw new Refused();
      await writeAudit(tx, {
        actorId,
        action: "practice.activity.create",
        entityType: "skills",
        entityId: row!.id,
        after: { title: input.titleEn },
      });
      return { ok: true, id: row!.id } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: "unknown-skill" };
    throw error;
  }
}

/** An activity's Edit: its texts, link and skills. Weeks it was given to show the new texts. Audited. */
export async function updateActivity(
  actorId: string,
  activityId: string,
  input: ActivityInput,
): Promise<SaveActivityResult> {
  if (!isUuid(activityId)) return { ok: false, reason: "not-found" };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(a)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(a.id, activityId))
        .returning({ id: a.id });
      if (!row) return { ok: false, reason: "not-found" } as const;
      if (!(await setSkills(tx, row.id, input.skills))) throw new Refused();
      await writeAudit(tx, {
        actorId,
        action: "practice.activity.update",
        entityType: "skills",
        entityId: row.id,
        after: { title: input.titleEn },
      });
      return { ok: true, id: row.id } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: "unknown-skill" };
    throw error;
  }
}

/** Retire (or bring back) an activity. Audited; null when there is no such activity. */
export async function setActivityActive(actorId: string, activityId: string, active: boolean) {
  if (!isUuid(activityId)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(a)
      .set({ active, updatedAt: new Date() })
      .where(eq(a.id, activityId))
      .returning({ id: a.id, titleEn: a.titleEn, titleBn: a.titleBn });
    if (!row) return null;
    await writeAudit(tx, {
      actorId,
      action: active ? "practice.activity.restore" : "practice.activity.retire",
      entityType: "skills",
      entityId: row.id,
    });
    return row;
  });
}
