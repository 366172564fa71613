import { toCsv } from "~/lib/csv";
import { dhakaIsoDate, TIME_ZONE } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import type { TransferStatus } from "~/lib/statuses";
import type { ExportedRefund } from "./refunds.server";
import type { ExportedTransfer } from "./transfers.server";

/** A month as the export takes it: 'YYYY-MM'. */
const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** The month the export covers: as asked ('YYYY-MM'), this Dhaka month when none is given, null when it is not one. */
export function exportMonth(requested: string | null, now: Date): string | null {
  if (requested === null || requested.trim() === "") return dhakaIsoDate(now).slice(0, 7);
  return MONTH.test(requested.trim()) ? requested.trim() : null;
}

export const exportFilename = (month: string) => `payments-${month}.csv`;

/** Exact poisha as a plain decimal for spreadsheets: 200000 → '2000.00' (no currency sign, no thousands separator). */
export function poishaAsDecimal(poisha: number): string {
  const sign = poisha < 0 ? "-" : "";
  const abs = Math.abs(poisha);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const dhakaClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as the clock read in Dhaka, sortable and unambiguous in a spreadsheet: '2026-11-05 19:30'. */
export function dhakaTimestamp(value: Date | null): string {
  if (!value) return "";
  const part = Object.fromEntries(dhakaClock.formatToParts(value).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export const transferStatusLabels: Record<TransferStatus, string> = {
  pending: "Awaiting verification",
  approved: "Approved",
  rejected: "Rejected",
};

const header = [
  "Submitted",
  "Invoice(s)",
  "Parent",
  "Parent email",
  "Method",
  "Sender number",
  "Transaction ID",
  "Amount",
  "Currency",
  "Status",
  "Decided by",
  "Decided at",
  "Reject reason",
  "Receipt",
  "Credit note",
  "Refund reason",
] as const;

/**
 * A month's mobile-money transfers for the accountants, one row each in the order they were submitted, then the
 * month's refunds (docs/product.md#refunds-and-credit-notes), each a row of its own with a negative amount and its
 * credit note, so the month's column of amounts adds up to the money kept.
 */
export function transfersCsv(transfers: readonly ExportedTransfer[], refunds: readonly ExportedRefund[] = []): string {
  const refundRows = refunds.map((refund) => [
    dhakaTimestamp(refund.issuedAt),
    refund.invoiceNumbers.join(", "),
    refund.parentName,
    refund.parentEmail,
    paymentMethodLabel(refund.method),
    "",
    "",
    poishaAsDecimal(-refund.amountPoisha),
    refund.currency,
    "Refunded",
    refund.refundedBy,
    dhakaTimestamp(refund.issuedAt),
    "",
    refund.receiptNumber,
    refund.number,
    refund.reason,
  ]);
  return toCsv(header, [
    ...transfers.map((transfer) => [
      dhakaTimestamp(transfer.submittedAt),
      transfer.invoiceNumbers.join(", "),
      transfer.parentName,
      transfer.parentEmail,
      paymentMethodLabel(transfer.method),
      transfer.senderNumber,
      transfer.transactionId,
      poishaAsDecimal(transfer.amountPoisha),
      "BDT",
      transferStatusLabels[transfer.status],
      transfer.decidedBy,
      dhakaTimestamp(transfer.decidedAt),
      transfer.rejectReason,
      transfer.receiptNumber,
      "",
      "",
    ]),
    ...refundRows,
  ]);
}
