import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { monthsOf, presetPeriod } from "~/lib/reports/period";
import { NOW, PERIOD, seedReportsSchool } from "../../../../tests/support/reports-fixture";
import { databaseKinds, useTestDatabase } from "../../../../tests/support/test-database";
import { makeUser } from "../../../../tests/support/test-users";
import { schema } from "../../db.server";
import { familiesToCall } from "./families-to-call.server";
import { moneyReport } from "./money.server";
import { loadReport, type Report, sectionCsv } from "./report.server";
import { trialFunnel } from "./trials.server";

describe("the reports' periods, in Dhaka days", () => {
  it("reads each preset from today's Dhaka date", () => {
    expect(presetPeriod("this-month", "2030-12-10")).toEqual({
      choice: "this-month",
      from: "2030-12-01",
      to: "2030-12-10",
    });
    expect(presetPeriod("last-month", "2030-03-31")).toEqual({
      choice: "last-month",
      from: "2030-02-01",
      to: "2030-02-28",
    });
    expect(presetPeriod("last-3-months", "2030-01-15")).toEqual({
      choice: "last-3-months",
      from: "2029-11-01",
      to: "2030-01-15",
    });
    expect(presetPeriod("this-year", "2030-12-10")).toEqual({
      choice: "this-year",
      from: "2030-01-01",
      to: "2030-12-10",
    });
    expect(monthsOf({ from: "2029-11-20", to: "2030-01-02" })).toEqual(["2029-11", "2029-12", "2030-01"]);
  });
});

/** A CSV as rows of fields (the fixture's texts hold no commas or quotes). */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));

describe.each(databaseKinds())("the owner's reports on %s", (kind) => {
  const t = useTestDatabase(kind);
  let report: Report;

  beforeAll(async () => {
    await seedReportsSchool(t.db);
    report = await loadReport(PERIOD, NOW);
  });

  it("follows trials to places: 20 → 12 attended → 7 applied within 14 days → 5 enrolled, by batch and month", () => {
    expect(report.trials.total).toMatchObject({ trials: 20, attended: 12, applied: 7, enrolled: 5, rate: 25 });
    expect(report.trials.byBatch.map((r) => [r.label, r.trials, r.attended, r.applied, r.enrolled, r.rate])).toEqual([
      ["Alpha", 12, 8, 5, 4, 33],
      ["Beta", 8, 4, 2, 1, 13],
    ]);
    expect(report.trials.byMonth.map((r) => [r.key, r.trials, r.enrolled])).toEqual([["2030-11", 20, 5]]);
    const csv = rowsOf(sectionCsv(report, "trials"));
    expect(csv[0]).toEqual([
      "group",
      "name",
      "trials",
      "attended",
      "applied_within_14_days",
      "enrolled",
      "conversion_percent",
    ]);
    expect(csv.slice(1)).toEqual([
      ["batch", "Alpha", "12", "8", "5", "4", "33"],
      ["batch", "Beta", "8", "4", "2", "1", "13"],
      ["month", "2030-11", "20", "12", "7", "5", "25"],
      ["total", "", "20", "12", "7", "5", "25"],
    ]);
  });

  it("shows each open batch's seats, waitlist and offers lapsing in 48 hours", () => {
    expect(report.seats.map((r) => [r.name, r.taken, r.capacity, r.waitlist, r.expiringOffers])).toEqual([
      ["Alpha", 8, 10, 2, 1],
      ["Beta", 3, 6, 0, 0],
    ]);
    expect(rowsOf(sectionCsv(report, "seats")).slice(1)).toEqual([
      ["Alpha", "8", "10", "2", "1"],
      ["Beta", "3", "6", "0", "0"],
    ]);
  });

  it("adds money by Dhaka month without voided invoices, ages what is outstanding, and takes the median decision time", () => {
    expect(report.money.byMonth).toEqual([
      { month: "2030-06", invoicedPoisha: 0, collectedPoisha: 0 },
      { month: "2030-07", invoicedPoisha: 0, collectedPoisha: 0 },
      { month: "2030-08", invoicedPoisha: 0, collectedPoisha: 0 },
      { month: "2030-09", invoicedPoisha: 0, collectedPoisha: 0 },
      { month: "2030-10", invoicedPoisha: 300000, collectedPoisha: 80000 },
      { month: "2030-11", invoicedPoisha: 400000, collectedPoisha: 150000 },
    ]);
    expect(report.money.outstanding).toEqual([
      { key: "0-7", invoices: 1, poisha: 100000 },
      { key: "8-30", invoices: 1, poisha: 200000 },
      { key: "31+", invoices: 1, poisha: 300000 },
    ]);
    expect([report.money.decisions, report.money.medianDecisionHours]).toEqual([3, 4]);
    const csv = rowsOf(sectionCsv(report, "money"));
    expect(csv.filter((r) => r[0] === "invoiced").reduce((sum, r) => sum + Number(r[3]), 0)).toBe(7000);
    expect(csv.filter((r) => r[0] === "collected").reduce((sum, r) => sum + Number(r[3]), 0)).toBe(2300);
    expect(csv.slice(-4)).toEqual([
      ["outstanding_0-7_days", "2030-12-10", "1", "1000.00"],
      ["outstanding_8-30_days", "2030-12-10", "1", "2000.00"],
      ["outstanding_31+_days", "2030-12-10", "1", "3000.00"],
      ["median_hours_transfer_to_decision", "2030-11-01..2030-11-30", "3", "4"],
    ]);
  });

  it("counts a family with two children once in families and twice in places, cancellations and continuation", () => {
    expect(report.retention).toEqual({
      activePlaces: 4,
      activeFamilies: 3,
      cancellations: [{ month: "2030-11", count: 1 }],
      continuation: { answered: 2, continued: 1, share: 50 },
    });
    expect(rowsOf(sectionCsv(report, "retention")).slice(1)).toEqual([
      ["active_places", "2030-12-10", "4"],
      ["active_families", "2030-12-10", "3"],
      ["cancellations", "2030-11", "1"],
      ["continuation_offers_answered", "2030-11-01..2030-11-30", "2"],
      ["continued", "2030-11-01..2030-11-30", "1"],
      ["continued_percent", "2030-11-01..2030-11-30", "50"],
    ]);
  });

  it("rates attendance per batch over the period's registers only", () => {
    expect(report.attendance.map((r) => [r.name, r.classes, r.marked, r.present, r.rate])).toEqual([
      ["Alpha", 2, 8, 5, 63],
    ]);
    expect(rowsOf(sectionCsv(report, "attendance")).slice(1)).toEqual([["Alpha", "2", "8", "5", "63"]]);
  });

  it("lists the families to call: two missed classes, an invoice 14 or more days overdue", () => {
    expect(report.toCall.map((f) => [f.name, f.reasons])).toEqual([
      ["Missed Family", [{ reason: "missed-classes", details: ["Missed Family Jr"] }]],
      ["Payer Family", [{ reason: "overdue-invoice", details: ["R-5", "R-2"] }]],
    ]);
    expect(rowsOf(sectionCsv(report, "families")).slice(1)).toEqual([
      ["Missed Family", "", "missed-classes", "Missed Family Jr"],
      ["Payer Family", "", "overdue-invoice", "R-5; R-2"],
    ]);
  });
});

