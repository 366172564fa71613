import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { familyAccessOf } from "~/server/data/family/access.server";
import { openInvitations } from "~/server/data/family/invitations.server";
import { familyMembersOf } from "~/server/data/family/members.server";
import { schema } from "~/server/db.server";
import {
  callRoute,
  formOf,
  type RouteHandler,
  setUpTemporaryDataDir,
  signedInUser,
  statusOf,
  toastOf,
} from "../../../tests/support/route-call";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { action as joinAction } from "../auth/family-join";
import { action as familyAction } from "./family";

await setUpTemporaryDataDir("family-actions-it-");

const FAMILY = "/dashboard/profile/family";

/** Posts `fields` to a route's action as the person with `cookie`, from an address of its own (for the rate limits). */
const post = (cookie: string, pathname: string, handler: RouteHandler, fields: Record<string, string>, params = {}) =>
  callRoute(cookie, pathname, handler, params, formOf(fields), {
    clientIp: `10.1.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
  });

const dataOf = (answer: unknown) => (answer as { data: Record<string, unknown> }).data;

/** Where a redirect goes, and the toast it carries. */
async function redirected(answer: unknown) {
  const toast = await toastOf(answer);
  return {
    location: (answer as Response).headers.get("Location"),
    title: toast?.title,
    description: toast?.description,
  };
}

describe.each(databaseKinds())("the Family page's and the join page's actions on %s", (kind) => {
  const t = useTestDatabase(kind);

  const signedIn = (name: string) => signedInUser(t.db, name);

  /** The token of the last invitation mailed to `email`. */
  async function mailedToken(email: string) {
    const mails = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
    return /\/family\/join\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)![1]!;
  }

  it("the owner invites: a bad address or their own is shown on the field; a good one is mailed", async () => {
    const owner = await signedIn("Rumana Owner");
    const refused = await post(owner.cookie, FAMILY, familyAction, { intent: "invite", email: "nope", role: "full" });
    expect(statusOf(refused)).toBe(400);
    expect(dataOf(refused).lastResult).toMatchObject({ error: { email: ["Email address is invalid."] } });
    const own = await post(owner.cookie, FAMILY, familyAction, { intent: "invite", email: owner.email, role: "full" });
    expect(statusOf(own)).toBe(409);
    expect(dataOf(own).lastResult).toMatchObject({
      error: { email: ["That is your own email address: invite someone else's."] },
    });
    const noRole = await post(owner.cookie, FAMILY, familyAction, { intent: "invite", email: "a@test.example" });
    expect(dataOf(noRole).lastResult).toMatchObject({ error: { role: ["Choose a role."] } });

    const sent = await post(owner.cookie, FAMILY, familyAction, {
      intent: "invite",
      email: "Karim@Test.Example",
      role: "view-pay",
    });
    expect(await redirected(sent)).toEqual({
      location: FAMILY,
      title: "Invitation sent",
      description: "karim@test.example has 7 days to accept it.",
    });
    const { familyId } = await familyAccessOf(owner.id);
    const [invitation] = await openInvitations(familyId);
    expect(invitation).toMatchObject({ email: "karim@test.example", role: "view-pay" });
    const withdrawn = await post(owner.cookie, FAMILY, familyAction, {
      intent: "withdraw",
      invitationId: invitation!.id,
    });
    expect(await redirected(withdrawn)).toMatchObject({ location: FAMILY, title: "Invitation withdrawn" });
  });

  it("a member is refused the owner's forms with a toast naming their role, joins by the link and can leave", async () => {
    const owner = await signedIn("Rumana Owner");
    const member = await signedIn("Karim Member");
    await post(owner.cookie, FAMILY, familyAction, { intent: "invite", email: member.email, role: "full" });
    const token = await mailedToken(member.email);

    const stranger = await signedIn("Someone Else");
    const wrong = await post(stranger.cookie, `/family/join/${token}`, joinAction, {}, { token });
    expect(statusOf(wrong)).toBe(409);
    expect(dataOf(wrong).problem).toBe("other-email");
    const joined = await post(member.cookie, `/family/join/${token}`, joinAction, {}, { token });
    expect(await redirected(joined)).toEqual({
      location: "/dashboard",
      title: "You joined the family",
      description: "You now see Rumana Owner's family as Full access.",
    });
    const used = await post(member.cookie, `/family/join/${token}`, joinAction, {}, { token });
    expect(dataOf(used).problem).toBe("used");
    const unknown = await post(member.cookie, "/family/join/x", joinAction, {}, { token: "x".repeat(40) });
    expect(statusOf(unknown)).toBe(404);

    const ownersForms: Record<string, string>[] = [
      { intent: "invite", email: "someone@test.example", role: "full" },
      { intent: "role", userId: owner.id, role: "view-pay" },
      { intent: "remove", userId: owner.id },
    ];
    for (const fields of ownersForms) {
      expect(await redirected(await post(member.cookie, FAMILY, familyAction, fields))).toEqual({
        location: FAMILY,
        title: "Not available to your role",
        description:
          "Your role in this family is Full access. Ask the family's owner to do this, or to change your role.",
      });
    }
    const { familyId } = await familyAccessOf(owner.id);
    expect(await openInvitations(familyId)).toEqual([]);

    const ownerLeaving = await post(owner.cookie, FAMILY, familyAction, { intent: "leave" });
    expect(await redirected(ownerLeaving)).toMatchObject({
      location: FAMILY,
      description: "The family's owner cannot leave, be removed, or change role.",
    });
    const left = await post(member.cookie, FAMILY, familyAction, { intent: "leave" });
    expect(await redirected(left)).toMatchObject({ location: "/dashboard", title: "You left the family" });
    expect((await familyMembersOf(familyId)).map((m) => m.userId)).toEqual([owner.id]);
  });

  it("the owner's role change and removal of someone not in the family change nothing and say so", async () => {
    const owner = await signedIn("Rumana Owner");
    const other = await signedIn("Other Family");
    await familyAccessOf(other.id);
    const changes: Record<string, string>[] = [
      { intent: "role", userId: other.id, role: "full" },
      { intent: "remove", userId: other.id },
    ];
    for (const fields of changes) {
      expect(await redirected(await post(owner.cookie, FAMILY, familyAction, fields))).toEqual({
        location: FAMILY,
        title: "Nothing was changed",
        description: "That invitation or member is no longer there. The page now shows the family as it is.",
      });
    }
    expect(await familyAccessOf(other.id)).toMatchObject({ role: "owner", accountId: other.id });
  });
});
