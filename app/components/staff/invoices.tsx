import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { localDigits } from "~/lib/i18n/digits";
import { paymentMethodLabel } from "~/lib/labels";
import { recordedMethods } from "~/lib/payment-methods";
import { adjustmentKinds } from "~/lib/schemas/money";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Field, FormErrors, SelectField } from "~/ui/field";
import { FoldedForm, FoldedReasonForm } from "./folded-form";

type LastResult = SubmissionResult<string[]> | null | undefined;

/** Staff raise a one-off invoice (an adventure session, say) for the whole family or one child. */
export function NewInvoiceForm({
  kids,
  defaultDueDate,
  idempotencyKey,
  lastResult,
}: {
  kids: ReadonlyArray<{ id: string; name: string }>;
  defaultDueDate: string;
  idempotencyKey: string;
  lastResult: LastResult;
}) {
  const { form, fields, formProps } = useSchemaForm("one-off-invoice", {
    id: "new-invoice",
    lastResult,
    defaultValue: { dueDate: defaultDueDate },
  });
  return (
    <Form method="post" aria-label={m.ops_new_invoice()} {...formProps} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="invoice.create" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <SelectField
        meta={fields.childId}
        label={m.ops_label_for()}
        placeholder={m.ops_whole_family()}
        options={kids.map((kid) => ({ value: kid.id, label: kid.name }))}
      />
      <Field
        meta={fields.description}
        label={m.ops_label_description()}
        placeholder={m.ops_invoice_description_placeholder()}
        maxLength={120}
        autoComplete="off"
      />
      <Field
        meta={fields.amountPoisha}
        label={m.ops_label_amount_taka()}
        inputMode="decimal"
        placeholder={localDigits(1500)}
        leading="৳"
        autoComplete="off"
      />
      <Field meta={fields.dueDate} type="date" label={m.ops_label_due_date()} />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" pendingLabel={m.ops_creating()}>
          {m.ops_create_invoice()}
        </Button>
      </div>
    </Form>
  );
}

const methodOptions = () => recordedMethods.map((method) => ({ value: method, label: paymentMethodLabel(method) }));

/** Cash or a bank transfer received against one due invoice; the parent is emailed the receipt. */
export function RecordInvoicePaymentForm({
  invoiceId,
  invoiceNumber,
  today,
  idempotencyKey,
  lastResult,
}: {
  invoiceId: string;
  invoiceNumber: string;
  today: string;
  idempotencyKey: string;
  lastResult: LastResult;
}) {
  const { form, fields, formProps } = useSchemaForm("invoice-payment", {
    id: `pay-${invoiceId}`,
    lastResult,
    defaultValue: { method: "cash", paidOn: today },
  });
  return (
    <FoldedForm
      summary={m.ops_record_payment_summary()}
      context={m.ops_for_invoice({ number: invoiceNumber })}
      open={Boolean(lastResult)}
    >
      <Form
        method="post"
        aria-label={m.ops_record_payment_for({ number: invoiceNumber })}
        {...formProps}
        className="flex flex-col gap-2"
      >
        <input type="hidden" name="intent" value="invoice.pay" />
        <input type="hidden" name="invoiceId" value={invoiceId} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <SelectField meta={fields.method} label={m.ops_label_method()} options={methodOptions()} compact />
        <Field
          meta={fields.reference}
          label={m.ops_label_reference_optional()}
          maxLength={100}
          autoComplete="off"
          compact
        />
        <Field meta={fields.paidOn} type="date" label={m.ops_label_date_paid()} compact />
        <FormErrors form={form} />
        <Button type="submit" size="sm" pendingLabel={m.ops_recording()}>
          {m.ops_record_payment()}
        </Button>
      </Form>
    </FoldedForm>
  );
}

/** Void an unpaid invoice; the parent reads the reason beside it. */
export function VoidInvoiceForm({
  invoiceId,
  invoiceNumber,
  lastResult,
}: {
  invoiceId: string;
  invoiceNumber: string;
  lastResult: LastResult;
}) {
  return (
    <FoldedReasonForm
      check="void-invoice"
      intent="invoice.void"
      target={{ name: "invoiceId", value: invoiceId }}
      context={invoiceNumber}
      summary={m.ops_void()}
      hint={m.ops_void_hint()}
      maxLength={300}
      submitLabel={m.ops_void_invoice()}
      pendingLabel={m.ops_voiding()}
      lastResult={lastResult}
    />
  );
}

/**
 * A discount or a charge on a due invoice, as a line of its own with the reason the parent reads
 * (docs/product.md#discounts-and-adjustments).
 */
export function AdjustInvoiceForm({
  invoiceId,
  invoiceNumber,
  idempotencyKey,
  lastResult,
}: {
  invoiceId: string;
  invoiceNumber: string;
  idempotencyKey: string;
  lastResult: LastResult;
}) {
  const { form, fields, formProps } = useSchemaForm("adjustment", {
    id: `adjust-${invoiceId}`,
    lastResult,
    defaultValue: { kind: "discount" },
  });
  return (
    <FoldedForm summary={m.money_adjust_summary()} context={invoiceNumber} open={Boolean(lastResult)}>
      <Form
        method="post"
        aria-label={m.money_adjust_label({ number: invoiceNumber })}
        {...formProps}
        className="flex flex-col gap-2"
      >
        <input type="hidden" name="intent" value="invoice.adjust" />
        <input type="hidden" name="invoiceId" value={invoiceId} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <SelectField
          meta={fields.kind}
          label={m.money_adjust_kind()}
          options={adjustmentKinds.map((kind) => ({
            value: kind,
            label: kind === "discount" ? m.money_adjust_discount() : m.money_adjust_charge(),
          }))}
          compact
        />
        <Field
          meta={fields.amountPoisha}
          label={m.ops_label_amount_taka()}
          inputMode="decimal"
          leading="৳"
          autoComplete="off"
          compact
        />
        <Field
          meta={fields.reason}
          label={m.money_adjust_reason()}
          hint={m.money_adjust_reason_hint()}
          maxLength={100}
          autoComplete="off"
          compact
        />
        <FormErrors form={form} />
        <Button type="submit" size="sm" variant="outline" pendingLabel={m.money_adjusting()}>
          {m.money_adjust_submit()}
        </Button>
      </Form>
    </FoldedForm>
  );
}
