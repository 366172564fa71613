import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { createOneOffInvoice } from "./invoices.server";
import { editPendingClaim, getPendingClaim, listPendingClaims } from "./transfer-claims.server";
import { approveTransfer, listAwaitingVerification, rejectTransfer, submitTransfer } from "./transfers.server";

let trx = 0;
const nextTransactionId = () => `EDT${String(++trx).padStart(7, "0")}`;

describe.each(databaseKinds())("a parent's pending transfers on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** A family with one ৳1,500 invoice paid by a pending bKash transfer, and a staff member. */
  async function pendingTransfer() {
    const parent = await makeUser(t.db, { name: "Nasrin Akter" });
    const staff = await makeUser(t.db, { role: "staff", name: "Office Staff" });
    const invoice = (await createOneOffInvoice(
      staff.id,
      parent.id,
      {
        childId: null,
        description: "Adventure session",
        amountPoisha: 150_000,
        dueDate: "2026-12-12",
        idempotencyKey: crypto.randomUUID(),
      },
      new Date(),
    ))!;
    const transactionId = nextTransactionId();
    const submitted = await submitTransfer(
      parent.id,
      [invoice.id],
      { method: "bkash", senderNumber: "01711000000", transactionId },
      new Date("2026-11-20T10:00:00+06:00"),
    );
    if (!submitted.ok) throw new Error(submitted.reason);
    return { parent, staff, invoice, transactionId, transferId: submitted.transferId };
  }

  const correction = (transactionId = nextTransactionId()) => ({
    transactionId,
    amountPoisha: 145_000,
    sentOn: "2026-11-19",
  });

  it("lists the pending transfer with its TrxID, amount and day, only to its parent, and edits it with an audit row", async () => {
    const { parent, invoice, transactionId, transferId } = await pendingTransfer();
    const stranger = await makeUser(t.db);
    expect(await listPendingClaims(parent.id)).toEqual([
      {
        id: transferId,
        method: "bkash",
        transactionId,
        amountPoisha: 150_000,
        sentOn: "2026-11-20",
        invoiceNumbers: [invoice.number],
      },
    ]);
    expect(await listPendingClaims(stranger.id)).toEqual([]);
    expect(await getPendingClaim(stranger.id, transferId)).toBeNull();
    expect(await editPendingClaim(stranger.id, transferId, correction(), new Date())).toMatchObject({
      ok: false,
      reason: "not-found",
    });

    const fixed = correction();
    expect(await editPendingClaim(parent.id, transferId, fixed, new Date())).toEqual({ ok: true });
    expect(await getPendingClaim(parent.id, transferId)).toMatchObject(fixed);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "transfer.edit"), eq(schema.auditLog.entityId, transferId)));
    expect(audit).toMatchObject({
      actorId: parent.id,
      before: { transactionId, amountPoisha: 150_000, sentOn: "2026-11-20" },
      after: fixed,
    });
  });

  it("refuses a TrxID another transfer holds and shows staff the attempt; keeping its own TrxID is fine", async () => {
    const first = await pendingTransfer();
    const second = await pendingTransfer();
    expect(
      await editPendingClaim(second.parent.id, second.transferId, correction(first.transactionId), new Date()),
    ).toEqual({ ok: false, field: "transactionId", reason: "duplicate" });
    const listed = (await listAwaitingVerification()).find((row) => row.id === first.transferId);
    expect(listed?.refusedDuplicates).toMatchObject([
      { parentId: second.parent.id, invoiceNumbers: [second.invoice.number], amountPoisha: 145_000 },
    ]);
    expect(
      await editPendingClaim(second.parent.id, second.transferId, correction(second.transactionId), new Date()),
    ).toEqual({ ok: true });
  });

  it("a transfer staff have decided cannot be edited", async () => {
    const approved = await pendingTransfer();
    await approveTransfer(approved.staff.id, approved.transferId, new Date());
    const rejected = await pendingTransfer();
    await rejectTransfer(rejected.staff.id, rejected.transferId, "Not on the statement.", new Date());
    for (const { parent, transferId } of [approved, rejected]) {
      expect(await editPendingClaim(parent.id, transferId, correction(), new Date())).toMatchObject({
        ok: false,
        reason: "already-decided",
      });
      expect(await listPendingClaims(parent.id)).toEqual([]);
    }
  });

  it("an edit racing staff's Approve: either the edit lands first and is what is approved, or it is refused", async () => {
    for (let round = 0; round < 5; round++) {
      const { parent, staff, transferId, transactionId } = await pendingTransfer();
      const fixed = correction();
      const [edited, decided] = await Promise.all([
        editPendingClaim(parent.id, transferId, fixed, new Date()),
        approveTransfer(staff.id, transferId, new Date()),
      ]);
      expect(decided).toBe("approved");
      const [payment] = await t.db.select().from(schema.payments).where(eq(schema.payments.transferId, transferId));
      const [transfer] = await t.db.select().from(schema.transfers).where(eq(schema.transfers.id, transferId));
      if (edited.ok) {
        // Approved after the edit: the payment carries the corrected TrxID and day.
        expect(payment?.transactionRef).toBe(fixed.transactionId);
        expect(transfer).toMatchObject({ transactionId: fixed.transactionId, sentOn: fixed.sentOn });
      } else {
        expect(edited).toMatchObject({ reason: "already-decided" });
        expect(payment?.transactionRef).toBe(transactionId);
        expect(transfer).toMatchObject({ transactionId, amountPoisha: 150_000, sentOn: "2026-11-20" });
      }
    }
  });
});
