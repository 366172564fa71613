import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BatchInput } from "~/lib/schemas/batch";
import { poisha, preschool } from "../../../tests/support/fees";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { runBilling } from "../jobs/billing.server";
import { createBatch } from "./batches.server";
import { applyForPlace } from "./enrolment/apply.server";
import { decideApplication } from "./enrolment/changes.server";
import { amountDue, createOneOffInvoice, getParentInvoice, listParentInvoices } from "./invoices.server";
import { recordInvoicePayment } from "./payments.server";
import { cancelPlace, invoiceNextMonths, renewPlace } from "./place-billing.server";
import { approveTransfer, submitTransfer } from "./transfers.server";

process.env.STAFF_EMAIL ||= "staff-billing@test.example";

const DAY = 86_400_000;
/** Accepted on 1 March 2030 (Dhaka), for a batch starting on Friday 5 April 2030. */
const T0 = new Date("2030-03-01T06:00:00Z");
const at = (days: number) => new Date(T0.getTime() + days * DAY);

const batchInput = (over: Partial<BatchInput> = {}): BatchInput => ({
  programme: "preschool",
  name: "Billing batch",
  nameBn: null,
  classDays: [5, 6],
  startTime: "19:00",
  endTime: "20:00",
  startDate: "2030-04-05",
  endDate: null,
  capacity: 6,
  ...over,
});

let trx = 0;
const nextTrx = () => `BIL${String(++trx).padStart(7, "0")}`;

