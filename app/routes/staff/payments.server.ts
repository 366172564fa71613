import { formatDateTime, formatPoisha } from "~/lib/format";
import { parseForm } from "~/lib/schemas/parse-form";
import { approveTransferSchema, rejectTransferSchema } from "~/lib/schemas/payment";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
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
        title: m.ops_toast_payment_approved(),
        description: m.ops_toast_payment_approved_description({
          receipt: `${decision.receiptNumber}`,
          amount: formatPoisha(decision.amountPoisha),
          invoices,
        }),
        variant: "success",
      };
    case "rejected":
      return {
        title: m.ops_toast_payment_rejected(),
        description: (decision.invoiceNumbers.length === 1
          ? m.ops_toast_payment_rejected_one
          : m.ops_toast_payment_rejected_many)({ invoices }),
        variant: "success",
      };
    default:
      return {
        title: m.ops_toast_already_decided(),
        description: alreadyDecided(decision),
      };
  }
}

/** 'Nusrat already approved this payment on Jan 5, 2026, 7:30 PM. Nothing was changed.' */
function alreadyDecided(decision: { decidedBy: string | null; status: string; decidedAt: Date | null }) {
  const who = decision.decidedBy ?? m.ops_someone();
  const approved = decision.status === "approved";
  if (!decision.decidedAt) return approved ? m.ops_already_approved({ who }) : m.ops_already_rejected({ who });
  const time = formatDateTime(decision.decidedAt);
  return approved ? m.ops_already_approved_on({ who, time }) : m.ops_already_rejected_on({ who, time });
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
