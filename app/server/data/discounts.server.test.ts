import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BatchInput } from "~/lib/schemas/batch";
import type { Programme } from "~/lib/statuses";
import { poisha, preschool } from "../../../tests/support/fees";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { createBatch } from "./batches.server";
import { applyForPlace } from "./enrolment/apply.server";
import { decideApplication } from "./enrolment/changes.server";
import { adjustInvoice } from "./invoice-adjustments.server";
import { createOneOffInvoice } from "./invoices.server";
import { invoiceNextMonths } from "./place-billing.server";
import { approveTransfer, submitTransfer } from "./transfers.server";

/** Accepted on 1 March 2030 (Dhaka), for batches starting on Friday 5 April 2030. */
const T0 = new Date("2030-03-01T06:00:00Z");

const batchInput = (over: Partial<BatchInput> = {}): BatchInput => ({
  programme: "preschool",
  name: "Sibling batch",
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
const nextTrx = () => `SIB${String(++trx).padStart(7, "0")}`;

describe.each(databaseKinds())("discounts on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** A family with `names` children, and a staff member. */
  async function family(names: string[]) {
    const staff = await makeUser(t.db, { role: "staff" });
    const parent = await makeUser(t.db, { name: "Sabrina", children: names });
    const kids = await t.db
      .select()
      .from(schema.children)
      .where(eq(schema.children.parentId, parent.id))
      .orderBy(asc(schema.children.createdAt));
    return { staff, parent, kids };
  }

  /** A child accepted into a new batch of `programme`; returns its subscription. */
  async function accept(staffId: string, parentId: string, childId: string, programme: Programme = "preschool") {
    const batchId = await createBatch(staffId, batchInput({ programme }), T0);
    const applied = await applyForPlace(
      parentId,
      { child: { kind: "existing", id: childId }, batchId, outdoor: false, notes: null },
      T0,
    );
    if (!applied.ok) throw new Error(applied.reason);
    const decided = await decideApplication(staffId, applied.applicationId, "accept", null, T0);
    if (!decided.ok) throw new Error(decided.reason);
    const [place] = await t.db
      .select()
      .from(schema.subscriptions)
      .where(and(eq(schema.subscriptions.childId, childId), eq(schema.subscriptions.batchId, batchId)));
    return place!;
  }

  const linesOf = async (subscriptionId: string, month: string) => {
    const [invoice] = await t.db
      .select()
      .from(schema.invoices)
      .where(and(eq(schema.invoices.subscriptionId, subscriptionId), eq(schema.invoices.periodMonth, month)));
    const lines = await t.db
      .select({ description: schema.invoiceItems.description, amount: schema.invoiceItems.amountPoisha })
      .from(schema.invoiceItems)
      .where(eq(schema.invoiceItems.invoiceId, invoice!.id))
      .orderBy(asc(schema.invoiceItems.position));
    return { invoice: invoice!, lines };
  };

  /** Pays every open invoice of a place, so it becomes active and the monthly job bills it. */
  async function payAll(staffId: string, parentId: string, subscriptionId: string) {
    const open = await t.db
      .select({ id: schema.invoices.id })
      .from(schema.invoices)
      .where(and(eq(schema.invoices.subscriptionId, subscriptionId), eq(schema.invoices.status, "due")));
    const submitted = await submitTransfer(
      parentId,
      open.map((row) => row.id),
      { method: "bkash", senderNumber: "01712345678", transactionId: nextTrx() },
      T0,
    );
    if (!submitted.ok) throw new Error(submitted.reason);
    expect(await approveTransfer(staffId, submitted.transferId, T0)).toBe("approved");
  }

  it("the second child's monthly invoice carries a 'Sibling discount' line; the first pays in full, month after month", async () => {
    const { staff, parent, kids } = await family(["Rafi", "Raisa"]);
    const first = await accept(staff.id, parent.id, kids[0]!.id);
    const second = await accept(staff.id, parent.id, kids[1]!.id);
    const monthly = poisha(preschool.monthly);
    expect((await linesOf(first.id, "2030-04")).lines).toEqual([
      { description: "Monthly fee, April 2030", amount: monthly },
    ]);
    const secondApril = await linesOf(second.id, "2030-04");
    expect(secondApril.lines).toEqual([
      { description: "Monthly fee, April 2030", amount: monthly },
      { description: "Sibling discount", amount: -monthly / 10 },
    ]);
    expect(secondApril.invoice.totalPoisha).toBe(monthly - monthly / 10);

    await payAll(staff.id, parent.id, first.id);
    await payAll(staff.id, parent.id, second.id);
    expect(await invoiceNextMonths(new Date("2030-04-25T06:00:00Z"), { parentId: parent.id })).toBe(2);
    expect((await linesOf(first.id, "2030-05")).lines.map((line) => line.description)).toEqual([
      "Monthly fee, May 2030",
    ]);
    expect((await linesOf(second.id, "2030-05")).lines).toEqual([
      { description: "Monthly fee, May 2030", amount: monthly },
      { description: "Sibling discount", amount: -monthly / 10 },
    ]);
  });

  it("a sibling billed per session, or a place that ended, earns no discount; a third child gets it too", async () => {
    const { staff, parent, kids } = await family(["Adib", "Ananya", "Arham"]);
    await t.db.update(schema.children).set({ age: 7 }).where(eq(schema.children.id, kids[0]!.id));
    await accept(staff.id, parent.id, kids[0]!.id, "adventure");
    const preschoolPlace = await accept(staff.id, parent.id, kids[1]!.id);
    expect((await linesOf(preschoolPlace.id, "2030-04")).lines.map((line) => line.description)).toEqual([
      "Monthly fee, April 2030",
    ]);
    const third = await accept(staff.id, parent.id, kids[2]!.id);
    expect((await linesOf(third.id, "2030-04")).lines.map((line) => line.description)).toEqual([
      "Monthly fee, April 2030",
      "Sibling discount",
    ]);

    const other = await family(["Nabil", "Nadia"]);
    const ended = await accept(other.staff.id, other.parent.id, other.kids[0]!.id);
    await t.db
      .update(schema.subscriptions)
      .set({ status: "cancelled", endsOn: "2030-03-31" })
      .where(eq(schema.subscriptions.id, ended.id));
    const after = await accept(other.staff.id, other.parent.id, other.kids[1]!.id);
    expect((await linesOf(after.id, "2030-04")).lines.map((line) => line.description)).toEqual([
      "Monthly fee, April 2030",
    ]);
  });

  it("two siblings accepted at the same moment: exactly one of them gets the discount", async () => {
    // Four families at once, so that the order the places are made in and the order they are billed in get the
    // chance to differ (they once did, and neither sibling got the discount).
    const families = await Promise.all(
      ["Tahsin", "Rafi", "Mahir", "Sadia"].map((name) => family([name, `${name}'s sister`])),
    );
    const counts = await Promise.all(
      families.map(async ({ staff, parent, kids }) => {
        const places = await Promise.all([
          accept(staff.id, parent.id, kids[0]!.id),
          accept(staff.id, parent.id, kids[1]!.id),
        ]);
        const discounted = await Promise.all(
          places.map(async (place) =>
            (await linesOf(place.id, "2030-04")).lines.some((line) => line.description === "Sibling discount"),
          ),
        );
        return discounted.filter(Boolean).length;
      }),
    );
    expect(counts).toEqual([1, 1, 1, 1]);
  });

  describe("staff adjustments", () => {
    async function dueInvoice() {
      const staff = await makeUser(t.db, { role: "staff" });
      const parent = await makeUser(t.db);
      const invoice = (await createOneOffInvoice(
        staff.id,
        parent.id,
        {
          childId: null,
          description: "Adventure session",
          amountPoisha: 150_000,
          dueDate: "2030-04-12",
          idempotencyKey: crypto.randomUUID(),
        },
        T0,
      ))!;
      return { staff, parent, invoice };
    }
    const adjust = (
      kind: "discount" | "charge",
      amountPoisha: number,
      invoiceId: string,
      key = crypto.randomUUID(),
    ) => ({
      invoiceId,
      kind,
      amountPoisha,
      reason: kind === "discount" ? "Early payment" : "Art materials",
      idempotencyKey: key,
    });

    it("add a discount and a charge as lines with their reasons, audited, and the parent pays the new total", async () => {
      const { staff, parent, invoice } = await dueInvoice();
      const key = crypto.randomUUID();
      expect(await adjustInvoice(staff.id, parent.id, adjust("discount", 20_000, invoice.id, key), T0)).toEqual({
        ok: true,
        number: invoice.number,
        totalPoisha: 130_000,
      });
      // The same form again: once.
      expect(await adjustInvoice(staff.id, parent.id, adjust("discount", 20_000, invoice.id, key), T0)).toMatchObject({
        totalPoisha: 130_000,
      });
      expect(await adjustInvoice(staff.id, parent.id, adjust("charge", 5_000, invoice.id), T0)).toMatchObject({
        totalPoisha: 135_000,
      });
      const lines = await t.db
        .select({ description: schema.invoiceItems.description, amount: schema.invoiceItems.amountPoisha })
        .from(schema.invoiceItems)
        .where(eq(schema.invoiceItems.invoiceId, invoice.id))
        .orderBy(asc(schema.invoiceItems.position));
      expect(lines).toEqual([
        { description: "Adventure session", amount: 150_000 },
        { description: "Discount: Early payment", amount: -20_000 },
        { description: "Charge: Art materials", amount: 5_000 },
      ]);
      const audits = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, invoice.id));
      expect(audits.filter((a) => a.action === "invoice.adjust")).toHaveLength(2);

      const submitted = await submitTransfer(
        parent.id,
        [invoice.id],
        { method: "nagad", senderNumber: "01812345678", transactionId: nextTrx() },
        T0,
      );
      expect(submitted).toMatchObject({ ok: true, amountPoisha: 135_000 });
    });

    it("are refused on an invoice awaiting verification or paid, and a discount must leave something to pay", async () => {
      const { staff, parent, invoice } = await dueInvoice();
      expect(await adjustInvoice(staff.id, parent.id, adjust("discount", 150_000, invoice.id), T0)).toEqual({
        ok: false,
        reason: "too-large",
        totalPoisha: 150_000,
      });
      const other = await makeUser(t.db);
      expect(await adjustInvoice(staff.id, other.id, adjust("charge", 100, invoice.id), T0)).toMatchObject({
        reason: "missing",
      });
      const submitted = await submitTransfer(
        parent.id,
        [invoice.id],
        { method: "bkash", senderNumber: "01712345678", transactionId: nextTrx() },
        T0,
      );
      if (!submitted.ok) throw new Error(submitted.reason);
      expect(await adjustInvoice(staff.id, parent.id, adjust("charge", 100, invoice.id), T0)).toMatchObject({
        ok: false,
        reason: "not-due",
      });
      await approveTransfer(staff.id, submitted.transferId, T0);
      expect(await adjustInvoice(staff.id, parent.id, adjust("discount", 100, invoice.id), T0)).toMatchObject({
        ok: false,
        reason: "not-due",
      });
      const [after] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.id, invoice.id));
      expect(after!.totalPoisha).toBe(150_000);
    });

    it("an adjustment racing the parent's payment: the transfer is for the total the invoice has when it is locked", async () => {
      const { staff, parent, invoice } = await dueInvoice();
      const [adjusted, submitted] = await Promise.all([
        adjustInvoice(staff.id, parent.id, adjust("discount", 30_000, invoice.id), T0),
        submitTransfer(
          parent.id,
          [invoice.id],
          { method: "bkash", senderNumber: "01712345678", transactionId: nextTrx() },
          T0,
        ),
      ]);
      expect(submitted.ok).toBe(true);
      if (!submitted.ok) return;
      // Either the discount came first and the transfer is for ৳1,200, or the transfer came first and it was refused.
      if (adjusted.ok) expect(submitted.amountPoisha).toBe(120_000);
      else expect([adjusted.reason, submitted.amountPoisha]).toEqual(["not-due", 150_000]);
    });
  });
});
