import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MoneyMessage } from "~/lib/money-messages";
import { invoiceNumberFromReference, invoiceReference, judgeMessage } from "~/lib/reconcile";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { createOneOffInvoice } from "./invoices.server";
import { confirmWithKeptMessage, listUnmatchedMessages, reconcileMessages } from "./reconcile.server";
import { submitTransfer } from "./transfers.server";

let serial = 0;
/** A TrxID no other test uses: bKash's are 10 characters. */
const nextTrx = () => `RC${String(++serial).padStart(4, "0")}${crypto.randomUUID().slice(0, 4).toUpperCase()}`;

const bkashReceived = (trx: string, taka: string, from: string, reference?: string) =>
  `You have received Tk ${taka} from ${from}.${reference ? ` Ref ${reference}.` : ""} Fee Tk 0.00. Balance Tk 9,999.00. TrxID ${trx} at 30/12/2024 13:22`;
const nagadReceived = (trx: string, taka: string, from: string) =>
  `Money Received.\nAmount: Tk ${taka}\nSender: ${from}\nRef: N/A\nTxnID: ${trx}\nBalance: Tk 4,250.00\n30/12/2024 13:22`;

describe("the rule a message is judged by", () => {
  const message = (over: Partial<MoneyMessage> = {}): MoneyMessage => ({
    text: "",
    provider: "bkash",
    kind: "received",
    transactionId: "ABCD123456",
    amountPoisha: 160_000,
    senderNumber: "01712345678",
    at: null,
    reference: null,
    ...over,
  });
  const transfer = { status: "pending", method: "bkash", senderNumber: "01712345678", amountPoisha: 160_000 };

  it("approves only money received that agrees in every way", () => {
    expect(judgeMessage(message(), transfer)).toBe("approved");
    expect(judgeMessage(message({ kind: "sent" }), transfer)).toBe("not-received");
    expect(judgeMessage(message({ transactionId: null }), transfer)).toBe("unreadable");
    expect(judgeMessage(message(), null)).toBe("no-transfer");
    expect(judgeMessage(message(), { ...transfer, status: "approved" })).toBe("already-decided");
    expect(judgeMessage(message({ provider: "nagad" }), transfer)).toBe("method-differs");
    expect(judgeMessage(message({ amountPoisha: 150_000 }), transfer)).toBe("amount-differs");
    expect(judgeMessage(message({ senderNumber: "01712345679" }), transfer)).toBe("sender-differs");
    expect(judgeMessage(message({ senderNumber: null }), transfer)).toBe("sender-differs");
    expect(judgeMessage(message({ senderNumber: "+8801712345678" }), transfer)).toBe("approved");
  });

  it("never approves when less was received than submitted, whatever else agrees", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.constantFrom("bkash", "nagad"),
        (submitted, received, method) => {
          fc.pre(received < submitted);
          const outcome = judgeMessage(message({ amountPoisha: received, provider: method }), {
            ...transfer,
            method,
            amountPoisha: submitted,
          });
          expect(outcome).not.toBe("approved");
        },
      ),
    );
  });

  it("gives each invoice a short reference of digits that reads back as its number", () => {
    expect(invoiceReference("INV-2026-0042")).toBe("260042");
    expect(invoiceReference("INV-2027-12345")).toBe("2712345");
    for (const typed of ["260042", "26-0042", "2026-0042", "INV-2026-0042", "inv 2026 0042"])
      expect(invoiceNumberFromReference(typed)).toBe("INV-2026-0042");
    expect(invoiceNumberFromReference("Ayaan fee")).toBeNull();
    expect(invoiceNumberFromReference("1600")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 999_999 }), (year, n) => {
        const number = `INV-${year}-${String(n).padStart(4, "0")}`;
        const reference = invoiceReference(number);
        expect(reference).toMatch(/^\d{6,8}$/);
        expect(invoiceNumberFromReference(reference)).toBe(number);
      }),
    );
  });
});

