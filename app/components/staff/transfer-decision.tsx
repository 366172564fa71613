import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { Button } from "~/ui/button";
import { FormErrors, TextareaField } from "~/ui/field";
import { FoldedForm } from "./folded-form";

type LastResult = SubmissionResult<string[]> | null | undefined;

/** The button label names the transfer for screen readers, as every row has one. */
export function ApproveTransferForm({ transferId, transactionId }: { transferId: string; transactionId: string }) {
  return (
    <Form method="post" aria-label={`Approve ${transactionId}`}>
      <input type="hidden" name="intent" value="approve" />
      <input type="hidden" name="transferId" value={transferId} />
      <Button type="submit" size="sm" className="w-full" pendingLabel="Approving...">
        Approve
        <span className="sr-only"> {transactionId}</span>
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
  const { form, fields, formProps } = useSchemaForm("reject-transfer", {
    id: `reject-${transferId}`,
    lastResult,
  });
  return (
    <FoldedForm summary="Reject…" context={transactionId} open={Boolean(lastResult)}>
      <Form method="post" aria-label={`Reject ${transactionId}`} {...formProps} className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="transferId" value={transferId} />
        <TextareaField
          meta={fields.reason}
          label="Reason"
          hint="The parent is emailed this."
          rows={2}
          maxLength={500}
          compact
        />
        <FormErrors form={form} />
        <Button type="submit" size="sm" variant="destructive" pendingLabel="Rejecting...">
          Reject payment
        </Button>
      </Form>
    </FoldedForm>
  );
}
