import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { trialOffer } from "./trials.server";

/** Tuesday 1 December 2026, noon in Dhaka. */
const now = new Date("2026-12-01T06:00:00Z");

describe.each(databaseKinds())("what /trial offers on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("names a programme whose batches have no trial place left, instead of leaving it out", async () => {
    const [preschool, adventure] = await t.db
      .insert(schema.batches)
      .values([
        { programme: "preschool", name: "Full preschool", startDate: "2026-11-01" },
        { programme: "adventure", name: "Open adventure", startDate: "2026-11-01" },
      ])
      .returning();
    const parent = await makeUser(t.db, { children: Array.from({ length: 6 }, (_, i) => `Seat ${i + 1}`) });
    const children = await t.db.select().from(schema.children).where(eq(schema.children.parentId, parent.id));
    await t.db.insert(schema.applications).values(
      children.map((child) => ({
        parentId: parent.id,
        childId: child.id,
        batchId: preschool!.id,
        status: "accepted",
      })),
    );

    const offer = await trialOffer(now);
    expect(offer.batches.map((batch) => batch.id)).toEqual([adventure!.id]);
    // The hybrid has no open batch at all: it is not 'full'.
    expect(offer.full).toEqual(["preschool"]);
  });
});
