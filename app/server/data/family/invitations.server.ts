import crypto from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Language } from "~/lib/i18n/language";
import { isUuid } from "~/lib/ids";
import type { InvitationRefusal } from "~/lib/refusals/family";
import type { FamilyRole, InvitedRole } from "~/lib/statuses";
import { type DbOrTx, db, schema } from "../../db.server";
import { inLanguage } from "../../language.server";
import { enqueueMail } from "../../mail/outbox.server";
import { familyInvitationMail } from "../../mail/templates/family-invitation.server";
import { writeAudit } from "../audit.server";
import type { FamilyAccess } from "./access.server";

/** How long an invitation's link works (docs/product.md#families). */
export const INVITATION_DAYS = 7;

const { familyInvitations, familyMembers, families, users, children } = schema;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");
const newToken = () => crypto.randomBytes(32).toString("base64url");
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
const normalEmail = (email: string) => email.trim().toLowerCase();

type Result<T = object> = ({ ok: true } & T) | { ok: false; reason: InvitationRefusal };

/** The owner's name and language, which the invitation mail is written in. */
async function inviterOf(familyId: string, tx: DbOrTx) {
  const [row] = await tx
    .select({ name: sql<string>`coalesce(${schema.profiles.fullName}, ${users.name})`, language: users.language })
    .from(families)
    .innerJoin(users, eq(users.id, families.ownerId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, users.id))
    .where(eq(families.id, familyId));
  return row!;
}

async function mailInvitation(
  tx: DbOrTx,
  invitation: { familyId: string; email: string; role: InvitedRole; expiresAt: Date },
  token: string,
) {
  const inviter = await inviterOf(invitation.familyId, tx);
  const mail = inLanguage(inviter.language as Language, () =>
    familyInvitationMail({ inviterName: inviter.name, role: invitation.role, token, expiresAt: invitation.expiresAt }),
  );
  await enqueueMail(invitation.email, mail, tx);
}

/** The family's invitations still waiting for an answer (not accepted, not withdrawn; expired ones included). */
export function openInvitations(familyId: string, tx: DbOrTx = db) {
  return tx
    .select({
      id: familyInvitations.id,
      email: familyInvitations.email,
      role: familyInvitations.role,
      expiresAt: familyInvitations.expiresAt,
      createdAt: familyInvitations.createdAt,
    })
    .from(familyInvitations)
    .where(
      and(
        eq(familyInvitations.familyId, familyId),
        isNull(familyInvitations.acceptedAt),
        isNull(familyInvitations.withdrawnAt),
      ),
    )
    .orderBy(desc(familyInvitations.createdAt))
    .then((rows) => rows.map((row) => ({ ...row, role: row.role as InvitedRole })));
}

/**
 * Invites `email` to the owner's family with `role` and mails the link. One open invitation per address and family:
 * a second is refused (the first can be resent or withdrawn).
 */
export async function inviteMember(
  access: FamilyAccess,
  input: { email: string; role: InvitedRole },
  now: Date,
): Promise<Result<{ invitationId: string }>> {
  if (access.role !== "owner") return { ok: false, reason: "not-owner" };
  const email = normalEmail(input.email);
  return db.transaction(async (tx) => {
    // One invitation at a time per family: two posts of the same address cannot both pass the check below.
    await tx.select({ id: families.id }).from(families).where(eq(families.id, access.familyId)).for("update");
    const [self] = await tx.select({ email: users.email }).from(users).where(eq(users.id, access.userId));
    if (normalEmail(self!.email) === email) return { ok: false, reason: "own-email" } as const;
    const [member] = await tx
      .select({ userId: familyMembers.userId })
      .from(familyMembers)
      .innerJoin(users, eq(users.id, familyMembers.userId))
      .where(and(eq(familyMembers.familyId, access.familyId), eq(sql`lower(${users.email})`, email)));
    if (member) return { ok: false, reason: "already-member" } as const;
    const [open] = await tx
      .select({ id: familyInvitations.id })
      .from(familyInvitations)
      .where(
        and(
          eq(familyInvitations.familyId, access.familyId),
          eq(familyInvitations.email, email),
          isNull(familyInvitations.acceptedAt),
          isNull(familyInvitations.withdrawnAt),
          gt(familyInvitations.expiresAt, now),
        ),
      );
    if (open) return { ok: false, reason: "already-invited" } as const;
    const token = newToken();
    const invitation = { familyId: access.familyId, email, role: input.role, expiresAt: expiryFrom(now) };
    const [row] = await tx
      .insert(familyInvitations)
      .values({ ...invitation, tokenHash: hashToken(token), invitedBy: access.userId, createdAt: now })
      .returning({ id: familyInvitations.id });
    await mailInvitation(tx, invitation, token);
    await writeAudit(tx, {
      actorId: access.userId,
      action: "family.invite",
      entityType: "family",
      entityId: access.familyId,
      after: { email, role: input.role },
    });
    return { ok: true, invitationId: row!.id } as const;
  });
}