describe.each(databaseKinds())("fees on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** A parent whose child is accepted into a new batch by staff: the place, its subscription and first invoices. */
  async function acceptedPlace(over: Partial<BatchInput> = {}, outdoor = false) {
    const staff = await makeUser(t.db, { role: "staff" });
    const parent = await makeUser(t.db, { name: "Rumana" });
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: parent.id, name: "Tuhin", age: over.programme === "adventure" ? 7 : 4 })
      .returning({ id: schema.children.id });
    const batchId = await createBatch(staff.id, batchInput(over), T0);
    const applied = await applyForPlace(
      parent.id,
      { child: { kind: "existing", id: child!.id }, batchId, outdoor, notes: null },
      T0,
    );
    if (!applied.ok) throw new Error(applied.reason);
    const decided = await decideApplication(staff.id, applied.applicationId, "accept", null, T0);
    if (!decided.ok) throw new Error(decided.reason);
    const [place] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, parent.id));
    const invoices = await t.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.parentId, parent.id))
      .orderBy(asc(schema.invoices.number));
    return { staff, parent, childId: child!.id, batchId, place: place!, invoices };
  }

  /** Pays invoices the way parents and staff do: a transfer, approved. */
  async function paid(staffId: string, parentId: string, invoiceIds: string[], now = T0) {
    const submitted = await submitTransfer(
      parentId,
      invoiceIds,
      { method: "bkash", senderNumber: "01712345678", transactionId: nextTrx() },
      now,
    );
    if (!submitted.ok) throw new Error(submitted.reason);
    expect(await approveTransfer(staffId, submitted.transferId, now)).toBe("approved");
  }

  const mailKinds = async (to: string) =>
    (
      await t.db
        .select({ kind: schema.mailOutbox.kind })
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.to, to))
        .orderBy(asc(schema.mailOutbox.createdAt))
    ).map((row) => row.kind);

  it("accepting a preschool place invoices the admission fee and the first month, in poisha, due on the start date", async () => {
    const { place, invoices } = await acceptedPlace({}, true);
    expect(place).toMatchObject({ status: "pending", billedThrough: "2030-04-30", paidThrough: null });
    expect(invoices.map((i) => [i.totalPoisha, i.dueDate, i.status, i.periodMonth])).toEqual([
      [poisha(preschool.admission), "2030-04-05", "due", null],
      [poisha(preschool.monthly + preschool.outdoorMonthly), "2030-04-05", "due", "2030-04"],
    ]);
    expect(invoices[0]!.number).toMatch(/^INV-2030-\d{4}$/);
    const [first, second] = invoices.map((i) => Number(i.number.slice(-4)));
    expect(second).toBe(first! + 1);
    const lines = await t.db
      .select({ description: schema.invoiceItems.description, amount: schema.invoiceItems.amountPoisha })
      .from(schema.invoiceItems)
      .where(eq(schema.invoiceItems.invoiceId, invoices[1]!.id))
      .orderBy(asc(schema.invoiceItems.position));
    expect(lines).toEqual([
      { description: "Monthly fee, April 2030", amount: poisha(preschool.monthly) },
      { description: "Outdoor sessions, April 2030", amount: poisha(preschool.outdoorMonthly) },
    ]);
  });

  it("an adventure place has nothing to pay up front and is active at once", async () => {
    const { place, invoices } = await acceptedPlace({ programme: "adventure" });
    expect(invoices).toEqual([]);
    expect(place.status).toBe("active");
  });

  it("20 invoices made at once take 20 consecutive numbers: no gaps, no duplicates", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const parent = await makeUser(t.db);
    // A year nobody else in this file uses, so the series starts at 1.
    const now = new Date("2041-06-01T06:00:00Z");
    const made = await Promise.all(
      Array.from({ length: 20 }, () =>
        createOneOffInvoice(
          staff.id,
          parent.id,
          {
            childId: null,
            description: "Adventure session",
            amountPoisha: 150000,
            dueDate: "2041-06-10",
            idempotencyKey: crypto.randomUUID(),
          },
          now,
        ),
      ),
    );
    const numbers = made.map((invoice) => invoice!.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-2041-${String(i + 1).padStart(4, "0")}`));

    // The same form key twice at once: one invoice, and the next number follows without a gap.
    const key = crypto.randomUUID();
    const input = {
      childId: null,
      description: "Trip",
      amountPoisha: 50050,
      dueDate: "2041-06-12",
      idempotencyKey: key,
    };
    const twice = await Promise.all([
      createOneOffInvoice(staff.id, parent.id, input, now),
      createOneOffInvoice(staff.id, parent.id, input, now),
    ]);
    expect(new Set(twice.map((invoice) => invoice!.id)).size).toBe(1);
    expect(twice[0]!.number).toBe("INV-2041-0021");
    const next = await createOneOffInvoice(staff.id, parent.id, { ...input, idempotencyKey: crypto.randomUUID() }, now);
    expect(next!.number).toBe("INV-2041-0022");
  });

  it("a rolled-back invoice gives its number back", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const parent = await makeUser(t.db);
    const now = new Date("2042-01-05T06:00:00Z");
    const input = (key: string) => ({
      childId: null,
      description: "Workshop",
      amountPoisha: 100000,
      dueDate: "2042-01-10",
      idempotencyKey: key,
    });
    // An unknown child is refused inside the transaction, before any number is taken…
    expect(
      await createOneOffInvoice(
        staff.id,
        parent.id,
        { ...input(crypto.randomUUID()), childId: crypto.randomUUID() },
        now,
      ),
    ).toBeNull();
    // …and a transaction that fails after taking one rolls it back.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(schema.documentCounters).values({ series: "INV-2042", last: 0 }).onConflictDoNothing();
        await tx.update(schema.documentCounters).set({ last: 1 }).where(eq(schema.documentCounters.series, "INV-2042"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const first = await createOneOffInvoice(staff.id, parent.id, input(crypto.randomUUID()), now);
    expect(first!.number).toBe("INV-2042-0001");
  });

  it("paying the first invoices makes the place active; the monthly job invoices the next month once, however often it runs", async () => {
    const { staff, parent, place, invoices } = await acceptedPlace();
    await paid(
      staff.id,
      parent.id,
      invoices.map((i) => i.id),
    );
    const [active] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, place.id));
    expect(active).toMatchObject({ status: "active", paidThrough: "2030-04-30" });
    expect(await mailKinds(parent.email)).toContain("billing-receipt");

    // More than 7 days before 30 April: nothing yet.
    expect(await invoiceNextMonths(new Date("2030-04-22T06:00:00Z"))).toBe(0);
    // From 23 April: May's invoice, once, run twice in a row and twice at once.
    const jobTime = new Date("2030-04-23T06:00:00Z");
    const runs = [await invoiceNextMonths(jobTime), await invoiceNextMonths(jobTime)];
    runs.push(...(await Promise.all([invoiceNextMonths(jobTime), invoiceNextMonths(jobTime)])));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const may = (await listParentInvoices(parent.id, jobTime)).filter((i) =>
      i.lines[0]?.description.includes("May 2030"),
    );
    expect(may).toHaveLength(1);
    expect(may[0]).toMatchObject({ dueDate: "2030-05-01", totalPoisha: poisha(preschool.monthly), status: "due" });

    // Renew takes the parent to that open invoice rather than making another.
    expect(await renewPlace(parent.id, place.id, jobTime)).toEqual({ ok: true, invoiceId: may[0]!.id, created: false });
    // Another family cannot renew it.
    const stranger = await makeUser(t.db);
    expect(await renewPlace(stranger.id, place.id, jobTime)).toMatchObject({ ok: false });
  });

  it("Renew invoices the following month at once, with the key the job uses, so the job does not bill it again", async () => {
    const { staff, parent, place, invoices } = await acceptedPlace();
    await paid(
      staff.id,
      parent.id,
      invoices.map((i) => i.id),
    );
    const renewed = await renewPlace(parent.id, place.id, at(10));
    expect(renewed).toMatchObject({ ok: true, created: true });
    expect(await invoiceNextMonths(new Date("2030-04-25T06:00:00Z"))).toBe(0);
    const due = await amountDue(parent.id, at(10));
    expect(due).toMatchObject({
      count: 1,
      totalPoisha: poisha(preschool.monthly),
      firstDue: "2030-05-01",
      overdue: 0,
    });
  });

  it("a batch's last month is the last one invoiced", async () => {
    const { staff, parent, place, invoices } = await acceptedPlace({ endDate: "2030-04-30" });
    await paid(
      staff.id,
      parent.id,
      invoices.map((i) => i.id),
    );
    expect(await invoiceNextMonths(new Date("2030-04-25T06:00:00Z"))).toBe(0);
    expect(await renewPlace(parent.id, place.id, at(10))).toMatchObject({ ok: false });
  });

  it("Cancel keeps the place to the end of the paid period, voids later invoices, then the job ends it and offers the seat", async () => {
    const { staff, parent, place, invoices, batchId } = await acceptedPlace({ capacity: 1 });
    await paid(
      staff.id,
      parent.id,
      invoices.map((i) => i.id),
    );
    await renewPlace(parent.id, place.id, at(10));
    // A family waiting for the only seat.
    const waiting = await makeUser(t.db, { name: "Waiting" });
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: waiting.id, name: "Mim", age: 4 })
      .returning({ id: schema.children.id });
    const applied = await applyForPlace(
      waiting.id,
      { child: { kind: "existing", id: child!.id }, batchId, outdoor: false, notes: null },
      at(11),
    );
    expect(applied).toMatchObject({ ok: true, status: "waitlisted" });

    const cancelled = await cancelPlace(parent.id, place.id, new Date("2030-04-20T06:00:00Z"));
    expect(cancelled).toEqual({ ok: true, endsOn: "2030-04-30" });
    expect(await mailKinds(process.env.STAFF_EMAIL!)).toContain("billing-place-ending");
    const may = (await listParentInvoices(parent.id)).find((i) => i.lines[0]?.description.includes("May 2030"));
    expect(may).toMatchObject({ status: "void", voidReason: "The place was cancelled." });
    expect(await cancelPlace(parent.id, place.id, new Date("2030-04-21T06:00:00Z"))).toMatchObject({ ok: false });

    // On its last day it still stands; the day after, the job ends it and the waiting family is offered the seat.
    await runBilling(new Date("2030-04-30T12:00:00Z"));
    const [still] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, place.id));
    expect(still!.status).toBe("active");
    const after = new Date("2030-05-01T06:00:00Z");
    expect((await runBilling(after)).ended).toBe(1);
    expect((await runBilling(after)).ended).toBe(0);
    const [ended] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, place.id));
    expect(ended!.status).toBe("cancelled");
    const [offer] = await t.db
      .select({ status: schema.applications.status })
      .from(schema.applications)
      .where(and(eq(schema.applications.parentId, waiting.id), eq(schema.applications.batchId, batchId)));
    expect(offer!.status).toBe("offered");
    expect(await mailKinds(waiting.email)).toContain("enrolment-offered");
  });

  it("reminders: one before the due date and one when overdue, each once, however often and wherever the job runs", async () => {
    const { parent, invoices } = await acceptedPlace();
    // Due 5 April: nothing on 1 April, the reminder from 2 April, the overdue notice from 6 April.
    await runBilling(new Date("2030-04-01T06:00:00Z"));
    expect(await mailKinds(parent.email)).not.toContain("billing-reminder");
    const soon = new Date("2030-04-02T06:00:00Z");
    await Promise.all([runBilling(soon), runBilling(soon), runBilling(soon)]);
    const late = new Date("2030-04-06T06:00:00Z");
    await Promise.all([runBilling(late), runBilling(late)]);
    await runBilling(late);
    const kinds = await mailKinds(parent.email);
    expect(kinds.filter((k) => k === "billing-reminder")).toHaveLength(invoices.length);
    expect(kinds.filter((k) => k === "billing-overdue")).toHaveLength(invoices.length);
    expect((await getParentInvoice(parent.id, invoices[0]!.id, late))?.overdue).toBe(true);
  });

  it("staff record cash against a due invoice once per form key, even posted twice at once", async () => {
    const { staff, parent, invoices } = await acceptedPlace();
    const input = {
      invoiceId: invoices[0]!.id,
      method: "cash" as const,
      reference: null,
      paidOn: "2030-03-02",
      idempotencyKey: crypto.randomUUID(),
    };
    const results = await Promise.all([
      recordInvoicePayment(staff.id, parent.id, input, at(1)),
      recordInvoicePayment(staff.id, parent.id, input, at(1)),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    const payments = await t.db.select().from(schema.payments).where(eq(schema.payments.userId, parent.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountPoisha: poisha(preschool.admission),
      paymentMethod: "cash",
      status: "completed",
    });
    // Paid now: another key cannot pay it again.
    expect(
      await recordInvoicePayment(staff.id, parent.id, { ...input, idempotencyKey: crypto.randomUUID() }, at(1)),
    ).toEqual({ ok: false, reason: "not-due" });
  });

  it("approving the same transfer twice at once makes one payment, one receipt and one mail", async () => {
    const { staff, parent, invoices } = await acceptedPlace();
    const submitted = await submitTransfer(
      parent.id,
      invoices.map((i) => i.id),
      { method: "bkash", senderNumber: "01712345678", transactionId: nextTrx() },
      at(1),
    );
    if (!submitted.ok) throw new Error(submitted.reason);
    const outcomes = await Promise.all([
      approveTransfer(staff.id, submitted.transferId, at(2)),
      approveTransfer(staff.id, submitted.transferId, at(2)),
    ]);
    expect(outcomes.sort()).toEqual(["already-decided", "approved"]);
    const payments = await t.db.select().from(schema.payments).where(eq(schema.payments.userId, parent.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountPoisha: poisha(preschool.admission + preschool.monthly),
      paymentMethod: "bkash",
      status: "completed",
    });
    expect(payments[0]!.receiptNumber).toMatch(/^RCT-2030-\d{4}$/);
    expect((await mailKinds(parent.email)).filter((k) => k === "billing-receipt")).toHaveLength(1);
  });

  it("one transaction ID, submitted for two invoices at once, is taken once", async () => {
    const { parent, invoices } = await acceptedPlace();
    const transactionId = nextTrx();
    const results = await Promise.all(
      invoices.map((invoice) =>
        submitTransfer(parent.id, [invoice.id], { method: "nagad", senderNumber: "01812345678", transactionId }, at(1)),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({
      field: "transactionId",
      reason: "duplicate",
    });
  });
});
