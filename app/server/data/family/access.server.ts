import { and, asc, eq, type SQL } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { FamilyRole } from "~/lib/statuses";
import type { DbOrTx } from "../../db.server";
import { db, schema } from "../../db.server";

/**
 * Whose records a signed-in person may see and change (docs/product.md#families, decision 027). A family is named by
 * its owner: the children, applications, places, invoices, payments and transfers of a family all carry the owner's
 * user id (`parent_id`/`user_id`). A member reads and writes them through `accountId`, which is that owner's id; what
 * a member did is recorded under their own `userId`.
 */
export type FamilyAccess = {
  /** The signed-in person. */
  userId: string;
  familyId: string;
  /** The family owner's user id: the `parent_id` of every record of the family. */
  accountId: string;
  role: FamilyRole;
};

/** Who acts for a family: the records are the account's (the owner's), the act is the signed-in person's. */
export type FamilyActor = Pick<FamilyAccess, "accountId" | "userId">;

async function membershipOf(userId: string, tx: DbOrTx): Promise<FamilyAccess | null> {
  const [row] = await tx
    .select({
      familyId: schema.familyMembers.familyId,
      role: schema.familyMembers.role,
      accountId: schema.families.ownerId,
    })
    .from(schema.familyMembers)
    .innerJoin(schema.families, eq(schema.families.id, schema.familyMembers.familyId))
    .where(eq(schema.familyMembers.userId, userId));
  return row ? { userId, familyId: row.familyId, accountId: row.accountId, role: row.role as FamilyRole } : null;
}

/**
 * `userId`'s family, made on first use for an account that has none (a new registration, or a member who left or was
 * removed): they own a family of their own. Safe to run twice at once: both inserts yield to a row already there.
 */
export async function familyAccessOf(userId: string, tx: DbOrTx = db): Promise<FamilyAccess> {
  const found = await membershipOf(userId, tx);
  if (found) return found;
  await tx.insert(schema.families).values({ ownerId: userId }).onConflictDoNothing();
  const [own] = await tx
    .select({ id: schema.families.id })
    .from(schema.families)
    .where(eq(schema.families.ownerId, userId));
  await tx.insert(schema.familyMembers).values({ userId, familyId: own!.id, role: "owner" }).onConflictDoNothing();
  return (await membershipOf(userId, tx))!;
}

/** The condition, on `children`, that a child is of the family whose owner is `accountId`. */
export const ownChildCondition = (accountId: string): SQL => eq(schema.children.parentId, accountId);

/** The family's children, oldest first. */
export function ownChildren(accountId: string, tx: DbOrTx = db) {
  return tx
    .select({ id: schema.children.id, name: schema.children.name })
    .from(schema.children)
    .where(ownChildCondition(accountId))
    .orderBy(asc(schema.children.createdAt), asc(schema.children.id));
}

/** The child when it is the family's; null for anyone else's child, or no such child (the page answers 404). */
export async function requireOwnChild(accountId: string, childId: string, tx: DbOrTx = db) {
  if (!isUuid(childId)) return null;
  const [child] = await tx
    .select({ id: schema.children.id, name: schema.children.name })
    .from(schema.children)
    .where(and(eq(schema.children.id, childId), ownChildCondition(accountId)));
  return child ?? null;
}
