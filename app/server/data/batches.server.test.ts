import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upcomingClassTimes } from "~/lib/enrolment";
import { formatTimeRange, formatWeekdays } from "~/lib/format";
import { capacityBelowTakenText } from "~/lib/refusals/batches";
import type { BatchInput } from "~/lib/schemas/batch";
import { batchSchema, capacityMessage } from "~/lib/schemas/batch";
import { parseForm } from "~/lib/schemas/parse-form";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { runOfferExpiry } from "../jobs/offer-expiry.server";
import {
  closeEndedBatches,
  createBatch,
  getBatch,
  getBatchDetail,
  listBatchChoices,
  listBatchesForStaff,
  listOpenBatches,
  listOpenBatchesByProgramme,
  setBatchOpen,
  updateBatch,
} from "./batches.server";
import { applyForPlace } from "./enrolment/apply.server";
import { decideApplication } from "./enrolment/changes.server";

/** A parsed form's field errors (none on success). */
const errorsOf = (submission: { status?: string }) => ("error" in submission ? submission.error : undefined);

const T0 = new Date("2030-03-01T06:00:00Z"); // a Friday, noon in Dhaka

const input = (over: Partial<BatchInput> = {}): BatchInput => ({
  programme: "preschool",
  name: "Batch",
  nameBn: null,
  classDays: [5, 6],
  startTime: "19:00",
  endTime: "20:00",
  startDate: "2030-03-01",
  endDate: null,
  capacity: 6,
  ...over,
});

describe("batch words and class times", () => {
  it("says the days and times as parents read them", () => {
    expect(formatWeekdays([6, 5])).toBe("Friday and Saturday");
    expect(formatWeekdays([1, 3, 5])).toBe("Monday, Wednesday and Friday");
    expect(formatTimeRange("19:00", "20:00")).toBe("7:00-8:00 PM");
    expect(formatTimeRange("11:30", "13:00")).toBe("11:30 AM-1:00 PM");
  });

  it("lists the next 4 weeks of classes in Dhaka time, from the start date and not after the end date", () => {
    const times = upcomingClassTimes(
      { classDays: [5, 6], startTime: "19:00", endTime: "20:00", startDate: "2030-03-01" },
      T0,
    );
    expect(times).toHaveLength(8);
    expect(times[0]).toMatchObject({ date: "2030-03-01", startsAt: new Date("2030-03-01T13:00:00Z") });
    expect(times[1]!.date).toBe("2030-03-02");
    // After today's class began it is no longer upcoming.
    expect(
      upcomingClassTimes(
        { classDays: [5], startTime: "19:00", endTime: "20:00", startDate: "2030-03-01" },
        new Date("2030-03-01T13:30:00Z"),
      )[0]!.date,
    ).toBe("2030-03-08");
    // A later start date and an end date bound the list.
    expect(
      upcomingClassTimes(
        { classDays: [5, 6], startTime: "19:00", endTime: "20:00", startDate: "2030-03-15", endDate: "2030-03-16" },
        T0,
      ).map((c) => c.date),
    ).toEqual(["2030-03-15", "2030-03-16"]);
  });

  it("validates the staff form", () => {
    const form = (fields: Record<string, string | string[]>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) data.append(k, one);
      return parseForm(data, batchSchema);
    };
    const good = {
      programme: "adventure",
      name: "Explorers",
      classDays: ["5", "6"],
      startTime: "19:00",
      endTime: "20:00",
      startDate: "2030-03-01",
      capacity: "6",
    };
    const ok = form(good);
    expect(ok.status === "success" && ok.value).toMatchObject({ classDays: [5, 6], endDate: null, capacity: 6 });
    expect(errorsOf(form({ ...good, capacity: "7" }))).toMatchObject({ capacity: [capacityMessage] });
    expect(errorsOf(form({ ...good, classDays: [] }))).toMatchObject({
      classDays: ["Please choose at least one class day."],
    });
    expect(errorsOf(form({ ...good, endTime: "18:00" }))).toMatchObject({
      endTime: ["The class must end after it starts."],
    });
    expect(errorsOf(form({ ...good, name: " " }))).toMatchObject({ name: ["Please enter the batch name."] });
    expect(errorsOf(form({ ...good, programme: "swimming" }))).toMatchObject({
      programme: ["Please choose a programme."],
    });
    expect(errorsOf(form({ ...good, startDate: "2030-02-30" }))).toMatchObject({
      startDate: ["Please enter a valid start date."],
    });
    expect(errorsOf(form({ ...good, endDate: "2030-02-01" }))).toMatchObject({
      endDate: ["The end date must be after the start date."],
    });
    const single = form({ ...good, classDays: "3" });
    expect(single.status === "success" && single.value.classDays).toEqual([3]);
  });
});

