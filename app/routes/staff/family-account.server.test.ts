import { describe, expect, it } from "vitest";
import { familyAccessOf } from "~/server/data/family/access.server";
import { schema } from "~/server/db.server";
import { callRoute, type RouteHandler, setUpTemporaryDataDir, signedInUser } from "../../../tests/support/route-call";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { loader as applyLoader } from "./parent-apply";
import { loader as invoicesLoader } from "./parent-invoices";

await setUpTemporaryDataDir("staff-family-account-it-");

describe.each(databaseKinds())("staff's family pages file everything under the family's owner, on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("a member's Apply and Invoices pages send staff to the owner's", async () => {
    const staff = await signedInUser(t.db, "Office Staff", "staff");
    const owner = await signedInUser(t.db, "Nasrin Owner");
    const member = await signedInUser(t.db, "Karim Member");
    const { familyId } = await familyAccessOf(owner.id);
    await t.db.insert(schema.familyMembers).values({ userId: member.id, familyId, role: "full" });

    for (const [page, loader] of [
      ["apply", applyLoader],
      ["invoices", invoicesLoader],
    ] as const) {
      const answer = (await callRoute(staff.cookie, `/staff/parents/${member.id}/${page}`, loader as RouteHandler, {
        parentId: member.id,
      })) as Response;
      expect(answer.headers.get("Location")).toBe(`/staff/parents/${owner.id}/${page}`);
      const own = await callRoute(staff.cookie, `/staff/parents/${owner.id}/${page}`, loader as RouteHandler, {
        parentId: owner.id,
      });
      expect(own).not.toBeInstanceOf(Response);
    }
  });
});
