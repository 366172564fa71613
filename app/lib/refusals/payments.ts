import { m } from "~/paraglide/messages";
import { paymentMessages } from "../schemas/payment";

/**
 * Why a parent's transfer was refused: an invoice that is not theirs (or gone), one that no longer waits for payment,
 * or a transaction ID already submitted.
 */
export type TransferRefusal = "not-found" | "not-payable" | "duplicate";

const words: Record<TransferRefusal, () => string> = {
  "not-found": m.enrol_transfer_not_found,
  "not-payable": m.enrol_transfer_not_payable,
  duplicate: () => paymentMessages.duplicateTransaction,
};

export const transferRefusalText = (reason: TransferRefusal) => words[reason]();
