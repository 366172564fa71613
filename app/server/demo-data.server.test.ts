import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../tests/support/test-database";
import { schema } from "./db.server";
import { demoAccounts, seedDemoData } from "./demo-data.server";
import { verifyPassword } from "./password.server";

describe.each(databaseKinds())("migrations and demo data on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("migrates an empty database and loads the demo once", async () => {
    expect(await seedDemoData()).toBe(true);
    expect(await seedDemoData()).toBe(false);

    const [users] = await t.db.select({ n: count() }).from(schema.users);
    expect(users?.n).toBe(2);

    const [parent] = await t.db.select().from(schema.users).where(eq(schema.users.email, demoAccounts.parent.email));
    expect(parent).toMatchObject({ emailVerified: true, role: "parent" });
    const [account] = await t.db.select().from(schema.accounts).where(eq(schema.accounts.userId, parent!.id));
    expect(await verifyPassword({ hash: account!.password!, password: demoAccounts.parent.password })).toBe(true);
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const payments = await t.db.select().from(schema.payments).where(eq(schema.payments.userId, parent!.id));
    expect(payments.length).toBeGreaterThan(2);
    expect(payments.every((p) => p.currency === "BDT" && typeof p.amount === "number")).toBe(true);

    const [admin] = await t.db.select().from(schema.users).where(eq(schema.users.email, demoAccounts.admin.email));
    expect(admin).toMatchObject({ role: "admin", emailVerified: true });
  });
});