/** The open invitation `invitationId` of `familyId` (every family, for staff, when `familyId` is null), locked. */
async function lockOpenInvitation(tx: DbOrTx, invitationId: string, familyId: string | null) {
  if (!isUuid(invitationId)) return null;
  const [row] = await tx
    .select()
    .from(familyInvitations)
    .where(
      and(
        eq(familyInvitations.id, invitationId),
        familyId ? eq(familyInvitations.familyId, familyId) : undefined,
        isNull(familyInvitations.acceptedAt),
        isNull(familyInvitations.withdrawnAt),
      ),
    )
    .for("update");
  return row ?? null;
}

/**
 * Sends an open invitation again with a new link, valid for another 7 days; the old link stops working. The owner
 * resends their family's; staff (`familyId` null) any family's.
 */
export async function resendInvitation(
  actorId: string,
  familyId: string | null,
  invitationId: string,
  now: Date,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const invitation = await lockOpenInvitation(tx, invitationId, familyId);
    if (!invitation) return { ok: false, reason: "not-found" } as const;
    const token = newToken();
    const expiresAt = expiryFrom(now);
    await tx
      .update(familyInvitations)
      .set({ tokenHash: hashToken(token), expiresAt })
      .where(eq(familyInvitations.id, invitation.id));
    await mailInvitation(tx, { ...invitation, role: invitation.role as InvitedRole, expiresAt }, token);
    await writeAudit(tx, {
      actorId,
      action: "family.invitation_resent",
      entityType: "family",
      entityId: invitation.familyId,
      after: { email: invitation.email },
    });
    return { ok: true } as const;
  });
}

/** Withdraws an open invitation: its link stops working. The owner withdraws their family's; staff any family's. */
export async function withdrawInvitation(
  actorId: string,
  familyId: string | null,
  invitationId: string,
  now: Date,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const invitation = await lockOpenInvitation(tx, invitationId, familyId);
    if (!invitation) return { ok: false, reason: "not-found" } as const;
    await tx.update(familyInvitations).set({ withdrawnAt: now }).where(eq(familyInvitations.id, invitation.id));
    await writeAudit(tx, {
      actorId,
      action: "family.invitation_withdrawn",
      entityType: "family",
      entityId: invitation.familyId,
      before: { email: invitation.email },
    });
    return { ok: true } as const;
  });
}

function statusOf(row: typeof familyInvitations.$inferSelect, now: Date): "used" | "withdrawn" | "expired" | null {
  if (row.acceptedAt) return "used";
  if (row.withdrawnAt) return "withdrawn";
  if (row.expiresAt <= now) return "expired";
  return null;
}

/** What the join page shows for a link: who invites, as what, and whether it still works. */
export async function invitationForToken(token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(familyInvitations)
    .where(eq(familyInvitations.tokenHash, hashToken(token)));
  if (!row) return null;
  const inviter = await inviterOf(row.familyId, db);
  return {
    email: row.email,
    role: row.role as InvitedRole,
    expiresAt: row.expiresAt,
    inviterName: inviter.name,
    problem: statusOf(row, now),
  };
}

/**
 * 'Join Family': the signed-in person becomes a member with the invitation's role. The account's email must be the
 * one invited. A person belongs to one family: someone who is a member elsewhere must leave first, and an owner may
 * join only while their own family is empty (no children, no other members), which then goes.
 */
export async function acceptInvitation(
  user: { id: string; email: string },
  token: string,
  now: Date,
): Promise<Result<{ role: FamilyRole }>> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.tokenHash, hashToken(token)))
      .for("update");
    if (!invitation) return { ok: false, reason: "not-found" } as const;
    const problem = statusOf(invitation, now);
    if (problem) return { ok: false, reason: problem } as const;
    if (normalEmail(user.email) !== invitation.email) return { ok: false, reason: "other-email" } as const;

    const [current] = await tx
      .select({ familyId: familyMembers.familyId, role: familyMembers.role })
      .from(familyMembers)
      .where(eq(familyMembers.userId, user.id))
      .for("update");
    if (current && current.familyId !== invitation.familyId && current.role !== "owner")
      return { ok: false, reason: "in-another-family" } as const;
    if (current?.familyId === invitation.familyId) return { ok: false, reason: "already-member" } as const;
    // Children are counted whether or not the account's own family was made yet: one registered and sent straight
    // to this link has its first child but no family until its first dashboard page.
    const [kids] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(children)
      .where(eq(children.parentId, user.id));
    if (kids!.n > 0) return { ok: false, reason: "has-own-family" } as const;
    if (current) {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(familyMembers)
        .where(eq(familyMembers.familyId, current.familyId));
      if (others!.n > 1) return { ok: false, reason: "has-own-family" } as const;
      await tx.delete(families).where(eq(families.id, current.familyId));
    }
    await tx.insert(familyMembers).values({ userId: user.id, familyId: invitation.familyId, role: invitation.role });
    await tx
      .update(familyInvitations)
      .set({ acceptedBy: user.id, acceptedAt: now })
      .where(eq(familyInvitations.id, invitation.id));
    await writeAudit(tx, {
      actorId: user.id,
      action: "family.join",
      entityType: "family",
      entityId: invitation.familyId,
      after: { email: invitation.email, role: invitation.role },
    });
    return { ok: true, role: invitation.role as FamilyRole } as const;
  });
}
