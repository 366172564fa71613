import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { FormErrors, TextareaField } from "~/ui/field";

/**
 * A row's secondary form folded into <details>, so a table stays short and it works without JavaScript. `open` opens
 * it when the server refused what was sent; otherwise it is left to the person (React never closes it).
 */
export function FoldedForm({
  summary,
  context,
  open,
  children,
}: {
  summary: string;
  /** Read by screen readers after the summary, as every row has the same one: 'Void… INV-2026-0001'. */
  context: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details className="rounded-lg border border-slate-300 bg-white" open={open || undefined}>
      <summary className="flex min-h-9 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold text-ink hover:bg-slate-50">
        {summary}
        <span translate="no" className="sr-only">
          {" "}
          {context}
        </span>
      </summary>
      <div className="p-3 pt-1">{children}</div>
    </details>
  );
}

/**
 * A folded form that only asks why, for a row's destructive step (voiding an invoice, rejecting a payment): the
 * reason goes to the parent.
 */
export function FoldedReasonForm({
  check,
  intent,
  target,
  context,
  summary,
  hint,
  maxLength,
  submitLabel,
  pendingLabel,
  lastResult,
}: {
  check: "void-invoice" | "reject-transfer";
  intent: string;
  /** The hidden field naming the row: `{ name: "invoiceId", value }`. */
  target: { name: string; value: string };
  context: string;
  summary: string;
  hint: string;
  maxLength: number;
  submitLabel: string;
  pendingLabel: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { form, fields, formProps } = useSchemaForm(check, { id: `${check}-${target.value}`, lastResult });
  return (
    <FoldedForm summary={`${summary}…`} context={context} open={Boolean(lastResult)}>
      <Form method="post" aria-label={`${summary} ${context}`} {...formProps} className="flex flex-col gap-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={target.name} value={target.value} />
        <TextareaField meta={fields.reason} label={m.ops_reason()} hint={hint} rows={2} maxLength={maxLength} compact />
        <FormErrors form={form} />
        <Button type="submit" size="sm" variant="destructive" pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </Form>
    </FoldedForm>
  );
}
