import { and, asc, count, eq, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { SkillArea } from "~/lib/skills/map";
import type { SkillMaxScore } from "~/lib/statuses";
import type { DbOrTx } from "../../db.server";
import { database, db, schema } from "../../db.server";
import { writeAudit } from "../audit.server";

/**
 * The framework's areas and the school's items (docs/product.md#skills-map-and-progress-reviews, decision 023). The
 * areas ship with the product; the items are the school's own, imported by CSV or added here. Retiring an item keeps
 * its scores but takes it off the map.
 */

const items = schema.skillItems;
const areas = schema.skillAreas;

export type SkillItem = {
  id: string;
  code: string;
  area: string;
  maxScore: number;
  staffText: string;
  parentTextEn: string;
  parentTextBn: string | null;
  active: boolean;
  demo: boolean;
};

export type ItemInput = {
  code: string;
  area: string;
  maxScore: SkillMaxScore;
  staffText: string;
  parentTextEn: string;
  parentTextBn: string | null;
};

const itemColumns = {
  id: items.id,
  code: items.code,
  area: items.area,
  maxScore: items.maxScore,
  staffText: items.staffText,
  parentTextEn: items.parentTextEn,
  parentTextBn: items.parentTextBn,
  active: items.active,
  demo: items.demo,
};

/** Codes in the order people count them: C2 before C10. */
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
export const byCode = <T extends { code: string }>(list: T[]) => list.sort((x, y) => collator.compare(x.code, y.code));

/**
 * The 25 areas in order. They come with the product (the migration that made the table wrote them) and nothing
 * changes them, so each process reads them once per database.
 */
const areasRead = new WeakMap<object, Promise<SkillArea[]>>();
export function listAreas(tx: DbOrTx = db): Promise<SkillArea[]> {
  const key = database();
  let read = areasRead.get(key);
  if (!read) {
    read = tx
      .select({ letter: areas.letter, nameEn: areas.nameEn, nameBn: areas.nameBn })
      .from(areas)
      .orderBy(asc(areas.position))
      .then((rows) => rows);
    read.catch(() => areasRead.delete(key));
    areasRead.set(key, read);
  }
  return read;
}

/** Each area with how many active and retired items it holds. */
export async function listAreaCounts() {
  const [all, counts] = await Promise.all([
    listAreas(),
    db.select({ area: items.area, active: items.active, n: count() }).from(items).groupBy(items.area, items.active),
  ]);
  return all.map((area) => ({
    ...area,
    active: counts.find((c) => c.area === area.letter && c.active)?.n ?? 0,
    retired: counts.find((c) => c.area === area.letter && !c.active)?.n ?? 0,
  }));
}

/** One area's items, active first, each by code. */
export async function listAreaItems(area: string, options: { activeOnly?: boolean } = {}): Promise<SkillItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(items)
    .where(and(eq(items.area, area), options.activeOnly ? eq(items.active, true) : undefined));
  return byCode(rows).sort((x, y) => Number(y.active) - Number(x.active));
}

export type ItemChange = { ok: true; id: string } | { ok: false; reason: "code-taken" | "not-found" | "below-score" };

/** The highest score any child has on the item; an item's maximum never goes below it. */
async function highestScore(tx: DbOrTx, itemId: string) {
  const [row] = await tx
    .select({ top: sql<number | null>`max(${schema.skillScores.score})` })
    .from(schema.skillScores)
    .where(eq(schema.skillScores.itemId, itemId));
  return row?.top ?? null;
}

/** Staff add an item by hand; audited. */
export async function createItem(actorId: string, input: ItemInput): Promise<ItemChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(items)
      .values(input)
      .onConflictDoNothing({ target: items.code })
      .returning({ id: items.id });
    if (!row) return { ok: false, reason: "code-taken" } as const;
    await writeAudit(tx, {
      actorId,
      action: "skills.item.create",
      entityType: "skills",
      entityId: row.id,
      after: input,
    });
    return { ok: true, id: row.id } as const;
  });
}

/** Staff edit an item (its code and area stay); the maximum never goes below a score already given. Audited. */
export async function updateItem(
  actorId: string,
  itemId: string,
  input: Omit<ItemInput, "code" | "area">,
): Promise<ItemChange> {
  if (!isUuid(itemId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const [before] = await tx.select(itemColumns).from(items).where(eq(items.id, itemId)).for("update");
    if (!before) return { ok: false, reason: "not-found" } as const;
    const top = await highestScore(tx, itemId);
    if (top !== null && input.maxScore < top) return { ok: false, reason: "below-score" } as const;
    await tx.update(items).set(input).where(eq(items.id, itemId));
    await writeAudit(tx, {
      actorId,
      action: "skills.item.update",
      entityType: "skills",
      entityId: itemId,
      before: {
        maxScore: before.maxScore,
        staffText: before.staffText,
        parentTextEn: before.parentTextEn,
        parentTextBn: before.parentTextBn,
      },
      after: input,
    });
    return { ok: true, id: itemId } as const;
  });
}

/** Retires an item (it leaves the map, its scores stay) or brings it back; audited. */
export async function setItemActive(actorId: string, itemId: string, active: boolean) {
  if (!isUuid(itemId)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(items)
      .set({ active })
      .where(eq(items.id, itemId))
      .returning({ code: items.code, area: items.area });
    if (!row) return null;
    await writeAudit(tx, {
      actorId,
      action: active ? "skills.item.restore" : "skills.item.retire",
      entityType: "skills",
      entityId: itemId,
      after: { code: row.code, active },
    });
    return row;
  });
}
