import { and, eq, inArray } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { TargetStatus } from "~/lib/statuses";
import { db, schema } from "../../db.server";
import { writeAudit } from "../audit.server";

/**
 * A child's targets (docs/product.md#skills-map-and-progress-reviews): the items staff are working on, each moving
 * planned → teaching → mastered → maintenance, with the date it reached each step. Staff set a status in one step;
 * 'not a target' (null) takes the item off the child's targets.
 */

const t = schema.skillTargets;

const stepColumn = {
  planned: "plannedAt",
  teaching: "teachingAt",
  mastered: "masteredAt",
  maintenance: "maintenanceAt",
} as const satisfies Record<TargetStatus, keyof typeof t.$inferInsert>;

export type TargetChange = { itemId: string; status: TargetStatus | null };

export type SetTargetsResult = { ok: true; changed: number } | { ok: false; reason: "unknown-item" | "not-found" };

/** Sets the child's targets on the given items; only real changes are written (and stamped). Audited. */
export async function setTargets(
  actorId: string,
  childId: string,
  changes: TargetChange[],
  now: Date,
): Promise<SetTargetsResult> {
  if (!isUuid(childId)) return { ok: false, reason: "not-found" };
  if (changes.some((change) => !isUuid(change.itemId))) return { ok: false, reason: "unknown-item" };
  return db.transaction(async (tx) => {
    const [child] = await tx
      .select({ id: schema.children.id })
      .from(schema.children)
      .where(eq(schema.children.id, childId));
    if (!child) return { ok: false, reason: "not-found" } as const;
    const itemIds = [...new Set(changes.map((change) => change.itemId))];
    if (itemIds.length === 0) return { ok: true, changed: 0 } as const;
    const items = await tx
      .select({ id: schema.skillItems.id, code: schema.skillItems.code })
      .from(schema.skillItems)
      .where(and(inArray(schema.skillItems.id, itemIds), eq(schema.skillItems.active, true)));
    if (items.length !== itemIds.length) return { ok: false, reason: "unknown-item" } as const;
    const current = await tx
      .select({ itemId: t.itemId, status: t.status })
      .from(t)
      .where(and(eq(t.childId, childId), inArray(t.itemId, itemIds)))
      .for("update");
    const written: Array<{ item: string; from: string | null; to: TargetStatus | null }> = [];
    for (const change of changes) {
      const before = current.find((row) => row.itemId === change.itemId)?.status ?? null;
      if (before === change.status) continue;
      const code = items.find((item) => item.id === change.itemId)!.code;
      if (change.status === null) {
        await tx.delete(t).where(and(eq(t.childId, childId), eq(t.itemId, change.itemId)));
      } else {
        const stamp = { status: change.status, [stepColumn[change.status]]: now, setBy: actorId, updatedAt: now };
        await tx
          .insert(t)
          .values({ childId, itemId: change.itemId, ...stamp })
          .onConflictDoUpdate({ target: [t.childId, t.itemId], set: stamp });
      }
      written.push({ item: code, from: before, to: change.status });
    }
    if (written.length)
      await writeAudit(tx, {
        actorId,
        action: "skills.targets",
        entityType: "skills",
        entityId: childId,
        after: { targets: written },
      });
    return { ok: true, changed: written.length } as const;
  });
}
