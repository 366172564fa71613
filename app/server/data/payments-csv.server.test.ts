import { describe, expect, it } from "vitest";
import { dhakaTimestamp, exportFilename, exportMonth, poishaAsDecimal, transfersCsv } from "./payments-csv.server";
import type { ExportedTransfer } from "./transfers.server";

const transfer = (overrides: Partial<ExportedTransfer> = {}): ExportedTransfer => ({
  id: "7d1c3c1e-4a0e-4a57-9d55-0d6a1f9b2c11",
  parentId: "parent-1",
  parentName: "Farzana Rahman",
  parentEmail: "farzana@example.com",
  method: "bkash",
  senderNumber: "01712345678",
  transactionId: "BK7X9Q2M1A",
  amountPoisha: 200000,
  submittedAt: new Date("2026-11-05T13:30:00Z"),
  status: "approved",
  rejectReason: null,
  decidedAt: new Date("2026-11-06T04:05:00Z"),
  decidedBy: "Programme Admin",
  invoiceNumbers: ["INV-2026-0001"],
  receiptNumber: "RCT-2026-0001",
  ...overrides,
});

describe("poishaAsDecimal", () => {
  it("writes taka with two decimals and nothing else", () => {
    expect(poishaAsDecimal(200000)).toBe("2000.00");
    expect(poishaAsDecimal(150050)).toBe("1500.50");
    expect(poishaAsDecimal(7)).toBe("0.07");
    expect(poishaAsDecimal(0)).toBe("0.00");
    expect(poishaAsDecimal(123456789012)).toBe("1234567890.12");
    expect(poishaAsDecimal(-2500)).toBe("-25.00");
  });
});

describe("dhakaTimestamp", () => {
  it("reads the clock in Dhaka (UTC+6), 24-hour", () => {
    expect(dhakaTimestamp(new Date("2026-11-05T13:30:00Z"))).toBe("2026-11-05 19:30");
    expect(dhakaTimestamp(new Date("2026-11-30T18:00:00Z"))).toBe("2026-12-01 00:00");
    expect(dhakaTimestamp(null)).toBe("");
  });
});

describe("exportMonth", () => {
  const now = new Date("2026-11-30T18:30:00Z"); // already December 1 in Dhaka
  it("takes a YYYY-MM month, and this Dhaka month when none is given", () => {
    expect(exportMonth("2026-02", now)).toBe("2026-02");
    expect(exportMonth(null, now)).toBe("2026-12");
    expect(exportMonth("", now)).toBe("2026-12");
  });
  it("refuses anything else", () => {
    for (const bad of ["2026-13", "2026-00", "2026-1", "26-01", "2026-01-01", "November", "2026-01'--"])
      expect(exportMonth(bad, now), bad).toBeNull();
  });
  it("names the file after the month", () => {
    expect(exportFilename("2026-11")).toBe("payments-2026-11.csv");
  });
});

describe("transfersCsv", () => {
  it("writes a header and one row per transfer, as accountants read them", () => {
    const csv = transfersCsv([
      transfer(),
      transfer({
        method: "nagad",
        transactionId: "NG12345678",
        status: "rejected",
        rejectReason: 'No such TrxID on the statement, "NG1234…"',
        invoiceNumbers: ["INV-2026-0002", "INV-2026-0003"],
        amountPoisha: 360000,
        receiptNumber: null,
      }),
      transfer({
        status: "pending",
        decidedAt: null,
        decidedBy: null,
        receiptNumber: null,
        parentName: "=cmd|' /C calc'!A0",
      }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(
      "Submitted,Invoice(s),Parent,Parent email,Method,Sender number,Transaction ID,Amount,Currency,Status,Decided by,Decided at,Reject reason,Receipt,Credit note,Refund reason",
    );
    expect(lines[1]).toBe(
      "2026-11-05 19:30,INV-2026-0001,Farzana Rahman,farzana@example.com,bKash,01712345678,BK7X9Q2M1A,2000.00,BDT,Approved,Programme Admin,2026-11-06 10:05,,RCT-2026-0001,,",
    );
    expect(lines[2]).toBe(
      '2026-11-05 19:30,"INV-2026-0002, INV-2026-0003",Farzana Rahman,farzana@example.com,Nagad,01712345678,NG12345678,3600.00,BDT,Rejected,Programme Admin,2026-11-06 10:05,"No such TrxID on the statement, ""NG1234…""",,,',
    );
    expect(lines[3]).toBe(
      "2026-11-05 19:30,INV-2026-0001,'=cmd|' /C calc'!A0,farzana@example.com,bKash,01712345678,BK7X9Q2M1A,2000.00,BDT,Awaiting verification,,,,,,",
    );
  });

  it("adds the month's refunds after the transfers, each a negative amount with its credit note", () => {
    const csv = transfersCsv(
      [transfer()],
      [
        {
          issuedAt: new Date("2026-11-20T05:00:00Z"),
          number: "CN-2026-0001",
          amountPoisha: 50000,
          currency: "BDT",
          method: "cash",
          reason: 'Left mid-month, "half" back',
          receiptNumber: "RCT-2026-0001",
          parentName: "Farzana Rahman",
          parentEmail: "farzana@example.com",
          refundedBy: "Programme Admin",
          invoiceNumbers: ["INV-2026-0001"],
        },
      ],
    );
    const lines = csv.slice(1).split("\r\n");
    expect(lines[2]).toBe(
      '2026-11-20 11:00,INV-2026-0001,Farzana Rahman,farzana@example.com,Cash,,,-500.00,BDT,Refunded,Programme Admin,2026-11-20 11:00,,RCT-2026-0001,CN-2026-0001,"Left mid-month, ""half"" back"',
    );
  });

  it("is only a header for a month without transfers", () => {
    expect(transfersCsv([]).split("\r\n")).toHaveLength(2);
  });
});
