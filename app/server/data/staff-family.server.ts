import { eq, sql } from "drizzle-orm";
import type { FamilyRole } from "~/lib/statuses";
import { db, schema } from "../db.server";
import { openInvitations, resendInvitation, withdrawInvitation } from "./family/invitations.server";
import { familyMembersOf, familyOfAccount } from "./family/members.server";

/**
 * Staff → a parent's page: the family the account names. A family is named by its owner, so the page of an owner
 * lists its members and open invitations; the page of a member of someone else's family says whose family that is.
 */
export type StaffFamily =
  | {
      kind: "owner";
      members: Awaited<ReturnType<typeof familyMembersOf>>;
      invitations: Awaited<ReturnType<typeof openInvitations>>;
    }
  | { kind: "member"; role: FamilyRole; owner: { id: string; name: string } };

export async function staffFamilyOf(accountId: string): Promise<StaffFamily> {
  const familyId = await familyOfAccount(accountId);
  if (familyId) {
    const [members, invitations] = await Promise.all([familyMembersOf(familyId), openInvitations(familyId)]);
    return { kind: "owner", members, invitations };
  }
  const [membership] = await db
    .select({
      role: schema.familyMembers.role,
      ownerId: schema.families.ownerId,
      ownerName: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
    })
    .from(schema.familyMembers)
    .innerJoin(schema.families, eq(schema.families.id, schema.familyMembers.familyId))
    .innerJoin(schema.users, eq(schema.users.id, schema.families.ownerId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.families.ownerId))
    .where(eq(schema.familyMembers.userId, accountId));
  if (membership) {
    return {
      kind: "member",
      role: membership.role as FamilyRole,
      owner: { id: membership.ownerId, name: membership.ownerName },
    };
  }
  // An account made before families that has not signed in since: it owns a family of one, not yet written down.
  return { kind: "owner", members: [], invitations: [] };
}

/**
 * Staff resend or withdraw an open invitation of the family `accountId` owns, audited under the staff member. The
 * invitation's address when done; null when that family has no such open invitation.
 */
export async function changeInvitationAsStaff(
  actorId: string,
  accountId: string,
  invitationId: string,
  change: "resend" | "withdraw",
  now: Date,
) {
  const familyId = await familyOfAccount(accountId);
  if (!familyId) return null;
  const invitation = (await openInvitations(familyId)).find((row) => row.id === invitationId);
  if (!invitation) return null;
  const act = change === "resend" ? resendInvitation : withdrawInvitation;
  const done = await act(actorId, familyId, invitation.id, now);
  return done.ok ? invitation.email : null;
}
