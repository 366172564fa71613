import fs from "node:fs";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../../tests/support/test-database";
import { makeUser } from "../../../../tests/support/test-users";
import { schema } from "../../db.server";
import { familyAccessOf } from "./access.server";
import {
  acceptInvitation,
  INVITATION_DAYS,
  invitationForToken,
  inviteMember,
  openInvitations,
  resendInvitation,
  withdrawInvitation,
} from "./invitations.server";
import { changeMemberRole, familyMembersOf, removeMember } from "./members.server";

const T0 = new Date("2030-03-01T06:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(T0.getTime() + days * DAY);

describe.each(databaseKinds())("families on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** An owner with a child, and the access their pages get. */
  async function owner(name = "Rumana Akter") {
    const user = await makeUser(t.db, { name, children: ["Ayaan"] });
    return { user, access: await familyAccessOf(user.id) };
  }

  /** The link of the last invitation mailed to `email`, and its token. */
  async function mailedLink(email: string) {
    const mails = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, email))
      .orderBy(sql`${schema.mailOutbox.createdAt} desc`);
    const mail = mails[0];
    if (!mail) throw new Error(`no mail to ${email}`);
    const link = /https?:\/\/\S+\/family\/join\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!link) throw new Error("no link in the invitation");
    return { mail, count: mails.length, link: link[0], token: link[1]! };
  }

  async function invited(role: "full" | "view-pay" = "view-pay") {
    const family = await owner();
    const guest = await makeUser(t.db, { name: "Karim Hossain" });
    const sent = await inviteMember(family.access, { email: guest.email.toUpperCase(), role }, T0);
    expect(sent.ok).toBe(true);
    return { ...family, guest, ...(await mailedLink(guest.email)) };
  }

  it("invites by mail: the outbox holds the link to /family/join, valid for 7 days", async () => {
    const { guest, mail, link, token, access } = await invited();
    expect(mail.kind).toBe("family-invitation");
    expect(mail.subject).toContain("Rumana Akter");
    expect(mail.html).toContain(link);
    expect(await openInvitations(access.familyId)).toMatchObject([
      { email: guest.email, role: "view-pay", expiresAt: later(INVITATION_DAYS) },
    ]);
    expect(await invitationForToken(token, later(1))).toMatchObject({
      email: guest.email,
      role: "view-pay",
      inviterName: "Rumana Akter",
      problem: null,
    });
    expect(await invitationForToken("not-a-token-but-long-enough-xyz", T0)).toBeNull();
  });

  it("refuses inviting oneself, a member, or an address already invited", async () => {
    const { access, user, guest, token } = await invited();
    expect(await inviteMember(access, { email: user.email, role: "full" }, T0)).toEqual({
      ok: false,
      reason: "own-email",
    });
    expect(await inviteMember(access, { email: guest.email, role: "full" }, T0)).toEqual({
      ok: false,
      reason: "already-invited",
    });
    await acceptInvitation(guest, token, later(1));
    expect(await inviteMember(access, { email: guest.email, role: "full" }, later(1))).toEqual({
      ok: false,
      reason: "already-member",
    });
    const member = await familyAccessOf(guest.id);
    expect(await inviteMember(member, { email: "someone@test.example", role: "full" }, T0)).toEqual({
      ok: false,
      reason: "not-owner",
    });
  });

  it("a link expires after 7 days", async () => {
    const { guest, token } = await invited();
    const expiry = later(INVITATION_DAYS);
    expect((await invitationForToken(token, expiry))?.problem).toBe("expired");
    expect(await acceptInvitation(guest, token, expiry)).toEqual({ ok: false, reason: "expired" });
    expect(await acceptInvitation(guest, token, new Date(expiry.getTime() - 1000))).toMatchObject({ ok: true });
  });

  it("accepts once: the guest joins with the role, and the same link is refused after", async () => {
    const { guest, token, access } = await invited("view-pay");
    expect(await acceptInvitation(guest, token, later(1))).toEqual({ ok: true, role: "view-pay" });
    expect(await familyAccessOf(guest.id)).toMatchObject({
      familyId: access.familyId,
      accountId: access.accountId,
      role: "view-pay",
    });
    expect(await openInvitations(access.familyId)).toEqual([]);
    expect((await invitationForToken(token, later(2)))?.problem).toBe("used");
    expect(await acceptInvitation(guest, token, later(2))).toEqual({ ok: false, reason: "used" });
  });

  it("a resent invitation replaces the old link with a new one, for another 7 days", async () => {
    const { guest, token: first, access } = await invited();
    const [open] = await openInvitations(access.familyId);
    expect(await resendInvitation(access.userId, access.familyId, open!.id, later(3))).toEqual({ ok: true });
    const { token: second, count } = await mailedLink(guest.email);
    expect(count).toBe(2);
    expect(second).not.toBe(first);
    expect(await invitationForToken(first, later(3))).toBeNull();
    expect(await acceptInvitation(guest, first, later(3))).toEqual({ ok: false, reason: "not-found" });
    expect((await openInvitations(access.familyId))[0]!.expiresAt).toEqual(later(3 + INVITATION_DAYS));
    expect(await acceptInvitation(guest, second, later(9))).toMatchObject({ ok: true });
  });

  it("a withdrawn link is refused, and another family cannot resend or withdraw it", async () => {
    const { guest, token, access } = await invited();
    const [open] = await openInvitations(access.familyId);
    const stranger = await owner("Other Owner");
    expect(await withdrawInvitation(stranger.user.id, stranger.access.familyId, open!.id, T0)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await resendInvitation(stranger.user.id, stranger.access.familyId, open!.id, T0)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await withdrawInvitation(access.userId, access.familyId, open!.id, later(1))).toEqual({ ok: true });
    expect(await openInvitations(access.familyId)).toEqual([]);
    expect((await invitationForToken(token, later(1)))?.problem).toBe("withdrawn");
    expect(await acceptInvitation(guest, token, later(1))).toEqual({ ok: false, reason: "withdrawn" });
  });

  it("refuses an account with another email address", async () => {
    const { token } = await invited();
    const other = await makeUser(t.db, { name: "Someone Else" });
    expect(await acceptInvitation(other, token, later(1))).toEqual({ ok: false, reason: "other-email" });
  });

  it("refuses someone who is a member of another family", async () => {
    const { guest, token } = await invited();
    const other = await owner("Nasrin Sultana");
    await inviteMember(other.access, { email: guest.email, role: "full" }, T0);
    const { token: otherToken } = await mailedLink(guest.email);
    expect(await acceptInvitation(guest, otherToken, later(1))).toMatchObject({ ok: true });
    expect(await acceptInvitation(guest, token, later(1))).toEqual({ ok: false, reason: "in-another-family" });
  });

  it("refuses an owner whose family has children; an empty family of their own goes when they join", async () => {
    const family = await owner();
    const parent = await makeUser(t.db, { name: "Has Children", children: ["Rafi"] });
    await familyAccessOf(parent.id);
    await inviteMember(family.access, { email: parent.email, role: "full" }, T0);
    const { token: refusedToken } = await mailedLink(parent.email);
    expect(await acceptInvitation(parent, refusedToken, later(1))).toEqual({ ok: false, reason: "has-own-family" });

    const empty = await makeUser(t.db, { name: "No Children" });
    const own = await familyAccessOf(empty.id);
    expect(own).toMatchObject({ role: "owner", accountId: empty.id });
    await inviteMember(family.access, { email: empty.email, role: "full" }, T0);
    const { token } = await mailedLink(empty.email);
    expect(await acceptInvitation(empty, token, later(1))).toEqual({ ok: true, role: "full" });
    const gone = await t.db.select().from(schema.families).where(eq(schema.families.id, own.familyId));
    expect(gone).toEqual([]);
    expect(await familyAccessOf(empty.id)).toMatchObject({ familyId: family.access.familyId, role: "full" });
  });

  it("refuses a new account with a child from registration even before its own family was made", async () => {
    const family = await owner();
    const registered = await makeUser(t.db, { name: "Just Registered", children: ["Ishaan"] });
    await inviteMember(family.access, { email: registered.email, role: "full" }, T0);
    const { token } = await mailedLink(registered.email);
    expect(await acceptInvitation(registered, token, later(1))).toEqual({ ok: false, reason: "has-own-family" });
    expect((await familyMembersOf(family.access.familyId)).map((m) => m.role)).toEqual(["owner"]);
  });

  it("the owner changes a member's role and removes them; nobody else can, and the owner stays", async () => {
    const { guest, token, access, user } = await invited("view-pay");
    await acceptInvitation(guest, token, later(1));
    const member = await familyAccessOf(guest.id);

    expect(await changeMemberRole(member, user.id, "full")).toEqual({ ok: false, reason: "not-owner" });
    expect(await removeMember(member, user.id)).toEqual({ ok: false, reason: "not-owner" });
    expect(await changeMemberRole(access, user.id, "full")).toEqual({ ok: false, reason: "is-owner" });
    expect(await removeMember(access, user.id)).toEqual({ ok: false, reason: "is-owner" });
    const stranger = await makeUser(t.db, { name: "Not Here" });
    expect(await removeMember(access, stranger.id)).toEqual({ ok: false, reason: "not-found" });

    expect(await changeMemberRole(access, guest.id, "full")).toEqual({ ok: true });
    expect((await familyMembersOf(access.familyId)).map((m) => [m.name, m.role])).toEqual([
      ["Rumana Akter", "owner"],
      ["Karim Hossain", "full"],
    ]);
    expect(await removeMember(access, guest.id)).toEqual({ ok: true });
    expect((await familyMembersOf(access.familyId)).map((m) => m.role)).toEqual(["owner"]);
    // From their next page on, the removed member owns an empty family of their own.
    expect(await familyAccessOf(guest.id)).toMatchObject({ role: "owner", accountId: guest.id });
    const audit = await t.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, "family"), eq(schema.auditLog.entityId, access.familyId)));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["family.invite", "family.join", "family.role", "family.remove"]),
    );
  });

  it("a member leaves; an owner cannot leave their own family", async () => {
    const { guest, token, access } = await invited("full");
    await acceptInvitation(guest, token, later(1));
    const member = await familyAccessOf(guest.id);
    expect(await removeMember(member, guest.id)).toEqual({ ok: true });
    expect((await familyMembersOf(access.familyId)).map((m) => m.role)).toEqual(["owner"]);
    expect(await removeMember(access, access.userId)).toEqual({ ok: false, reason: "is-owner" });
  });

  it.runIf(kind === "postgres")(
    "four 'Send Invitation' posts of one address at once: one invitation, one mail",
    async () => {
      const family = await owner();
      const email = "nani@test.example";
      const results = await Promise.all(
        Array.from({ length: 4 }, () => inviteMember(family.access, { email, role: "view-pay" }, T0)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual(Array(3).fill({ ok: false, reason: "already-invited" }));
      expect(await openInvitations(family.access.familyId)).toHaveLength(1);
      expect((await mailedLink(email)).count).toBe(1);
    },
  );

  it.runIf(kind === "postgres")("two Join Family posts of the same link at once: exactly one joins", async () => {
    const { guest, token, access } = await invited();
    const results = await Promise.all([
      acceptInvitation(guest, token, later(1)),
      acceptInvitation(guest, token, later(1)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: "used" });
    expect((await familyMembersOf(access.familyId)).map((m) => m.role)).toEqual(["owner", "view-pay"]);
  });
});

describe.each(databaseKinds())("the 0018 migration on %s", (kind) => {
  const t = useTestDatabase(kind);
  const statements = () =>
    fs
      .readFileSync("db/migrations/0018_families.sql", "utf8")
      .split("--> statement-breakpoint")
      .filter((statement) => statement.includes("INSERT INTO"));

  beforeAll(() => {
    expect(statements()).toHaveLength(2);
  });

  it("gives every parent a family of their own with an owner membership, and keeps every row", async () => {
    const first = await makeUser(t.db, { name: "First Parent", children: ["Ayaan", "Inaya"] });
    const second = await makeUser(t.db, { name: "Second Parent" });
    const staff = await makeUser(t.db, { name: "Staff Member", role: "staff" });
    const ids = [first.id, second.id, staff.id];
    const tables = async () => ({
      users: await t.db.select().from(schema.users).where(inArray(schema.users.id, ids)),
      profiles: await t.db.select().from(schema.profiles).where(inArray(schema.profiles.id, ids)),
      children: await t.db.select().from(schema.children).where(inArray(schema.children.parentId, ids)),
    });
    const before = await tables();
    // The migration ran when the test database was made, before these accounts existed: run its data part again.
    for (const statement of statements()) await t.db.execute(sql.raw(statement));

    expect(await tables()).toEqual(before);
    const members = await t.db
      .select({
        userId: schema.familyMembers.userId,
        role: schema.familyMembers.role,
        ownerId: schema.families.ownerId,
      })
      .from(schema.familyMembers)
      .innerJoin(schema.families, eq(schema.families.id, schema.familyMembers.familyId))
      .where(inArray(schema.familyMembers.userId, ids));
    expect(members).toEqual(
      expect.arrayContaining([
        { userId: first.id, role: "owner", ownerId: first.id },
        { userId: second.id, role: "owner", ownerId: second.id },
      ]),
    );
    expect(members).toHaveLength(2);
    expect(await familyAccessOf(first.id)).toMatchObject({ role: "owner", accountId: first.id });
  });
});
