import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { formatDateTime, formatPoisha } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import { plainTaka } from "~/lib/money";
import { refundMethods } from "~/lib/schemas/money";
import { m } from "~/paraglide/messages";
import type { ListedCreditNote } from "~/server/data/refunds.server";
import { Button } from "~/ui/button";
import { Field, FormErrors, SelectField, TextareaField } from "~/ui/field";
import { FoldedForm } from "./folded-form";

/**
 * Staff refund all or part of a payment (docs/product.md#refunds-and-credit-notes): the amount starts as all that is
 * left to refund; the parent is emailed the credit note.
 */
export function RefundForm({
  receiptNumber,
  refundablePoisha,
  method,
  idempotencyKey,
  lastResult,
}: {
  receiptNumber: string;
  refundablePoisha: number;
  method: string;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { form, fields, formProps } = useSchemaForm("refund", {
    id: "refund",
    lastResult,
    defaultValue: {
      amountPoisha: plainTaka(refundablePoisha),
      method: (refundMethods as readonly string[]).includes(method) ? method : "cash",
    },
  });
  return (
    <FoldedForm summary={m.money_refund_summary()} context={receiptNumber} open={Boolean(lastResult)}>
      <Form
        method="post"
        aria-label={m.money_refund_label({ receipt: receiptNumber })}
        {...formProps}
        className="grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <Field
          meta={fields.amountPoisha}
          label={m.money_refund_amount()}
          hint={m.money_refund_amount_hint({ amount: formatPoisha(refundablePoisha) })}
          inputMode="decimal"
          leading="৳"
          autoComplete="off"
        />
        <SelectField
          meta={fields.method}
          label={m.money_refund_method()}
          options={refundMethods.map((value) => ({ value, label: paymentMethodLabel(value) }))}
        />
        <TextareaField
          meta={fields.reason}
          label={m.money_refund_reason()}
          hint={m.money_refund_reason_hint()}
          rows={2}
          maxLength={300}
          className="sm:col-span-2"
        />
        <FormErrors form={form} />
        <div className="sm:col-span-2">
          <Button type="submit" variant="destructive" pendingLabel={m.money_refunding()}>
            {m.money_refund_submit()}
          </Button>
        </div>
      </Form>
    </FoldedForm>
  );
}

/** A payment's refunds so far, each with its credit note. */
export function PaymentRefunds({
  notes,
  refundedPoisha,
  refundablePoisha,
}: {
  notes: ListedCreditNote[];
  refundedPoisha: number;
  refundablePoisha: number;
}) {
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="payment-refunds">
      <p className="text-slate-700">
        {m.money_refunded_so_far({ refunded: formatPoisha(refundedPoisha), left: formatPoisha(refundablePoisha) })}
      </p>
      <ul className="flex flex-col gap-1">
        {notes.map((note) => (
          <li key={note.id} className="flex flex-wrap gap-x-3">
            <Link
              to={`/staff/payments/credit-notes/${note.id}`}
              className="font-mono font-semibold text-brand-800 hover:underline"
              translate="no"
            >
              {note.number}
            </Link>
            <span className="font-semibold text-ink">{formatPoisha(note.amountPoisha, note.currency)}</span>
            <span className="text-slate-600">
              {paymentMethodLabel(note.method)} · {formatDateTime(note.issuedAt)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
