/** A refund's credit note, as its page, its mail and the parent's Payments page show it. */
export type CreditNote = {
  id: string;
  /** 'CN-2026-0001'. */
  number: string;
  amountPoisha: number;
  currency: string;
  /** How the money went back: 'bkash', 'nagad', 'cash' or 'bank_transfer'. */
  method: string;
  reason: string;
  issuedAt: Date;
  /** The payment it refunds, by its receipt. */
  receipt: { paymentId: string; receiptNumber: string; amountPoisha: number; paidAt: Date | null };
  parent: { name: string; email: string; phone: string | null };
  invoiceNumbers: string[];
  childNames: string[];
};