describe.each(databaseKinds())("reconciling messages on %s", (kind) => {
  const t = useTestDatabase(kind);

  /** A family with `count` one-off invoices of ৳1,600 and a pending transfer for each, and a staff member. */
  async function familyWithTransfers(count: number, method: "bkash" | "nagad" = "bkash", sender = "01712345678") {
    const parent = await makeUser(t.db, { name: "Nasrin Akter" });
    const staff = await makeUser(t.db, { role: "staff", name: "Office Staff" });
    const transfers = [];
    for (let i = 0; i < count; i++) {
      const invoice = (await createOneOffInvoice(
        staff.id,
        parent.id,
        {
          childId: null,
          description: "Adventure session",
          amountPoisha: 160_000,
          dueDate: "2026-12-12",
          idempotencyKey: crypto.randomUUID(),
        },
        new Date(),
      ))!;
      const transactionId = nextTrx();
      const submitted = await submitTransfer(
        parent.id,
        [invoice.id],
        { method, senderNumber: sender, transactionId },
        new Date(),
      );
      if (!submitted.ok) throw new Error(submitted.reason);
      transfers.push({ id: submitted.transferId, transactionId, invoice });
    }
    return { parent, staff, transfers };
  }

  const receiptsOf = (transferIds: string[]) =>
    t.db.select().from(schema.payments).where(inArray(schema.payments.transferId, transferIds));
  const receiptMails = (to: string) =>
    t.db
      .select({ subject: schema.mailOutbox.subject })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, to))
      .then((rows) => rows.filter((row) => row.subject.startsWith("Receipt")));

  it("three messages: two transfers become paid with one receipt mail each, one is flagged; pasting again changes nothing", async () => {
    const { parent, staff, transfers } = await familyWithTransfers(3);
    const [a, b, c] = transfers as [(typeof transfers)[0], (typeof transfers)[0], (typeof transfers)[0]];
    const pasted = [
      bkashReceived(a.transactionId, "1,600.00", "01712345678", invoiceReference(a.invoice.number)),
      bkashReceived(b.transactionId, "1,600.00", "০১৭১২৩৪৫৬৭৮"),
      bkashReceived(c.transactionId, "1,500.00", "01712345678"),
    ].join("\n\n");

    const lines = await reconcileMessages(pasted, { via: "paste", actorId: staff.id }, new Date());
    expect(lines.map((line) => line.outcome)).toEqual(["approved", "approved", "amount-differs"]);
    expect(lines[0]!.referenced).toMatchObject({ number: a.invoice.number, parentName: "Nasrin Akter" });
    expect(lines[0]!.transfer).toMatchObject({ status: "approved", decidedBy: "Office Staff" });
    expect(lines[0]!.transfer?.receiptNumber).toMatch(/^RCT-\d{4}-\d{4}$/);
    expect(lines[2]!.transfer).toMatchObject({ status: "pending", amountPoisha: 160_000 });
    expect(await receiptsOf([a.id, b.id, c.id])).toHaveLength(2);
    expect(await receiptMails(parent.email)).toHaveLength(2);

    // The approval is staff's own, naming who reconciled and from which message.
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, a.id))
      .then((rows) => rows.filter((row) => row.action === "transfer.approve"));
    expect(audit).toMatchObject({ actorId: staff.id, after: expect.objectContaining({ via: "paste" }) });

    const again = await reconcileMessages(pasted, { via: "paste", actorId: staff.id }, new Date());
    expect(again.map((line) => line.outcome)).toEqual(["already-decided", "already-decided", "amount-differs"]);
    expect(await receiptsOf([a.id, b.id, c.id])).toHaveLength(2);
    expect(await receiptMails(parent.email)).toHaveLength(2);
    const [invoiceC] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.id, c.invoice.id));
    expect(invoiceC!.status).toBe("pending_verification");
  });

  it("lists the other reasons, and never matches money that went out", async () => {
    const { staff, transfers } = await familyWithTransfers(3, "nagad", "01811000000");
    const [a, b, c] = transfers as [(typeof transfers)[0], (typeof transfers)[0], (typeof transfers)[0]];
    const pasted = [
      nagadReceived(a.transactionId, "1,600.00", "01811000001"),
      bkashReceived(b.transactionId, "1,600.00", "01811000000"),
      `Send Money Successful.\nAmount: Tk 1,600.00\nReceiver: 01811000000\nRef: N/A\nTxnID: ${c.transactionId}\nFee: Tk 0.00\nBalance: Tk 3,750.00\n16/01/2025 10:00`,
      nagadReceived("ZZ99ZZ99", "1,600.00", "01811000000"),
      "You have received Tk 1,600.00 from 01811000000. Fee Tk 0.00.",
    ].join("\n\n");
    const lines = await reconcileMessages(pasted, { via: "paste", actorId: staff.id }, new Date());
    expect(lines.map((line) => line.outcome)).toEqual([
      "sender-differs",
      "method-differs",
      "not-received",
      "no-transfer",
      "unreadable",
    ]);
    expect(await receiptsOf(transfers.map((x) => x.id))).toHaveLength(0);
    const unmatched = await listUnmatchedMessages(50);
    expect(unmatched.map((row) => row.transactionId)).toEqual(
      expect.arrayContaining([a.transactionId, b.transactionId, "ZZ99ZZ99"]),
    );
    expect(unmatched.map((row) => row.transactionId)).not.toContain(c.transactionId);
  });

  it("a message that came before the parent's TrxID confirms it once the parent submits it", async () => {
    const parent = await makeUser(t.db);
    const staff = await makeUser(t.db, { role: "staff" });
    const transactionId = nextTrx();
    const [early] = await reconcileMessages(
      bkashReceived(transactionId, "1,600.00", "01712000001"),
      { via: "sms", actorId: null },
      new Date(),
    );
    expect(early!.outcome).toBe("no-transfer");
    expect(await confirmWithKeptMessage("NOSUCHTRX1", new Date())).toBeNull();

    const invoice = (await createOneOffInvoice(
      staff.id,
      parent.id,
      {
        childId: null,
        description: "Session",
        amountPoisha: 160_000,
        dueDate: "2026-12-12",
        idempotencyKey: crypto.randomUUID(),
      },
      new Date(),
    ))!;
    const submitted = await submitTransfer(
      parent.id,
      [invoice.id],
      { method: "bkash", senderNumber: "01712000001", transactionId },
      new Date(),
    );
    if (!submitted.ok) throw new Error(submitted.reason);
    expect(await confirmWithKeptMessage(transactionId, new Date())).toBe("approved");
    expect(await confirmWithKeptMessage(transactionId, new Date())).toBe("already-decided");
    const [transfer] = await t.db.select().from(schema.transfers).where(eq(schema.transfers.id, submitted.transferId));
    expect(transfer).toMatchObject({ status: "approved", decidedBy: null });
    expect(await receiptsOf([submitted.transferId])).toHaveLength(1);
  });

  it("two staff pasting the same messages at once approve each transfer once", async () => {
    const { parent, staff, transfers } = await familyWithTransfers(2);
    const pasted = transfers.map((x) => bkashReceived(x.transactionId, "1,600.00", "01712345678")).join("\n\n");
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => reconcileMessages(pasted, { via: "paste", actorId: staff.id }, new Date())),
    );
    const approvals = runs.flatMap((lines) => lines.filter((line) => line.outcome === "approved"));
    expect(approvals).toHaveLength(2);
    expect(await receiptsOf(transfers.map((x) => x.id))).toHaveLength(2);
    expect(await receiptMails(parent.email)).toHaveLength(2);
  });

  it("properties: a TrxID approves at most one transfer, replaying is a no-op, and short money never pays", async () => {
    const { parent, staff, transfers } = await familyWithTransfers(6);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            which: fc.integer({ min: 0, max: transfers.length - 1 }),
            // Received less, the same, or more than submitted.
            delta: fc.constantFrom(-10_000, -1, 0, 0, 0, 1, 50_000),
            sameSender: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (plan) => {
          const text = plan
            .map(({ which, delta, sameSender }) => {
              const taka = (160_000 + delta) / 100;
              const from = sameSender ? "01712345678" : "01712345670";
              return bkashReceived(transfers[which]!.transactionId, taka.toFixed(2), from);
            })
            .join("\n\n");
          const before = await receiptsOf(transfers.map((x) => x.id));
          const first = await reconcileMessages(text, { via: "paste", actorId: staff.id }, new Date());
          const after = await receiptsOf(transfers.map((x) => x.id));
          // Each approval is a transfer that was pending, by a message with its exact amount and sender.
          for (const [index, line] of first.entries()) {
            if (line.outcome !== "approved") continue;
            expect(plan[index]).toMatchObject({ delta: 0, sameSender: true });
          }
          expect(after.length - before.length).toBe(first.filter((line) => line.outcome === "approved").length);
          expect(new Set(after.map((row) => row.transferId)).size).toBe(after.length);
          const replay = await reconcileMessages(text, { via: "paste", actorId: staff.id }, new Date());
          expect(replay.some((line) => line.outcome === "approved")).toBe(false);
          expect(await receiptsOf(transfers.map((x) => x.id))).toHaveLength(after.length);
        },
      ),
      { numRuns: 12 },
    );
    const paid = await receiptsOf(transfers.map((x) => x.id));
    expect(await receiptMails(parent.email)).toHaveLength(paid.length);
  });
});
