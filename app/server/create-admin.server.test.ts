import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../tests/support/test-database";
import { createAdmin } from "./create-admin.server";
import { insertUserWithPassword } from "./data/users.server";
import { schema } from "./db.server";
import { verifyPassword } from "./password.server";

describe.each(databaseKinds())("create-admin on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("creates a verified admin with a profile", async () => {
    expect(
      await createAdmin(["--email", "Boss@Example.com", "--password", "sturdy-pass-1", "--name", "Head Teacher"]),
    ).toBe("Created admin boss@example.com.");
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.email, "boss@example.com"));
    expect(user).toMatchObject({ role: "admin", emailVerified: true, name: "Head Teacher" });
    const [audit] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, user!.id));
    expect(audit?.action).toBe("user.create");
  });

  it("promotes an existing user and sets the new password", async () => {
    const id = await insertUserWithPassword(t.db, {
      email: "staffer@example.com",
      password: "old-password",
      name: "S",
    });
    expect(await createAdmin(["--email", "staffer@example.com", "--password", "new-password-2"])).toBe(
      "Promoted staffer@example.com to admin.",
    );
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.id, id));
    expect(user).toMatchObject({ role: "admin", emailVerified: true });
    const [account] = await t.db.select().from(schema.accounts).where(eq(schema.accounts.userId, id));
    expect(await verifyPassword({ hash: account!.password!, password: "new-password-2" })).toBe(true);
  });

  it("refuses bad arguments with the usage line", async () => {
    await expect(createAdmin(["--email", "nope", "--password", "x"])).rejects.toThrow(/Usage: npm run create-admin/);
  });
});
