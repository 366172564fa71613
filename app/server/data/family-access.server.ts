import { and, asc, eq, type SQL } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";

/**
 * Whose children a signed-in person may see (docs/product.md#skills-map-and-progress-reviews). Today a child belongs
 * to the parent account that added it (`children.parent_id`); when children come to belong to a family, this module
 * is the one place the rule changes, and every progress query that filters by it follows.
 */

/** The condition, on `children`, that a child is `userId`'s own. */
export const ownChildCondition = (userId: string): SQL => eq(schema.children.parentId, userId);

/** `userId`'s children, oldest first. */
export function ownChildren(userId: string, tx: DbOrTx = db) {
  return tx
    .select({ id: schema.children.id, name: schema.children.name })
    .from(schema.children)
    .where(ownChildCondition(userId))
    .orderBy(asc(schema.children.createdAt), asc(schema.children.id));
}

/** The child when it is `userId`'s own; null for anyone else's child, or no such child (the page answers 404). */
export async function requireOwnChild(userId: string, childId: string, tx: DbOrTx = db) {
  if (!isUuid(childId)) return null;
  const [child] = await tx
    .select({ id: schema.children.id, name: schema.children.name })
    .from(schema.children)
    .where(and(eq(schema.children.id, childId), ownChildCondition(userId)));
  return child ?? null;
}
