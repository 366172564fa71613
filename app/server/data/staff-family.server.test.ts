import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { familyAccessOf } from "./family/access.server";
import { inviteMember } from "./family/invitations.server";
import { changeInvitationAsStaff, staffFamilyOf } from "./staff-family.server";

const T0 = new Date("2030-03-01T06:00:00Z");
const DAY = 86_400_000;

describe.each(databaseKinds())("staff read and change a family on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** An owner with a 'View and pay' member (inserted directly, joined a day later) and two open invitations. */
  async function family() {
    const owner = await makeUser(t.db, { name: "Rumana", children: ["Tuhin"] });
    const member = await makeUser(t.db, { name: "Karim" });
    const access = await familyAccessOf(owner.id);
    await t.db.insert(schema.familyMembers).values({
      userId: member.id,
      familyId: access.familyId,
      role: "view-pay",
      createdAt: new Date(T0.getTime() + DAY),
    });
    const invited = `aunt-${crypto.randomUUID().slice(0, 6)}@test.example`;
    const first = await inviteMember(access, { email: invited, role: "full" }, T0);
    const later = `uncle-${crypto.randomUUID().slice(0, 6)}@test.example`;
    const second = await inviteMember(access, { email: later, role: "view-pay" }, new Date(T0.getTime() + DAY));
    if (!first.ok || !second.ok) throw new Error("not invited");
    return { owner, member, access, invited, later, invitationIds: [first.invitationId, second.invitationId] };
  }

  it("an owner's page lists the members, owner first, and the open invitations, newest first", async () => {
    const { owner, member, invited, later } = await family();
    const found = await staffFamilyOf(owner.id);
    if (found.kind !== "owner") throw new Error("expected the owner's family");
    expect(found.members.map(({ name, email, role }) => ({ name, email, role }))).toEqual([
      { name: "Rumana", email: owner.email, role: "owner" },
      { name: "Karim", email: member.email, role: "view-pay" },
    ]);
    expect(found.members[1]!.joinedAt).toEqual(new Date(T0.getTime() + DAY));
    expect(found.invitations.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: later, role: "view-pay" },
      { email: invited, role: "full" },
    ]);
    expect(found.invitations[1]!.expiresAt).toEqual(new Date(T0.getTime() + 7 * DAY));
  });

  it("a member's page names the family they belong to; an account of one is a family of one", async () => {
    const { owner, member } = await family();
    expect(await staffFamilyOf(member.id)).toEqual({
      kind: "member",
      role: "view-pay",
      owner: { id: owner.id, name: "Rumana" },
    });
    const alone = await makeUser(t.db, { name: "Selina" });
    expect(await staffFamilyOf(alone.id)).toEqual({ kind: "owner", members: [], invitations: [] });
    await familyAccessOf(alone.id);
    const own = await staffFamilyOf(alone.id);
    expect(own.kind === "owner" && own.members.map((m) => m.role)).toEqual(["owner"]);
    expect(own.kind === "owner" && own.invitations).toEqual([]);
  });

  it("staff resend with a new link and withdraw an invitation, audited; another family's invitation is refused", async () => {
    const { owner, access, invited, later, invitationIds } = await family();
    const [first, second] = invitationIds;
    const staff = await makeUser(t.db, { role: "staff" });
    const now = new Date(T0.getTime() + 10 * DAY);
    const [before] = await t.db.select().from(schema.familyInvitations).where(eq(schema.familyInvitations.id, first!));

    expect(await changeInvitationAsStaff(staff.id, owner.id, first!, "resend", now)).toBe(invited);
    const [resent] = await t.db.select().from(schema.familyInvitations).where(eq(schema.familyInvitations.id, first!));
    expect(resent!.expiresAt).toEqual(new Date(now.getTime() + 7 * DAY));
    expect(resent!.tokenHash).not.toBe(before!.tokenHash);
    const mails = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.to, invited), eq(schema.mailOutbox.kind, "family-invitation")));
    expect(mails).toHaveLength(2);

    expect(await changeInvitationAsStaff(staff.id, owner.id, second!, "withdraw", now)).toBe(later);
    const open = await staffFamilyOf(owner.id);
    expect(open.kind === "owner" && open.invitations.map((row) => row.email)).toEqual([invited]);
    // Withdrawn already, not a UUID, or another family's: nothing changes.
    expect(await changeInvitationAsStaff(staff.id, owner.id, second!, "resend", now)).toBeNull();
    expect(await changeInvitationAsStaff(staff.id, owner.id, "not-an-id", "withdraw", now)).toBeNull();
    const other = await makeUser(t.db, { name: "Other" });
    expect(await changeInvitationAsStaff(staff.id, other.id, first!, "withdraw", now)).toBeNull();

    const audit = await t.db
      .select({ actorId: schema.auditLog.actorId, action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, access.familyId));
    expect(audit.filter((row) => row.actorId === staff.id).map((row) => row.action)).toEqual([
      "family.invitation_resent",
      "family.invitation_withdrawn",
    ]);
  });
});
