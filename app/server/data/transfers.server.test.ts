import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { createOneOffInvoice } from "./invoices.server";
import {
  AWAITING_PAGE_SIZE,
  approveTransfer,
  countAwaitingVerification,
  getTransferDecision,
  listAwaitingVerification,
  listTransfersInMonth,
  rejectTransfer,
  submitTransfer,
} from "./transfers.server";

let trx = 0;
const nextTransactionId = () => `TRX${String(++trx).padStart(7, "0")}`;

describe.each(databaseKinds())("staff's side of transfers on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** A family with `count` one-off invoices of ৳1,500, and a staff member. */
  async function family(count = 1) {
    const parent = await makeUser(t.db, { name: "Nasrin Akter" });
    const staff = await makeUser(t.db, { role: "staff", name: "Office Staff" });
    const invoices = [];
    for (let i = 0; i < count; i++) {
      const input = {
        childId: null,
        description: `Adventure session ${i + 1}`,
        amountPoisha: 150_000,
        dueDate: "2026-12-12",
        idempotencyKey: crypto.randomUUID(),
      };
      invoices.push((await createOneOffInvoice(staff.id, parent.id, input, new Date()))!);
    }
    return { parent, staff, invoices };
  }

  const submit = async (parentId: string, invoiceIds: string[], at = new Date()) => {
    const submitted = await submitTransfer(
      parentId,
      invoiceIds,
      { method: "nagad", senderNumber: "01811000000", transactionId: nextTransactionId() },
      at,
    );
    if (!submitted.ok) throw new Error(submitted.reason);
    return submitted;
  };

  it("counts and lists what awaits verification, and tells how each was decided", async () => {
    const { parent, staff, invoices } = await family(3);
    const before = await countAwaitingVerification();
    const both = await submit(parent.id, [invoices[0]!.id, invoices[1]!.id]);
    const single = await submit(parent.id, [invoices[2]!.id]);
    expect(await countAwaitingVerification()).toBe(before + 2);
    const listed = (await listAwaitingVerification()).find((row) => row.id === both.transferId);
    expect(listed).toMatchObject({
      parentName: "Nasrin Akter",
      amountPoisha: 300_000,
      invoiceNumbers: [invoices[0]!.number, invoices[1]!.number],
    });

    expect(await getTransferDecision(both.transferId)).toMatchObject({
      status: "pending",
      decidedBy: null,
      receiptNumber: null,
      invoiceNumbers: [invoices[0]!.number, invoices[1]!.number],
    });
    expect(await approveTransfer(staff.id, both.transferId, new Date())).toBe("approved");
    const approved = await getTransferDecision(both.transferId);
    expect(approved).toMatchObject({ status: "approved", decidedBy: "Office Staff", amountPoisha: 300_000 });
    expect(approved?.receiptNumber).toMatch(/^RCT-\d{4}-\d{4}$/);
    const [payment] = await t.db.select().from(schema.payments).where(eq(schema.payments.id, approved!.paymentId!));
    expect(payment).toMatchObject({ receiptNumber: approved!.receiptNumber, transferId: both.transferId });

    expect(await rejectTransfer(staff.id, single.transferId, "Not on the statement.", new Date())).toBe("rejected");
    expect(await getTransferDecision(single.transferId)).toMatchObject({
      status: "rejected",
      receiptNumber: null,
      paymentId: null,
    });
    expect(await countAwaitingVerification()).toBe(before);
    expect(await getTransferDecision(crypto.randomUUID())).toBeNull();
    expect(await getTransferDecision("not-an-id")).toBeNull();
  });

  it("decides a transfer once, however many staff press Approve or Reject at once", async () => {
    const { parent, staff, invoices } = await family();
    const { transferId } = await submit(parent.id, [invoices[0]!.id]);
    const outcomes = await Promise.all([
      approveTransfer(staff.id, transferId, new Date()),
      approveTransfer(staff.id, transferId, new Date()),
      rejectTransfer(staff.id, transferId, "Too late.", new Date()),
    ]);
    expect(outcomes.filter((outcome) => outcome !== "already-decided")).toHaveLength(1);
    const payments = await t.db.select().from(schema.payments).where(eq(schema.payments.transferId, transferId));
    expect(payments).toHaveLength(outcomes.includes("approved") ? 1 : 0);
  });

  it("a TrxID submitted again by another family is refused, and staff see the attempt on the pending transfer", async () => {
    const first = await family();
    const other = await family();
    const transactionId = nextTransactionId();
    const claim = (parentId: string, invoiceId: string, senderNumber: string) =>
      submitTransfer(parentId, [invoiceId], { method: "bkash", senderNumber, transactionId }, new Date());
    const kept = await claim(first.parent.id, first.invoices[0]!.id, "01711000001");
    if (!kept.ok) throw new Error(kept.reason);
    expect(await claim(other.parent.id, other.invoices[0]!.id, "01911000002")).toMatchObject({
      ok: false,
      field: "transactionId",
    });

    const listed = (await listAwaitingVerification()).find((row) => row.id === kept.transferId);
    expect(listed?.refusedDuplicates).toEqual([
      {
        parentId: other.parent.id,
        parentName: "Nasrin Akter",
        invoiceNumbers: [other.invoices[0]!.number],
        amountPoisha: 150_000,
        senderNumber: "01911000002",
        at: expect.any(Date),
      },
    ]);
    // The refused family's invoice is still theirs to pay.
    const [invoice] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.id, other.invoices[0]!.id));
    expect(invoice?.status).toBe("due");
  });

  it("two families submitting one TrxID at once: one transfer is made, the other attempt is recorded", async () => {
    const [a, b] = [await family(), await family()];
    const transactionId = nextTransactionId();
    const results = await Promise.all(
      [a, b].map((f) =>
        submitTransfer(
          f.parent.id,
          [f.invoices[0]!.id],
          { method: "nagad", senderNumber: "01811000000", transactionId },
          new Date(),
        ),
      ),
    );
    const made = results.filter((r) => r.ok);
    expect(made).toHaveLength(1);
    const transfers = await t.db
      .select()
      .from(schema.transfers)
      .where(eq(schema.transfers.transactionId, transactionId));
    expect(transfers).toHaveLength(1);
    const listed = (await listAwaitingVerification()).find((row) => row.id === transfers[0]!.id);
    expect(listed?.refusedDuplicates).toHaveLength(1);
  });

  it("the queue pages oldest first, 50 a page, and counts them all", async () => {
    const { parent, invoices } = await family(AWAITING_PAGE_SIZE + 1);
    const before = await countAwaitingVerification();
    // Sent long before anything else in the database, so they lead the queue whatever other tests left.
    const sent = [];
    for (const [i, invoice] of invoices.entries())
      sent.push(await submit(parent.id, [invoice.id], new Date(Date.UTC(2001, 0, 1, 0, i))));
    expect(await countAwaitingVerification()).toBe(before + AWAITING_PAGE_SIZE + 1);
    const first = await listAwaitingVerification(1);
    expect(first.map((row) => row.id)).toEqual(sent.slice(0, AWAITING_PAGE_SIZE).map((s) => s.transferId));
    expect((await listAwaitingVerification(2))[0]?.id).toBe(sent[AWAITING_PAGE_SIZE]!.transferId);
  });

  it("exports a Dhaka calendar month, with decisions and receipts", async () => {
    const { parent, staff, invoices } = await family(3);
    // 23:59 on November 30 in Dhaka, then 00:00 and 00:01 on December 1.
    const lastOfNovember = await submit(parent.id, [invoices[0]!.id], new Date("2026-11-30T17:59:00Z"));
    const firstOfDecember = await submit(parent.id, [invoices[1]!.id], new Date("2026-11-30T18:00:00Z"));
    await submit(parent.id, [invoices[2]!.id], new Date("2026-11-30T18:01:00Z"));
    await approveTransfer(staff.id, firstOfDecember.transferId, new Date());

    const november = (await listTransfersInMonth("2026-11")).filter((row) => row.parentId === parent.id);
    expect(november.map((row) => row.id)).toEqual([lastOfNovember.transferId]);
    expect(november[0]).toMatchObject({ status: "pending", receiptNumber: null, decidedBy: null });

    const december = (await listTransfersInMonth("2026-12")).filter((row) => row.parentId === parent.id);
    expect(december).toHaveLength(2);
    expect(december[0]).toMatchObject({
      id: firstOfDecember.transferId,
      status: "approved",
      decidedBy: "Office Staff",
      invoiceNumbers: [invoices[1]!.number],
      parentEmail: parent.email,
    });
    expect(december[0]!.receiptNumber).toMatch(/^RCT-/);
  });
});
