import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { listAudit, listAuditActors } from "./audit.server";
import { listUsers, setUserRole } from "./roles.server";

describe.each(databaseKinds())("roles and audit log on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("makes a user staff and a parent again, audited; an admin cannot change their own role", async () => {
    const admin = await makeUser(t.db, { role: "admin", name: "Head" });
    const user = await makeUser(t.db, { name: "Helper" });
    expect(await setUserRole(admin.id, user.id, "staff")).toBe("changed");
    expect(await setUserRole(admin.id, user.id, "staff")).toBe("unchanged");
    expect(await setUserRole(admin.id, user.id, "parent")).toBe("changed");
    expect(await setUserRole(admin.id, admin.id, "parent")).toBe("self");
    expect(await setUserRole(admin.id, "no-such-user", "staff")).toBe("missing");
    const [row] = await t.db
      .select({ role: schema.users.role })
      .from(schema.users)
      .where(eq(schema.users.id, admin.id));
    expect(row?.role).toBe("admin");

    const { entries } = await listAudit({ actorId: admin.id, entityType: "user" });
    expect(
      entries.map((e) => [e.action, (e.before as { role: string }).role, (e.after as { role: string }).role]),
    ).toEqual([
      ["role.change", "staff", "parent"],
      ["role.change", "parent", "staff"],
    ]);
    expect(entries[0]?.actor).toMatchObject({ id: admin.id, name: "Head" });
    expect((await listAuditActors()).map((a) => a.id)).toContain(admin.id);
    expect((await listAudit({ entityType: "payment", actorId: admin.id })).entries).toEqual([]);
  });

  it("lists users by role and search", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const staff = await makeUser(t.db, { role: "staff", name: `Staff ${tag}` });
    await makeUser(t.db, { name: `Parent ${tag}` });
    expect((await listUsers({ q: tag, role: "staff" })).users.map((u) => u.id)).toEqual([staff.id]);
    expect((await listUsers({ q: tag })).users.map((u) => u.name)).toEqual([`Staff ${tag}`, `Parent ${tag}`]);
  });
});
