import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BatchInput } from "~/lib/schemas/batch";
import { poisha, preschool, taka } from "../../../tests/support/fees";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { runBilling } from "../jobs/billing.server";
import { createBatch } from "./batches.server";
import { applyForPlace } from "./enrolment/apply.server";
import { decideApplication } from "./enrolment/changes.server";

process.env.STAFF_EMAIL ||= "staff-first-bill@test.example";

/** A preschool batch on Fridays and Saturdays at 7 PM that began on Monday 12 October 2026. */
const batchInput = (over: Partial<BatchInput> = {}): BatchInput => ({
  programme: "preschool",
  nameBn: null,
  name: "First bill batch",
  classDays: [5, 6],
  startTime: "19:00",
  endTime: "20:00",
  startDate: "2026-10-12",
  endDate: null,
  capacity: 6,
  ...over,
});

/** 10 AM in Dhaka on a calendar day. */
const dhakaMorning = (isoDate: string) => new Date(`${isoDate}T10:00:00+06:00`);

describe.each(databaseKinds())("a place's first bill on %s", (kind) => {
  const t = useTestDatabase(kind);

  async function setUp(over: Partial<BatchInput> = {}) {
    const staff = await makeUser(t.db, { role: "staff" });
    const parent = await makeUser(t.db, { name: "Nasrin" });
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: parent.id, name: "Ayaan", age: 4 })
      .returning({ id: schema.children.id });
    const batchId = await createBatch(staff.id, batchInput(over), dhakaMorning("2026-09-01"));
    return { staff, parent, childId: child!.id, batchId };
  }

  async function accept(setup: Awaited<ReturnType<typeof setUp>>, now: Date, outdoor = true) {
    const applied = await applyForPlace(
      setup.parent.id,
      { child: { kind: "existing", id: setup.childId }, batchId: setup.batchId, outdoor, notes: null },
      now,
    );
    if (!applied.ok) throw new Error(applied.reason);
    const decided = await decideApplication(setup.staff.id, applied.applicationId, "accept", null, now);
    if (!decided.ok) throw new Error(decided.reason);
    return billOf(setup.parent.id);
  }

  async function billOf(parentId: string) {
    const [place] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, parentId));
    const invoices = await t.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.parentId, parentId))
      .orderBy(asc(schema.invoices.number));
    const lines = await Promise.all(
      invoices.map((invoice) =>
        t.db
          .select({ description: schema.invoiceItems.description, amount: schema.invoiceItems.amountPoisha })
          .from(schema.invoiceItems)
          .where(eq(schema.invoiceItems.invoiceId, invoice.id))
          .orderBy(asc(schema.invoiceItems.position)),
      ),
    );
    return { place: place!, invoices, lines };
  }

  const outdoorSession = (batchId: string, isoDate: string) =>
    t.db.insert(schema.outdoorSessions).values({
      batchId,
      startsAt: new Date(`${isoDate}T09:00:00+06:00`),
      endsAt: new Date(`${isoDate}T11:00:00+06:00`),
      place: "Botanical Garden",
    });

  it("a first class after the 15th is billed from the next month, outdoor sessions included, with 3 days to pay", async () => {
    const setup = await setUp();
    // Accepted on Thursday 26 November; the first class is Friday the 27th.
    const { place, invoices, lines } = await accept(setup, dhakaMorning("2026-11-26"));
    expect(invoices.map((i) => [i.periodMonth, i.dueDate, i.totalPoisha])).toEqual([
      [null, "2026-11-29", poisha(preschool.admission)],
      ["2026-12", "2026-11-29", poisha(preschool.monthly + preschool.outdoorMonthly)],
    ]);
    expect(lines[1]).toEqual([
      { description: "Monthly fee, December 2026", amount: poisha(preschool.monthly) },
      { description: "Outdoor sessions, December 2026", amount: poisha(preschool.outdoorMonthly) },
    ]);
    expect(place.billedThrough).toBe("2026-12-31");
  });

  it("the acceptance mail names the child's first class, the amount due and by when, with a link to pay", async () => {
    const setup = await setUp();
    await accept(setup, dhakaMorning("2026-11-26"));
    const [mail] = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.to, setup.parent.email), eq(schema.mailOutbox.kind, "enrolment-accepted")));
    expect(mail!.subject).toBe("Place confirmed: Ayaan, First bill batch");
    expect(mail!.text).toContain("Ayaan's first class: Friday, November 27, 2026, 7:00-8:00 PM, Dhaka time.");
    const total = taka(preschool.admission + preschool.monthly + preschool.outdoorMonthly);
    expect(mail!.text).toContain(`To keep the place, please pay ${total} by November 29, 2026.`);
    expect(mail!.text).toMatch(/Pay now: http\S+\/dashboard\/payments\/pay-all/);
    // The batch's start, six weeks past, is not what the family is told.
    expect(mail!.text).not.toContain("October 12, 2026");
    expect(mail!.html).toContain("/dashboard/payments/pay-all");
  });

  it("a first class on or before the 15th is billed from its own month", async () => {
    const setup = await setUp();
    await outdoorSession(setup.batchId, "2026-11-21");
    // Accepted on Monday 9 November; the first class is Friday the 13th.
    const { invoices, lines } = await accept(setup, dhakaMorning("2026-11-09"));
    expect(invoices.map((i) => [i.periodMonth, i.dueDate])).toEqual([
      [null, "2026-11-12"],
      ["2026-11", "2026-11-12"],
    ]);
    expect(lines[1]!.map((line) => line.description)).toEqual([
      "Monthly fee, November 2026",
      "Outdoor sessions, November 2026",
    ]);
  });

  it("a month under way with no outdoor session left has no outdoor fee", async () => {
    const setup = await setUp();
    await outdoorSession(setup.batchId, "2026-11-07");
    await outdoorSession(setup.batchId, "2026-11-08");
    const { invoices, lines } = await accept(setup, dhakaMorning("2026-11-09"));
    expect(invoices[1]!.totalPoisha).toBe(poisha(preschool.monthly));
    expect(lines[1]).toEqual([{ description: "Monthly fee, November 2026", amount: poisha(preschool.monthly) }]);
  });

  it("a batch starting tomorrow still gives 3 days to pay, and a cancelled first class is skipped", async () => {
    const setup = await setUp({ startDate: "2026-11-13" });
    // Friday the 13th is cancelled: the child's first class is Saturday the 14th, still November.
    await t.db.insert(schema.classCancellations).values({
      batchId: setup.batchId,
      classStartsAt: new Date("2026-11-13T19:00:00+06:00"),
      reason: "Eid holiday",
    });
    const { invoices } = await accept(setup, dhakaMorning("2026-11-12"), false);
    expect(invoices.map((i) => [i.periodMonth, i.dueDate])).toEqual([
      [null, "2026-11-15"],
      ["2026-11", "2026-11-15"],
    ]);
  });

  it("a batch that ends before the month billed first invoices the admission fee only", async () => {
    const setup = await setUp({ endDate: "2026-11-30" });
    const { place, invoices } = await accept(setup, dhakaMorning("2026-11-26"));
    expect(invoices.map((i) => i.periodMonth)).toEqual([null]);
    expect(place.status).toBe("pending");
  });

  it("places billed before the rule keep their invoices as they are", async () => {
    const setup = await setUp();
    const now = dhakaMorning("2026-11-26");
    // A place accepted under the old rule: the whole of November, outdoor sessions included, due the same day.
    const [sub] = await t.db
      .insert(schema.subscriptions)
      .values({
        userId: setup.parent.id,
        childId: setup.childId,
        batchId: setup.batchId,
        planId: "preschool-outdoor-monthly",
        status: "active",
        startDate: "2026-11-26",
        billedThrough: "2026-11-30",
      })
      .returning({ id: schema.subscriptions.id });
    await t.db.insert(schema.invoices).values({
      number: "INV-2026-9001",
      parentId: setup.parent.id,
      childId: setup.childId,
      subscriptionId: sub!.id,
      periodMonth: "2026-11",
      dueDate: "2026-11-26",
      totalPoisha: poisha(preschool.monthly + preschool.outdoorMonthly),
      idempotencyKey: `monthly:${sub!.id}:2026-11`,
    });
    const money = async () =>
      (await billOf(setup.parent.id)).invoices
        .map((i) => [i.periodMonth, i.dueDate, i.totalPoisha, i.status, i.number])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0])));
    const before = await money();
    await runBilling(now);
    await runBilling(dhakaMorning("2026-11-27"));
    const after = await money();
    expect(after[0]).toEqual(before[0]);
    // The months after it follow the monthly rule as before.
    expect(after.slice(1).map(([month, due]) => [month, due])).toEqual([["2026-12", "2026-12-01"]]);
  });
});
