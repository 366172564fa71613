/** A payment's receipt, as the receipt page and the receipt mail show it. */
export type Receipt = {
  id: string;
  receiptNumber: string;
  amountPoisha: number;
  currency: string;
  paidAt: Date;
  method: string;
  reference: string | null;
  parent: { name: string; email: string; phone: string | null };
  invoices: Array<{
    number: string;
    childName: string | null;
    lines: Array<{ description: string; amountPoisha: number }>;
    totalPoisha: number;
  }>;
};
