import type { MoneyMessage } from "./money-messages";
import { normaliseMobile } from "./schemas/payment";

/**
 * What a received-money message does to the transfer that carries its TrxID (docs/product.md#reconciling-mobile-money).
 * Only a message of money received, with the same TrxID as a pending transfer, the same method, the same amount to
 * the poisha and the same sender number, approves it; anything else is listed for staff with its reason.
 */
export const reconcileOutcomes = [
  "approved",
  "not-received",
  "unreadable",
  "no-transfer",
  "already-decided",
  "method-differs",
  "amount-differs",
  "sender-differs",
] as const;
export type ReconcileOutcome = (typeof reconcileOutcomes)[number];

/** What a message is checked against: the transfer submitted with its TrxID. */
export type TransferFacts = { status: string; method: string; senderNumber: string; amountPoisha: number };

/** The one place the rule is decided: pure, so it is tested on its own as well as through the database. */
export function judgeMessage(message: MoneyMessage, transfer: TransferFacts | null): ReconcileOutcome {
  if (message.kind !== "received") return "not-received";
  if (!message.transactionId || message.amountPoisha === null) return "unreadable";
  if (!transfer) return "no-transfer";
  if (transfer.status !== "pending") return "already-decided";
  if (message.provider && message.provider !== transfer.method) return "method-differs";
  if (message.amountPoisha !== transfer.amountPoisha) return "amount-differs";
  const sender = message.senderNumber ? normaliseMobile(message.senderNumber) : null;
  if (!sender || sender !== normaliseMobile(transfer.senderNumber)) return "sender-differs";
  return "approved";
}

/**
 * The short reference a parent types into bKash's or Nagad's Reference field for an invoice: its year's last two
 * digits and its number, digits only, so any phone's keypad types it: 'INV-2026-0042' → '260042'.
 */
export function invoiceReference(invoiceNumber: string) {
  const match = /^INV-\d{2}(\d{2})-(\d+)$/.exec(invoiceNumber);
  return match ? `${match[1]}${match[2]}` : invoiceNumber;
}

/**
 * The invoice number a Reference names: '260042', '26-0042', '2026-0042' or the whole 'INV-2026-0042' as some
 * parents type it; null when it names none.
 */
export function invoiceNumberFromReference(reference: string) {
  const compact = reference.replace(/\s+/g, "").toUpperCase();
  // The full year only with 'INV' or a dash after it: '20100000' is the short reference of INV-2020-100000.
  const match =
    /^INV-?20(\d{2})-?(\d{4,6})$/.exec(compact) ??
    /^20(\d{2})-(\d{4,6})$/.exec(compact) ??
    /^(\d{2})-?(\d{4,6})$/.exec(compact);
  return match ? `INV-20${match[1]}-${match[2]}` : null;
}
