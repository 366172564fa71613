import { formatDateTime, formatPoisha } from "~/lib/format";
import { parseForm } from "~/lib/schemas/parse-form";
import { approveTransferSchema, rejectTransferSchema } from "~/lib/schemas/payment";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import type { Toast } from "~/lib/toast";
import {
  approveTransfer,
  type DecideOutcome,
  getTransferDecision,
  rejectTransfer,
} from "~/server/data/transfers.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

const here = "/staff/payments";

const listed = (numbers: string[]) => numbers.join(", ");

/** What staff read after deciding, or after finding the transfer already decided (nothing changes then). */
async function decisionToast(outcome: DecideOutcome, transferId: string): Promise<Toast> {
  const decision = outcome === "missing" ? null : await getTransferDecision(transferId);
  if (!decision) return notFoundToast("payment");
  const invoices = listed(decision.invoiceNumbers);
  switch (outcome) {
    case "approved":
      return {
        title: "Payment approved",
        description: `Receipt ${decision.receiptNumber} for ${formatPoisha(decision.amountPoisha)} (${invoices}). The parent has been emailed the receipt.`,
        variant: "success",
      };
    case "rejected":
      return {
        title: "Payment rejected",
        description: `${invoices} ${decision.invoiceNumbers.length === 1 ? "is" : "are"} due again, and the parent has been emailed the reason.`,
        variant: "success",
      };
    default:
      return {
        title: "Already decided",
        description: `${decision.decidedBy ?? "Someone"} already ${decision.status === "approved" ? "approved" : "rejected"} this payment${decision.decidedAt ? ` on ${formatDateTime(decision.decidedAt)}` : ""}. Nothing was changed.`,
      };
  }
}

/** Staff → Payments: Approve or Reject (with a reason) a transfer awaiting verification, exactly once. */
export async function handleTransferDecision(formData: FormData, actorId: string) {
  const now = new Date();
  if (formData.get("intent") === "reject") {
    const submission = parseForm(formData, rejectTransferSchema);
    if (submission.status !== "success")
      return invalid(submission.reply(), `reject:${String(formData.get("transferId") ?? "")}`);
    const { transferId, reason } = submission.value;
    const outcome = await rejectTransfer(actorId, transferId, reason, now);
    return redirectWithToast(here, await decisionToast(outcome, transferId));
  }
  const submission = parseForm(formData, approveTransferSchema);
  if (submission.status !== "success") return invalid(submission.reply(), "approve");
  const { transferId } = submission.value;
  const outcome = await approveTransfer(actorId, transferId, now);
  return redirectWithToast(here, await decisionToast(outcome, transferId));
}