describe.each(databaseKinds())("families to call about home practice on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("calls a family given practice in the last 14 days that logged none of it then, and no other", async () => {
    const [activity] = await t.db
      .insert(schema.practiceActivities)
      .values({ titleEn: "Bean sorting", materialsEn: "Beans", stepsEn: "Sort them.", lookForEn: "Pincer grip" })
      .returning();
    /** A family whose child was given the activity in these weeks (Sundays), with logs on these days. */
    async function family(name: string, weeks: Array<{ week: string; logs: string[] }>) {
      const parent = await makeUser(t.db, { name, children: [`${name} Jr`] });
      const [child] = await t.db.select().from(schema.children).where(eq(schema.children.parentId, parent.id));
      for (const { week, logs } of weeks) {
        const [assignment] = await t.db
          .insert(schema.practiceAssignments)
          .values({ childId: child!.id, activityId: activity!.id, weekStart: week })
          .returning();
        for (const day of logs)
          await t.db.insert(schema.practiceLogs).values({ assignmentId: assignment!.id, day, outcome: "done" });
      }
    }
    // Today is Tuesday 10 December 2030: the last 14 days run from 27 November.
    await family("Quiet", [{ week: "2030-12-01", logs: [] }]);
    await family("Busy", [{ week: "2030-12-08", logs: ["2030-12-09"] }]);
    await family("Lapsed", [
      { week: "2030-11-17", logs: ["2030-11-18"] },
      { week: "2030-11-24", logs: [] },
    ]);
    await family("Long ago", [{ week: "2030-11-17", logs: [] }]);
    await family("Never given", []);

    const called = (await familiesToCall("2030-12-10")).filter((f) =>
      f.reasons.some((r) => r.reason === "no-practice"),
    );
    expect(called.map((f) => [f.name, f.reasons])).toEqual([
      ["Lapsed", [{ reason: "no-practice", details: ["Lapsed Jr"] }]],
      ["Quiet", [{ reason: "no-practice", details: ["Quiet Jr"] }]],
    ]);
  });
});

