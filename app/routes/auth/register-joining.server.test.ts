import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { familyAccessOf } from "~/server/data/family/access.server";
import { inviteMember } from "~/server/data/family/invitations.server";
import { schema } from "~/server/db.server";
import {
  callRoute,
  formOf,
  type RouteHandler,
  setUpTemporaryDataDir,
  statusOf,
} from "../../../tests/support/route-call";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { action as register } from "./register";

await setUpTemporaryDataDir("register-joining-it-");

describe.each(databaseKinds())("registering from a family's invitation, on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** The invitation link's path for `email`, its token read from the mail the outbox holds. */
  async function invitationPath(email: string) {
    const owner = await makeUser(t.db, { name: "Nasrin Owner", children: ["Mitu"] });
    const invited = await inviteMember(await familyAccessOf(owner.id), { email, role: "view-pay" }, new Date());
    expect(invited.ok).toBe(true);
    const [mail] = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
    return /\/family\/join\/[A-Za-z0-9_-]+/.exec(mail!.text)![0];
  }

  const registration = (email: string, redirectTo: string) => ({
    fullName: "Karim Guardian",
    phone: "+880 1711-765432",
    email,
    password: "kite-and-river-1",
    confirmPassword: "kite-and-river-1",
    terms: "on",
    redirectTo,
  });
  const post = (fields: Record<string, string>) =>
    callRoute("", "/register", register as RouteHandler, {}, formOf(fields), {
      clientIp: `10.2.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
    });

  it("asks no child when the form comes from an open invitation, and makes none", async () => {
    const email = `guardian-${crypto.randomUUID().slice(0, 8)}@test.example`;
    const answer = await post(registration(email, await invitationPath(email)));
    expect(statusOf(answer)).toBe(303);
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(await t.db.select().from(schema.children).where(eq(schema.children.parentId, user!.id))).toEqual([]);
  });

  it("a made-up or spent join link does not let a registration skip the child", async () => {
    const email = `guardian-${crypto.randomUUID().slice(0, 8)}@test.example`;
    for (const redirectTo of ["/family/join/not-a-real-invitation-token-at-all", "/dashboard"]) {
      const answer = await post(registration(email, redirectTo));
      expect(statusOf(answer)).toBe(400);
    }
    expect(await t.db.select().from(schema.users).where(eq(schema.users.email, email))).toEqual([]);
  });
});
