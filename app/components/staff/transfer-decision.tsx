import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { FoldedReasonForm } from "./folded-form";

type LastResult = SubmissionResult<string[]> | null | undefined;

/** The button label names the transfer for screen readers, as every row has one. */
export function ApproveTransferForm({ transferId, transactionId }: { transferId: string; transactionId: string }) {
  return (
    <Form method="post" aria-label={m.ops_approve_label({ id: transactionId })}>
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="transferId" value={transferId} />
      <Button type="submit" size="sm" className="w-full" pendingLabel={m.ops_approving()}>
        {m.ops_approve()}
        <span translate="no" className="sr-only">
          {" "}
          {transactionId}
        </span>
      </Button>
    </Form>
  );
}

/** Reject needs a reason, which the parent is emailed. */
export function RejectTransferForm({
  transferId,
  transactionId,
  lastResult,
}: {
  transferId: string;
  transactionId: string;
  lastResult: LastResult;
}) {
  return (
    <FoldedReasonForm
      check="reject-transfer"
      intent="reject"
      target={{ name: "transferId", value: transferId }}
      context={transactionId}
      summary={m.ops_reject()}
      hint={m.ops_reject_hint()}
      maxLength={500}
      submitLabel={m.ops_reject_payment()}
      pendingLabel={m.ops_rejecting()}
      lastResult={lastResult}
    />
  );
}
