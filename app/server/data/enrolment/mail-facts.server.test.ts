import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BatchInput } from "~/lib/schemas/batch";
import { databaseKinds, useTestDatabase } from "../../../../tests/support/test-database";
import { makeUser } from "../../../../tests/support/test-users";
import { schema } from "../../db.server";
import { createBatch } from "../batches.server";
import { applyForPlace } from "./apply.server";
import { decideApplication, moveApplication } from "./changes.server";

const T0 = new Date("2030-03-01T06:00:00Z");

const batchInput = (name: string, nameBn: string | null): BatchInput => ({
  programme: "preschool",
  name,
  nameBn,
  classDays: [5, 6],
  startTime: "19:00",
  endTime: "20:00",
  startDate: "2030-04-05",
  endDate: null,
  capacity: 6,
});

describe.each(databaseKinds())("enrolment mails name the batch in the parent's language on %s", (kind) => {
  const t = useTestDatabase(kind);

  async function family(language: "en" | "bn", name: string) {
    const parent = await makeUser(t.db, { name });
    await t.db.update(schema.users).set({ language }).where(eq(schema.users.id, parent.id));
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: parent.id, name: `${name}'s child`, age: 4 })
      .returning({ id: schema.children.id });
    return { ...parent, childId: child!.id };
  }

  async function appliedId(f: { id: string; childId: string }, batchId: string) {
    const result = await applyForPlace(
      f.id,
      { child: { kind: "existing", id: f.childId }, batchId, outdoor: false, notes: null },
      T0,
    );
    if (!result.ok) throw new Error(result.reason);
    return result.applicationId;
  }

  const mailsTo = (to: string) =>
    t.db
      .select({ kind: schema.mailOutbox.kind, subject: schema.mailOutbox.subject, text: schema.mailOutbox.text })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, to))
      .orderBy(asc(schema.mailOutbox.createdAt));

  it("a Bangla parent reads the batch's Bangla name, an English parent the English one, and a batch without one stays English", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const shapla = await createBatch(staff.id, batchInput("Shapla group", "শাপলা দল"), T0);
    const plain = await createBatch(staff.id, batchInput("Kodom group", null), T0);
    const bangla = await family("bn", "Rumana");
    const english = await family("en", "Emily");

    const banglaApp = await appliedId(bangla, shapla);
    await appliedId(english, shapla);
    const [received] = await mailsTo(bangla.email);
    expect(received).toMatchObject({ kind: "enrolment-received", subject: "আবেদন পেয়েছি: Rumana's child, শাপলা দল" });
    expect(received!.text).not.toContain("Shapla group");
    expect((await mailsTo(english.email))[0]).toMatchObject({
      subject: "Application received: Emily's child, Shapla group",
    });

    await decideApplication(staff.id, banglaApp, "accept", null, T0);
    const accepted = (await mailsTo(bangla.email)).at(-1)!;
    expect(accepted.kind).toBe("enrolment-accepted");
    expect(accepted.subject).toContain("শাপলা দল");

    await moveApplication(staff.id, banglaApp, plain, T0);
    const moved = (await mailsTo(bangla.email)).at(-1)!;
    expect(moved).toMatchObject({ kind: "enrolment-moved", subject: "নতুন ব্যাচ: Rumana's child, Kodom group" });
    expect(moved.text).toContain("শাপলা দল থেকে Kodom group-এ নেওয়া হয়েছে");
  });
});
