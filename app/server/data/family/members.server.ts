import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Language } from "~/lib/i18n/language";
import type { MemberRefusal } from "~/lib/refusals/family";
import type { FamilyRole, InvitedRole } from "~/lib/statuses";
import { type DbOrTx, db, schema } from "../../db.server";
import { writeAudit } from "../audit.server";
import type { FamilyAccess } from "./access.server";

const { familyMembers, families, users, profiles } = schema;

export type FamilyMember = {
  userId: string;
  name: string;
  email: string;
  role: FamilyRole;
  language: Language;
  joinedAt: Date;
};

/** The members of a family, the owner first, then by when they joined. */
export async function familyMembersOf(familyId: string, tx: DbOrTx = db): Promise<FamilyMember[]> {
  const rows = await tx
    .select({
      userId: familyMembers.userId,
      name: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
      email: users.email,
      role: familyMembers.role,
      language: users.language,
      joinedAt: familyMembers.createdAt,
    })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(familyMembers.familyId, familyId))
    .orderBy(sql`${familyMembers.role} = 'owner' desc`, asc(familyMembers.createdAt), asc(users.email));
  return rows.map((row) => ({ ...row, role: row.role as FamilyRole, language: row.language as Language }));
}

/** The family whose owner is `accountId` (every record's `parent_id`), or null when the account owns none. */
export async function familyOfAccount(accountId: string, tx: DbOrTx = db) {
  const [row] = await tx.select({ id: families.id }).from(families).where(eq(families.ownerId, accountId));
  return row?.id ?? null;
}

/**
 * Everyone a family's mail goes to (docs/product.md#families): each member once, in their own language. An account
 * that owns no family yet (one made before families, never signed in since) is its own only member.
 */
export async function familyRecipients(accountId: string, tx: DbOrTx = db) {
  const familyId = await familyOfAccount(accountId, tx);
  if (familyId) return familyMembersOf(familyId, tx);
  const [user] = await tx
    .select({
      userId: users.id,
      name: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
      email: users.email,
      language: users.language,
      joinedAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, accountId));
  return user ? [{ ...user, role: "owner" as const, language: user.language as Language }] : [];
}

type Result = { ok: true } | { ok: false; reason: MemberRefusal };

/** The member `userId` of the owner's family other than the owner, locked; null when there is none. */
async function lockOtherMember(tx: DbOrTx, access: FamilyAccess, userId: string) {
  const [row] = await tx
    .select({ userId: familyMembers.userId, role: familyMembers.role })
    .from(familyMembers)
    .where(
      and(
        eq(familyMembers.familyId, access.familyId),
        eq(familyMembers.userId, userId),
        ne(familyMembers.role, "owner"),
      ),
    )
    .for("update");
  return row ?? null;
}

/** The owner changes a member's role between 'Full access' and 'View and pay'. */
export async function changeMemberRole(access: FamilyAccess, userId: string, role: InvitedRole): Promise<Result> {
  if (access.role !== "owner") return { ok: false, reason: "not-owner" };
  return db.transaction(async (tx) => {
    const member = await lockOtherMember(tx, access, userId);
    if (!member) return { ok: false, reason: userId === access.userId ? "is-owner" : "not-found" } as const;
    await tx.update(familyMembers).set({ role }).where(eq(familyMembers.userId, userId));
    await writeAudit(tx, {
      actorId: access.userId,
      action: "family.role",
      entityType: "family",
      entityId: access.familyId,
      before: { userId, role: member.role },
      after: { userId, role },
    });
    return { ok: true } as const;
  });
}

/**
 * Takes a member out of the family: the owner removes someone, or a member leaves (`userId` is their own). They keep
 * their account and, from their next page, own an empty family of their own. The owner cannot be removed.
 */
export async function removeMember(access: FamilyAccess, userId: string): Promise<Result> {
  const leaving = userId === access.userId;
  if (leaving && access.role === "owner") return { ok: false, reason: "is-owner" };
  if (!leaving && access.role !== "owner") return { ok: false, reason: "not-owner" };
  return db.transaction(async (tx) => {
    const member = await lockOtherMember(tx, access, userId);
    if (!member) return { ok: false, reason: "not-found" } as const;
    await tx.delete(familyMembers).where(eq(familyMembers.userId, userId));
    await writeAudit(tx, {
      actorId: access.userId,
      action: leaving ? "family.leave" : "family.remove",
      entityType: "family",
      entityId: access.familyId,
      before: { userId, role: member.role },
    });
    return { ok: true } as const;
  });
}

/**
 * The account whose records are `userId`'s family's: the owner's id for a member of someone else's family, else
 * `userId` itself. Staff pages that change a family's records (applications, invoices) use it, so that nothing is
 * filed under a member's own account. Reads only: it makes no family.
 */
export async function familyAccountOf(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ ownerId: families.ownerId })
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .where(eq(familyMembers.userId, userId));
  return row?.ownerId ?? userId;
}

/** Whose support threads `access` may read: their own, and for the owner every member's. */
export async function supportWritersFor(access: FamilyAccess) {
  return access.role === "owner" ? memberIdsOf(access.familyId) : [access.userId];
}

/** The user ids of a family's members. */
export async function memberIdsOf(familyId: string, tx: DbOrTx = db) {
  const rows = await tx
    .select({ userId: familyMembers.userId })
    .from(familyMembers)
    .where(eq(familyMembers.familyId, familyId));
  return rows.map((row) => row.userId);
}
