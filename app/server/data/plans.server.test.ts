import crypto from "node:crypto";
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { perMonth, preschool } from "../../../tests/support/fees";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { schema } from "../db.server";
import { listSubscriptions } from "./subscriptions.server";
import { insertUserWithPassword } from "./users.server";

describe.each(databaseKinds())("subscription plans by id on %s", (kind) => {
  const t = useTestDatabase(kind);

  const parent = () =>
    insertUserWithPassword(t.db, {
      email: `${crypto.randomUUID()}@test.example`,
      password: "kite-runner-42",
      name: "P",
      emailVerified: true,
    });

  it("names a subscription from site config by its plan id, and keeps a legacy name that matches no plan", async () => {
    const userId = await parent();
    await t.db.insert(schema.subscriptions).values([
      { userId, planId: "preschool-outdoor-monthly", status: "active", startDate: "2026-02-01" },
      { userId, planName: "Summer camp 2025", status: "cancelled", startDate: "2025-06-01" },
    ]);
    expect((await listSubscriptions(userId)).map((s) => [s.planId, s.planName])).toEqual([
      [
        "preschool-outdoor-monthly",
        `Online Pre School + Outdoor — ${perMonth(preschool.monthly + preschool.outdoorMonthly)}`,
      ],
      [null, "Summer camp 2025"],
    ]);
  });

  it("the migration turns stored plan names into plan ids", async () => {
    const userId = await parent();
    const [legacy] = await t.db
      .insert(schema.subscriptions)
      .values({ userId, planName: "Online Pre School — ৳2,000/month", status: "active", startDate: "2026-01-01" })
      .returning();
    const statements = fs
      .readFileSync("db/migrations/0002_plans_by_id.sql", "utf8")
      .split("--> statement-breakpoint")
      .filter((statement) => statement.includes("UPDATE"));
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    const [row] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, legacy!.id));
    expect(row).toMatchObject({ planId: "preschool-monthly", planName: null });
  });
});