describe.each(databaseKinds())("money at the edges on %s", (kind) => {
  const t = useTestDatabase(kind);
  const today = "2030-12-10";

  // First: the tests of this block share one database.
  it("shows empty buckets when nothing is outstanding", async () => {
    const money = await moneyReport({ from: "2030-12-01", to: today }, today);
    expect(money.outstanding).toEqual([
      { key: "0-7", invoices: 0, poisha: 0 },
      { key: "8-30", invoices: 0, poisha: 0 },
      { key: "31+", invoices: 0, poisha: 0 },
    ]);
  });

  it("ages open invoices by whole days past due (0-7, 8-30, 31+), leaving out the not yet due, paid and voided", async () => {
    const parent = await makeUser(t.db);
    const invoice = (number: string, dueDate: string, status: string, totalPoisha: number) => ({
      number,
      parentId: parent.id,
      dueDate,
      status: status as "due",
      totalPoisha,
    });
    await t.db
      .insert(schema.invoices)
      .values([
        invoice("E-today", "2030-12-10", "due", 1),
        invoice("E-7", "2030-12-03", "pending_verification", 2),
        invoice("E-8", "2030-12-02", "due", 4),
        invoice("E-30", "2030-11-10", "pending_verification", 8),
        invoice("E-31", "2030-11-09", "due", 16),
        invoice("E-400", "2029-11-06", "due", 32),
        invoice("E-tomorrow", "2030-12-11", "due", 64),
        invoice("E-paid", "2030-11-01", "paid", 128),
        invoice("E-void", "2030-11-01", "void", 256),
      ]);
    const money = await moneyReport({ from: "2030-12-01", to: today }, today);
    expect(money.outstanding).toEqual([
      { key: "0-7", invoices: 2, poisha: 3 },
      { key: "8-30", invoices: 2, poisha: 12 },
      { key: "31+", invoices: 2, poisha: 48 },
    ]);
  });

  it("collects completed payments by their Dhaka month, refunds not netted, the creation time standing in for no payment date", async () => {
    const parent = await makeUser(t.db);
    const payment = (amountPoisha: number, status: string, paymentDate: string | null, createdAt?: string) => ({
      userId: parent.id,
      amountPoisha,
      status,
      paymentDate: paymentDate ? new Date(paymentDate) : null,
      ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
    });
    await t.db
      .insert(schema.payments)
      .values([
        payment(1, "completed", "2030-11-30T17:59:59Z"),
        payment(2, "completed", "2030-11-30T18:00:00Z"),
        payment(4, "completed", null, "2030-10-15T04:00:00Z"),
        payment(8, "refunded", "2030-11-10T04:00:00Z"),
        payment(16, "failed", "2030-11-10T04:00:00Z"),
        payment(32, "pending", "2030-11-10T04:00:00Z"),
        payment(64, "completed", "2030-06-30T17:59:59Z"),
      ]);
    const [partlyRefunded] = await t.db
      .insert(schema.payments)
      .values(payment(1000, "completed", "2030-09-10T04:00:00Z"))
      .returning();
    await t.db.insert(schema.creditNotes).values({
      number: "CN-EDGE-1",
      paymentId: partlyRefunded!.id,
      parentId: parent.id,
      amountPoisha: 400,
      method: "bkash",
      reason: "Part of the month missed",
    });
    const money = await moneyReport({ from: "2030-12-01", to: today }, today);
    expect(money.byMonth.map((r) => [r.month, r.collectedPoisha])).toEqual([
      ["2030-07", 0],
      ["2030-08", 0],
      ["2030-09", 1000],
      ["2030-10", 4],
      ["2030-11", 1],
      ["2030-12", 2],
    ]);
  });
});

describe.each(databaseKinds())("trials with several applications on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("counts a booking once however many applications its family made, and none for a period without bookings", async () => {
    const [batch] = await t.db
      .insert(schema.batches)
      .values({ programme: "preschool", name: "Gamma", startDate: "2030-09-01" })
      .returning();
    const parent = await makeUser(t.db, { children: ["Twin A", "Twin B"] });
    const children = await t.db.select().from(schema.children).where(eq(schema.children.parentId, parent.id));
    const classStartsAt = new Date("2030-11-05T10:00:00Z");
    const booking = { batchId: batch!.id, classStartsAt, whatsapp: "01711111111", childAge: 4 } as const;
    await t.db.insert(schema.trialBookings).values([
      { ...booking, name: "Twice", email: parent.email.toUpperCase(), childName: "Twin A", attendance: "present" },
      { ...booking, name: "No email", childName: "Solo", attendance: "present" },
    ]);
    for (const [child, status] of [
      [children[0]!, "withdrawn"],
      [children[1]!, "accepted"],
    ] as const)
      await t.db.insert(schema.applications).values({
        parentId: parent.id,
        childId: child.id,
        batchId: batch!.id,
        status,
        createdAt: new Date(classStartsAt.getTime() + 3_600_000),
      });

    const funnel = await trialFunnel({ from: "2030-11-01", to: "2030-11-30" });
    expect(funnel.total).toEqual({
      key: "total",
      label: "",
      trials: 2,
      attended: 2,
      applied: 1,
      enrolled: 1,
      rate: 50,
    });
    expect(funnel.byBatch.map((r) => [r.label, r.trials, r.applied, r.enrolled])).toEqual([["Gamma", 2, 1, 1]]);
    expect(await trialFunnel({ from: "2029-01-01", to: "2029-01-31" })).toEqual({
      total: { key: "total", label: "", trials: 0, attended: 0, applied: 0, enrolled: 0, rate: null },
      byBatch: [],
      byMonth: [],
    });
  });
});
