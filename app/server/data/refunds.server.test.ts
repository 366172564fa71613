import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RefundInput } from "~/lib/schemas/money";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { createOneOffInvoice } from "./invoices.server";
import { listPayments, recordInvoicePayment } from "./payments.server";
import { getCreditNote, listCreditNotes, listRefundsInMonth, refundPayment, refundsOfPayment } from "./refunds.server";

const refund = (amountPoisha: number, over: Partial<RefundInput> = {}): RefundInput => ({
  amountPoisha,
  reason: "Left the programme mid-month.",
  method: "bkash",
  idempotencyKey: crypto.randomUUID(),
  ...over,
});

describe.each(databaseKinds())("refunds and credit notes on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** A family's invoice of ৳2,000 paid in cash, with its receipt: the payment to refund. */
  async function paidPayment(now = new Date()) {
    const parent = await makeUser(t.db, { name: "Farzana Rahman" });
    const staff = await makeUser(t.db, { role: "staff", name: "Office Staff" });
    const invoice = (await createOneOffInvoice(
      staff.id,
      parent.id,
      {
        childId: null,
        description: "Adventure session",
        amountPoisha: 200_000,
        dueDate: "2026-12-12",
        idempotencyKey: crypto.randomUUID(),
      },
      now,
    ))!;
    const paid = await recordInvoicePayment(
      staff.id,
      parent.id,
      {
        invoiceId: invoice.id,
        method: "cash",
        reference: null,
        paidOn: "2026-11-20",
        idempotencyKey: crypto.randomUUID(),
      },
      now,
    );
    if (!paid.ok) throw new Error(paid.reason);
    const [payment] = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.receiptNumber, paid.receiptNumber));
    return { parent, staff, invoice, payment: payment! };
  }

  const creditNoteMails = async (to: string) =>
    (await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to))).filter((mail) =>
      mail.subject.startsWith("Credit note"),
    );

  it("refunds part, then the rest: two credit notes in sequence, each emailed once, and the payment shows refunded", async () => {
    const { parent, staff, payment } = await paidPayment();
    const first = await refundPayment(staff.id, payment.id, refund(50_000), new Date());
    expect(first).toMatchObject({ ok: true, amountPoisha: 50_000, created: true });
    if (!first.ok) return;
    expect(first.number).toMatch(/^CN-\d{4}-\d{4}$/);
    expect(await refundsOfPayment(payment.id)).toMatchObject({ refundedPoisha: 50_000, refundablePoisha: 150_000 });
    expect((await listPayments(parent.id))[0]).toMatchObject({ status: "completed", refundedPoisha: 50_000 });

    const rest = await refundPayment(staff.id, payment.id, refund(150_000, { method: "cash" }), new Date());
    expect(rest.ok).toBe(true);
    if (!rest.ok) return;
    expect(Number(rest.number.slice(-4))).toBe(Number(first.number.slice(-4)) + 1);
    expect((await listPayments(parent.id))[0]).toMatchObject({ status: "refunded", refundedPoisha: 200_000 });
    expect(await refundsOfPayment(payment.id)).toMatchObject({ refundablePoisha: 0 });
    expect(await refundPayment(staff.id, payment.id, refund(1), new Date())).toEqual({
      ok: false,
      reason: "too-much",
      refundablePoisha: 0,
    });

    expect(await creditNoteMails(parent.email)).toHaveLength(2);
    const note = await getCreditNote(first.creditNoteId, parent.id);
    expect(note).toMatchObject({
      number: first.number,
      amountPoisha: 50_000,
      method: "bkash",
      reason: "Left the programme mid-month.",
      receipt: { paymentId: payment.id, receiptNumber: payment.receiptNumber, amountPoisha: 200_000 },
      parent: { name: "Farzana Rahman", email: parent.email },
    });
    expect((await listCreditNotes(parent.id)).map((n) => n.number)).toEqual([rest.number, first.number]);
    const audits = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, payment.id));
    expect(audits.filter((a) => a.action === "payment.refund").map((a) => a.actorId)).toEqual([staff.id, staff.id]);
  });

  it("refuses more than is left, a repeat of the same form refunds once, and another family's note is not theirs", async () => {
    const { parent, staff, payment } = await paidPayment();
    expect(await refundPayment(staff.id, payment.id, refund(200_001), new Date())).toEqual({
      ok: false,
      reason: "too-much",
      refundablePoisha: 200_000,
    });
    const form = refund(70_000);
    const once = await refundPayment(staff.id, payment.id, form, new Date());
    const again = await refundPayment(staff.id, payment.id, form, new Date());
    expect(once).toMatchObject({ ok: true, created: true });
    expect(again).toMatchObject({ ok: true, created: false });
    expect((await refundsOfPayment(payment.id))?.notes).toHaveLength(1);
    expect(await creditNoteMails(parent.email)).toHaveLength(1);
    const other = await makeUser(t.db);
    if (once.ok) {
      expect(await getCreditNote(once.creditNoteId, other.id)).toBeNull();
      expect(await getCreditNote(once.creditNoteId, null)).not.toBeNull();
    }
    expect(await refundPayment(staff.id, crypto.randomUUID(), refund(1), new Date())).toMatchObject({
      reason: "missing",
    });
    expect(await refundPayment(staff.id, "nope", refund(1), new Date())).toMatchObject({ reason: "missing" });
  });

  it("refuses a payment without a receipt (entered by hand before invoices)", async () => {
    const parent = await makeUser(t.db);
    const staff = await makeUser(t.db, { role: "staff" });
    const [old] = await t.db
      .insert(schema.payments)
      .values({ userId: parent.id, amountPoisha: 100_000, status: "completed", paymentMethod: "cash" })
      .returning({ id: schema.payments.id });
    expect(await refundPayment(staff.id, old!.id, refund(100), new Date())).toMatchObject({
      ok: false,
      reason: "not-refundable",
    });
    expect(await refundsOfPayment(old!.id)).toMatchObject({ refundablePoisha: 0 });
  });

  it("two staff refunding at once never return more than was paid", async () => {
    const { staff, payment } = await paidPayment();
    const other = await makeUser(t.db, { role: "staff" });
    // Six refunds of ৳800 against ৳2,000: only two fit.
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        refundPayment(i % 2 ? staff.id : other.id, payment.id, refund(80_000), new Date()),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok && r.reason === "too-much")).toHaveLength(4);
    const after = await refundsOfPayment(payment.id);
    expect(after?.refundedPoisha).toBe(160_000);
    expect(after?.refundablePoisha).toBe(40_000);
  });

  it("credit note numbers made at once take consecutive numbers, with no gaps from refused refunds", async () => {
    // A year nobody else in this file uses, so the series starts at 1.
    const now = new Date("2043-03-01T06:00:00Z");
    const payments = await Promise.all(Array.from({ length: 6 }, () => paidPayment(now)));
    const attempts = payments.flatMap(({ staff, payment }) => [
      refundPayment(staff.id, payment.id, refund(120_000), now),
      refundPayment(staff.id, payment.id, refund(120_000), now),
      refundPayment(staff.id, payment.id, refund(30_000), now),
    ]);
    const results = await Promise.all(attempts);
    const numbers = results.flatMap((r) => (r.ok ? [r.number] : [])).sort();
    // Per payment: one of the ৳1,200 refunds fits and the ৳300 one always does.
    expect(numbers).toHaveLength(12);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `CN-2043-${String(i + 1).padStart(4, "0")}`));
    const exported = await listRefundsInMonth("2043-03");
    expect(exported.map((r) => r.number).sort()).toEqual(numbers);
    expect(exported[0]).toMatchObject({ currency: "BDT", parentName: "Farzana Rahman", refundedBy: "Office Staff" });
  });
});