describe.each(databaseKinds())("batches on %s", (kind) => {
  const t = useTestDatabase(kind);

  async function childOf(age: number) {
    const parent = await makeUser(t.db);
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: parent.id, name: `Child ${age}`, age })
      .returning();
    return { parentId: parent.id, childId: child!.id };
  }

  it("creates, lists with seats, edits, closes and reopens a batch, all audited", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const id = await createBatch(
      staff.id,
      input({ name: "Morning Explorers", programme: "adventure", capacity: 3 }),
      T0,
    );
    const kid = await childOf(6);
    const applied = await applyForPlace(
      kid.parentId,
      { child: { kind: "existing", id: kid.childId }, batchId: id, outdoor: false, notes: null },
      T0,
    );
    expect(applied.ok).toBe(true);
    await decideApplication(staff.id, applied.ok ? applied.applicationId : "", "accept", null, T0);

    expect((await listBatchesForStaff()).find((row) => row.id === id)).toMatchObject({
      name: "Morning Explorers",
      open: true,
      capacity: 3,
      seatsTaken: 1,
      seatsLeft: 2,
      waitlistLength: 0,
    });
    // The console's filters list the same batches in the same order, by name only.
    expect(await listBatchChoices()).toEqual(
      (await listBatchesForStaff()).map((row) => ({ id: row.id, name: row.name, open: row.open })),
    );
    expect((await listOpenBatches(T0, "adventure")).map((row) => row.id)).toContain(id);
    expect((await listOpenBatches(T0, "preschool")).map((row) => row.id)).not.toContain(id);
    expect(
      (await listOpenBatchesByProgramme(T0)).find((g) => g.programme === "adventure")?.batches.map((row) => row.id),
    ).toContain(id);

    // The capacity never goes below the places taken.
    const kid2 = await childOf(7);
    const second = await applyForPlace(
      kid2.parentId,
      { child: { kind: "existing", id: kid2.childId }, batchId: id, outdoor: false, notes: null },
      T0,
    );
    await decideApplication(staff.id, second.ok ? second.applicationId : "", "accept", null, T0);
    expect(await updateBatch(staff.id, id, input({ programme: "adventure", capacity: 1 }), T0)).toMatchObject({
      ok: false,
      reason: "below-taken",
      seatsTaken: 2,
    });
    expect(capacityBelowTakenText(2)).toBe(
      "The capacity cannot be less than the 2 places already accepted or offered.",
    );

    expect(
      await updateBatch(
        staff.id,
        id,
        input({ name: "Evening Explorers", programme: "adventure", capacity: 2, classDays: [4] }),
        T0,
      ),
    ).toMatchObject({ ok: true });
    expect(await getBatch(id)).toMatchObject({ name: "Evening Explorers", capacity: 2, classDays: [4], seatsLeft: 0 });

    expect(await setBatchOpen(staff.id, id, false, T0)).toBe("changed");
    expect(await setBatchOpen(staff.id, id, false, T0)).toBe("unchanged");
    expect((await listOpenBatches(T0)).map((row) => row.id)).not.toContain(id);
    expect(await setBatchOpen(staff.id, id, true, T0)).toBe("changed");
    expect(await setBatchOpen(staff.id, crypto.randomUUID(), true, T0)).toBe("missing");
    expect(await updateBatch(staff.id, "nope", input(), T0)).toMatchObject({ ok: false, reason: "not-found" });

    const actions = (
      await t.db
        .select({ action: schema.auditLog.action })
        .from(schema.auditLog)
        .where(eq(schema.auditLog.entityId, id))
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["batch.create", "batch.update", "batch.close", "batch.reopen"]));
  });

  it("raising the capacity offers the new seat to the waitlist", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const id = await createBatch(staff.id, input({ name: "Grow", capacity: 1 }), T0);
    const [x, y] = [await childOf(4), await childOf(4)];
    const first = await applyForPlace(
      x.parentId,
      { child: { kind: "existing", id: x.childId }, batchId: id, outdoor: false, notes: null },
      T0,
    );
    await decideApplication(staff.id, first.ok ? first.applicationId : "", "accept", null, T0);
    const waiting = await applyForPlace(
      y.parentId,
      { child: { kind: "existing", id: y.childId }, batchId: id, outdoor: false, notes: null },
      T0,
    );
    expect(waiting).toMatchObject({ status: "waitlisted", position: 1 });
    expect(await updateBatch(staff.id, id, input({ name: "Grow", capacity: 2 }), T0)).toMatchObject({
      ok: true,
      offered: [waiting.ok ? waiting.applicationId : ""],
    });
  });

  it("the batch page shows the roster, the waitlist in order and the next 4 weeks of classes with their trials", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const id = await createBatch(staff.id, input({ name: "Detail", capacity: 1 }), T0);
    const [x, y, z] = [await childOf(4), await childOf(5), await childOf(3)];
    const apply = (k: { parentId: string; childId: string }, at: Date) =>
      applyForPlace(
        k.parentId,
        { child: { kind: "existing", id: k.childId }, batchId: id, outdoor: false, notes: null },
        at,
      );
    const first = await apply(x, T0);
    await decideApplication(staff.id, first.ok ? first.applicationId : "", "accept", null, T0);
    await apply(y, new Date(T0.getTime() + 1000));
    await apply(z, new Date(T0.getTime() + 2000));
    const classStartsAt = new Date("2030-03-02T13:00:00Z");
    await t.db.insert(schema.trialBookings).values({
      batchId: id,
      classStartsAt,
      name: "Trial Parent",
      whatsapp: "+8801711000000",
      childName: "Trial Kid",
      childAge: 4,
    });

    const detail = await getBatchDetail(id, T0);
    expect(detail?.roster.map((r) => [r.child.name, r.status])).toEqual([["Child 4", "accepted"]]);
    expect(detail?.waitlist.map((r) => [r.child.name, r.position])).toEqual([
      ["Child 5", 1],
      ["Child 3", 2],
    ]);
    expect(detail?.classes).toHaveLength(8);
    expect(detail?.classes[1]).toMatchObject({
      date: "2030-03-02",
      trials: [{ name: "Trial Parent", childName: "Trial Kid" }],
    });
    expect(detail?.classes[0]?.trials).toEqual([]);
    expect(await getBatchDetail(crypto.randomUUID(), T0)).toBeNull();
  });

  it("the job closes batches past their end date", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const id = await createBatch(
      staff.id,
      input({ name: "Short", startDate: "2030-01-01", endDate: "2030-02-28" }),
      T0,
    );
    expect((await runOfferExpiry(T0)).closed).toBeGreaterThanOrEqual(1);
    expect((await getBatch(id))?.open).toBe(false);
    expect(await closeEndedBatches(T0)).toBe(0);
  });
});
