import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BatchInput } from "~/lib/schemas/batch";
import { databaseKinds, useTestDatabase } from "../../../../tests/support/test-database";
import { makeUser } from "../../../../tests/support/test-users";
import { schema } from "../../db.server";
import { createBatch } from "../batches.server";
import { applyForPlace } from "./apply.server";
import { acceptOffer, decideApplication } from "./changes.server";
import { continuationDeadline, continuationOf, continueBatch } from "./continuation.server";
import { expireOffers } from "./jobs.server";

/** Accepted on 1 March 2030 into a cycle from Friday 5 April to 31 July 2030; the next one starts on 9 August. */
const T0 = new Date("2030-03-01T06:00:00Z");
const twoWeeksBefore = new Date("2030-07-17T06:00:00Z");

const batchInput = (over: Partial<BatchInput> = {}): BatchInput => ({
  programme: "preschool",
  name: "Spring cycle",
  nameBn: null,
  classDays: [5, 6],
  startTime: "19:00",
  endTime: "20:00",
  startDate: "2030-04-05",
  endDate: "2030-07-31",
  capacity: 6,
  ...over,
});

describe.each(databaseKinds())("the next cycle on %s", (kind) => {
  const t = useTestDatabase(kind);

  async function familyIn(batchId: string, name: string, now = T0) {
    const parent = await makeUser(t.db, { name, children: [`${name}'s child`] });
    const [child] = await t.db.select().from(schema.children).where(eq(schema.children.parentId, parent.id));
    const applied = await applyForPlace(
      parent.id,
      { child: { kind: "existing", id: child!.id }, batchId, outdoor: false, notes: null },
      now,
    );
    if (!applied.ok) throw new Error(applied.reason);
    return { parent, childId: child!.id, applicationId: applied.applicationId };
  }

  async function accepted(staffId: string, batchId: string, name: string) {
    const family = await familyIn(batchId, name);
    const decided = await decideApplication(staffId, family.applicationId, "accept", null, T0);
    if (!decided.ok) throw new Error(decided.reason);
    return family;
  }

  const offersIn = (batchId: string) =>
    t.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.batchId, batchId))
      .orderBy(asc(schema.applications.createdAt));

  it("two weeks before the end, each family with a place is offered a seat held until the end; continuing makes the place without an admission fee", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const spring = await createBatch(staff.id, batchInput(), T0);
    const summer = await createBatch(
      staff.id,
      batchInput({ name: "Summer cycle", startDate: "2030-08-09", endDate: null }),
      T0,
    );
    const rafi = await accepted(staff.id, spring, "Rafi");
    const mim = await accepted(staff.id, spring, "Mim");
    const leaving = await accepted(staff.id, spring, "Leaving");
    await t.db
      .update(schema.subscriptions)
      .set({ endsOn: "2030-05-31" })
      .where(eq(schema.subscriptions.childId, leaving.childId));

    expect(await continueBatch(staff.id, spring, summer, new Date("2030-07-10T06:00:00Z"))).toEqual({
      ok: false,
      reason: "too-early",
    });
    expect((await continuationOf(spring, twoWeeksBefore))?.targets.map((target) => target.id)).toEqual([summer]);
    expect(await continueBatch(staff.id, spring, summer, twoWeeksBefore)).toEqual({
      ok: true,
      offered: 2,
      nextBatchName: "Summer cycle",
    });
    expect(await continueBatch(staff.id, spring, summer, twoWeeksBefore)).toMatchObject({ reason: "already-chosen" });

    const offers = (await offersIn(summer)).sort(
      (x, y) => Number(y.childId === rafi.childId) - Number(x.childId === rafi.childId),
    );
    expect(offers.map((offer) => [offer.childId, offer.status])).toEqual([
      [rafi.childId, "offered"],
      [mim.childId, "offered"],
    ]);
    expect(offers[0]!.offerExpiresAt?.toISOString()).toBe(continuationDeadline("2030-07-31").toISOString());
    expect(offers[0]!.offerExpiresAt?.toISOString()).toBe("2030-07-31T17:59:00.000Z");
    const mails = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, rafi.parent.email));
    expect(mails.filter((mail) => mail.kind === "enrolment-continue").map((mail) => mail.subject)).toEqual([
      "Continue Rafi's child's place in Summer cycle",
    ]);
    expect(await continuationOf(spring, twoWeeksBefore)).toMatchObject({ chosen: { offered: 2, accepted: 0 } });

    // Rafi's family continues: a place in the summer batch, billed its first month and no admission fee.
    expect(await acceptOffer(rafi.parent.id, offers[0]!.id, new Date("2030-07-20T06:00:00Z"))).toMatchObject({
      ok: true,
    });
    const [place] = await t.db
      .select()
      .from(schema.subscriptions)
      .where(and(eq(schema.subscriptions.childId, rafi.childId), eq(schema.subscriptions.batchId, summer)));
    expect(place).toMatchObject({ status: "pending", startDate: "2030-08-09" });
    const lines = await t.db
      .select({ description: schema.invoiceItems.description })
      .from(schema.invoiceItems)
      .innerJoin(schema.invoices, eq(schema.invoices.id, schema.invoiceItems.invoiceId))
      .where(eq(schema.invoices.subscriptionId, place!.id));
    expect(lines.map((line) => line.description)).toEqual(["Monthly fee, August 2030"]);
    expect(await continuationOf(spring, twoWeeksBefore)).toMatchObject({ chosen: { offered: 2, accepted: 1 } });
  });

  it("an offer not taken up by the end date is withdrawn, and its seat goes to the family waiting", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const spring = await createBatch(staff.id, batchInput(), T0);
    const summer = await createBatch(
      staff.id,
      batchInput({ name: "Summer cycle", startDate: "2030-08-09", endDate: null, capacity: 1 }),
      T0,
    );
    const nabil = await accepted(staff.id, spring, "Nabil");
    expect(await continueBatch(staff.id, spring, summer, twoWeeksBefore)).toMatchObject({ ok: true, offered: 1 });
    // The one seat is held: a new family applying now waits.
    const waiting = await familyIn(summer, "Waiting", twoWeeksBefore);
    const [queued] = await t.db
      .select({ status: schema.applications.status })
      .from(schema.applications)
      .where(eq(schema.applications.id, waiting.applicationId));
    if (queued!.status === "submitted")
      expect(await decideApplication(staff.id, waiting.applicationId, "waitlist", null, twoWeeksBefore)).toMatchObject({
        ok: true,
      });

    // The job runs over the whole database: other tests' offers may lapse too, so this batch's rows are what count.
    await expireOffers(new Date("2030-07-31T17:58:00Z"));
    expect((await offersIn(summer)).find((row) => row.childId === nabil.childId)?.status).toBe("offered");
    await expireOffers(new Date("2030-07-31T17:59:00Z"));
    const after = await offersIn(summer);
    expect(after.find((row) => row.childId === nabil.childId)?.status).toBe("withdrawn");
    expect(after.find((row) => row.childId === waiting.childId)?.status).toBe("offered");
    const lapsedMails = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, nabil.parent.email));
    expect(lapsedMails.filter((mail) => mail.kind === "enrolment-lapsed")).toEqual([]);
  });

  it("refuses another programme, a batch that starts too soon, itself, and too few seats", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const spring = await createBatch(staff.id, batchInput(), T0);
    await accepted(staff.id, spring, "Tasnim");
    await accepted(staff.id, spring, "Tahmid");
    const hybrid = await createBatch(staff.id, batchInput({ programme: "hybrid", startDate: "2030-08-09" }), T0);
    const overlapping = await createBatch(staff.id, batchInput({ startDate: "2030-07-26", endDate: null }), T0);
    const small = await createBatch(staff.id, batchInput({ startDate: "2030-08-09", endDate: null, capacity: 1 }), T0);
    const refuse = (next: string) => continueBatch(staff.id, spring, next, twoWeeksBefore);
    expect(await refuse(hybrid)).toMatchObject({ reason: "other-programme" });
    expect(await refuse(overlapping)).toMatchObject({ reason: "starts-too-early" });
    expect(await refuse(spring)).toMatchObject({ reason: "same-batch" });
    expect(await refuse(small)).toEqual({ ok: false, reason: "not-enough-seats", needed: 2, free: 1 });
    expect(await continueBatch(staff.id, spring, small, new Date("2030-08-02T06:00:00Z"))).toMatchObject({
      reason: "ended",
    });
    expect(await refuse(crypto.randomUUID())).toMatchObject({ reason: "missing" });
  });

  it("two staff choosing at once offer each family one seat", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const spring = await createBatch(staff.id, batchInput(), T0);
    const summer = await createBatch(staff.id, batchInput({ startDate: "2030-08-09", endDate: null }), T0);
    await accepted(staff.id, spring, "Ayesha");
    const results = await Promise.all([
      continueBatch(staff.id, spring, summer, twoWeeksBefore),
      continueBatch(staff.id, spring, summer, twoWeeksBefore),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await offersIn(summer)).toHaveLength(1);
  });
});
