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

/**
 * Why a parent's correction of a pending transfer was refused: not theirs (or gone), decided by staff meanwhile, or a
 * transaction ID another transfer holds.
 */
export type ClaimEditRefusal = "not-found" | "already-decided" | "duplicate";

const editWords: Record<ClaimEditRefusal, () => string> = {
  "not-found": m.enrol_claim_not_found,
  "already-decided": m.enrol_claim_decided,
  duplicate: () => paymentMessages.duplicateTransaction,
};

export const claimEditRefusalText = (reason: ClaimEditRefusal) => editWords[reason]();
