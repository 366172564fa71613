import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { invitedRoles } from "~/lib/statuses";
import { db, schema } from "~/server/db.server";

const DAY = 24 * 60 * 60 * 1000;

const familyForm = z.object({
  ownerId: z.string().min(1),
  /** JSON: [{ userId, role }] */
  members: z.string().default("[]"),
  /** JSON: [{ email, role, expiresInDays }], a negative number of days for an expired one. */
  invitations: z.string().default("[]"),
});
const members = z.array(z.object({ userId: z.string().min(1), role: z.enum(invitedRoles) }));
const invitations = z.array(
  z.object({ email: z.email(), role: z.enum(invitedRoles), expiresInDays: z.number().int().default(7) }),
);

/**
 * POST /__test/families: the owner's family with these members (taken out of any family they were in) and open
 * invitations, written straight to the database -> { familyId, invitationIds }.
 */
export async function createFamily(form: FormData) {
  const parsed = familyForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const joining = members.parse(JSON.parse(parsed.data.members));
  const invited = invitations.parse(JSON.parse(parsed.data.invitations));
  const { ownerId } = parsed.data;
  const now = Date.now();
  const result = await db.transaction(async (tx) => {
    await tx.insert(schema.families).values({ ownerId }).onConflictDoNothing();
    const [family] = await tx.select().from(schema.families).where(eq(schema.families.ownerId, ownerId));
    const familyId = family!.id;
    await tx.insert(schema.familyMembers).values({ userId: ownerId, familyId, role: "owner" }).onConflictDoNothing();
    for (const member of joining) {
      await tx
        .insert(schema.familyMembers)
        .values({ userId: member.userId, familyId, role: member.role })
        .onConflictDoUpdate({ target: schema.familyMembers.userId, set: { familyId, role: member.role } });
    }
    const invitationIds: string[] = [];
    for (const [i, invitation] of invited.entries()) {
      const [row] = await tx
        .insert(schema.familyInvitations)
        .values({
          familyId,
          email: invitation.email.toLowerCase(),
          role: invitation.role,
          tokenHash: crypto.randomBytes(32).toString("base64url"),
          invitedBy: ownerId,
          expiresAt: new Date(now + invitation.expiresInDays * DAY),
          // One millisecond apart, so that the newest-first order is the order given, reversed.
          createdAt: new Date(now + i),
        })
        .returning({ id: schema.familyInvitations.id });
      invitationIds.push(row!.id);
    }
    return { familyId, invitationIds };
  });
  return data(result, { status: 201 });
}
