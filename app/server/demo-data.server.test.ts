import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../tests/support/test-database";
import { listOpenBatches } from "./data/batches.server";
import { listApplicationsForStaff, listParentApplications } from "./data/enrolment/queries.server";
import { schema } from "./db.server";
import { demoAccounts, seedDemoData } from "./demo-data.server";
import { verifyPassword } from "./password.server";

describe.each(databaseKinds())("migrations and demo data on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("migrates an empty database and loads the demo once", async () => {
    expect(await seedDemoData()).toBe(true);
    expect(await seedDemoData()).toBe(false);

    // Only the three published accounts can sign in; the demo families in the batches have no password.
    const [accounts] = await t.db.select({ n: count() }).from(schema.accounts);
    expect(accounts?.n).toBe(3);

    const [parent] = await t.db.select().from(schema.users).where(eq(schema.users.email, demoAccounts.parent.email));
    expect(parent).toMatchObject({ emailVerified: true, role: "parent" });
    const [account] = await t.db.select().from(schema.accounts).where(eq(schema.accounts.userId, parent!.id));
    expect(await verifyPassword({ hash: account!.password!, password: demoAccounts.parent.password })).toBe(true);
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const payments = await t.db.select().from(schema.payments).where(eq(schema.payments.userId, parent!.id));
    expect(payments.length).toBeGreaterThan(2);
    expect(payments.every((p) => p.currency === "BDT" && Number.isInteger(p.amountPoisha))).toBe(true);

    // The demo parent's family has a second guardian ('View and pay') and an open invitation.
    const [guardian] = await t.db
      .select({ role: schema.familyMembers.role, ownerId: schema.families.ownerId })
      .from(schema.users)
      .innerJoin(schema.familyMembers, eq(schema.familyMembers.userId, schema.users.id))
      .innerJoin(schema.families, eq(schema.families.id, schema.familyMembers.familyId))
      .where(eq(schema.users.email, demoAccounts.guardian.email));
    expect(guardian).toEqual({ role: "view-pay", ownerId: parent!.id });
    expect(await t.db.select().from(schema.familyInvitations)).toHaveLength(1);

    const [admin] = await t.db.select().from(schema.users).where(eq(schema.users.email, demoAccounts.admin.email));
    expect(admin).toMatchObject({ role: "admin", emailVerified: true });

    // Two open batches, one preschool and one adventure; the preschool one is nearly full.
    const batches = await listOpenBatches(new Date());
    expect(batches.map((b) => b.programme).sort()).toEqual(["adventure", "preschool"]);
    const preschool = batches.find((b) => b.programme === "preschool")!;
    expect(preschool).toMatchObject({ capacity: 6, seatsTaken: 5, seatsLeft: 1 });
    const { applications } = await listApplicationsForStaff({ status: "submitted" });
    expect(applications.length).toBeGreaterThanOrEqual(3);
    // The demo parent keeps their child, subscription and payments, and sees Ayaan's place.
    expect(await listParentApplications(parent!.id)).toMatchObject([{ status: "accepted", child: { name: "Ayaan" } }]);
    const subscriptions = await t.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.userId, parent!.id));
    expect(subscriptions).toMatchObject([{ status: "active", planId: "preschool-monthly", batchId: preschool.id }]);
  });
});
