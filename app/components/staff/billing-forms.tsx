import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { useLanguage } from "~/lib/i18n/use-language";
import { currencyLabel, paymentMethodLabel, planLabel, statusLabel } from "~/lib/labels";
import { subscriptionPlans } from "~/lib/site-config";
import { currencies, paymentMethods, paymentStatuses, subscriptionStatuses } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Field, FormErrors, SelectField } from "~/ui/field";

type LastResult = SubmissionResult<string[]> | null | undefined;

/** Options are built when a form renders, so their labels read in the request's language. */
const planOptions = () => subscriptionPlans.map((p) => ({ value: p.id, label: planLabel(p) }));
const subscriptionStatusOptions = () => subscriptionStatuses.map((s) => ({ value: s, label: statusLabel(s) }));
/** Also read by the parent page's payment rows: each label is a getter, read when the page renders. */
export const paymentStatusOptions = paymentStatuses.map((s) => ({
  value: s,
  get label() {
    return statusLabel(s);
  },
}));
const methodOptions = () => paymentMethods.map((method) => ({ value: method, label: paymentMethodLabel(method) }));
const currencyOptions = () => currencies.map((c) => ({ value: c, label: currencyLabel(c) }));

export type SubscriptionDefaults = { planId?: string; status: string; startDate: string; expiryDate: string };

/**
 * Create (no `subscriptionId`, with the form's one-time `idempotencyKey`) or edit a subscription: plan, status,
 * start and expiry.
 */
export function SubscriptionForm({
  formId,
  label,
  subscriptionId,
  idempotencyKey,
  defaults,
  lastResult,
}: {
  formId: string;
  label: string;
  subscriptionId?: string;
  idempotencyKey?: string;
  defaults: SubscriptionDefaults;
  lastResult: LastResult;
}) {
  const intent = subscriptionId ? "subscription.update" : "subscription.create";
  const { form, fields, formProps } = useSchemaForm(subscriptionId ? "subscription" : "new-subscription", {
    id: formId,
    lastResult,
    defaultValue: defaults,
  });
  return (
    <Form method="post" aria-label={label} {...formProps} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {subscriptionId ? <input type="hidden" name="subscriptionId" value={subscriptionId} /> : null}
      {idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
      <SelectField
        meta={fields.planId}
        label={m.ops_label_plan()}
        placeholder={m.ops_choose_plan_placeholder()}
        options={planOptions()}
        className="sm:col-span-2"
      />
      <SelectField
        meta={fields.status}
        label={m.ops_label_status()}
        options={subscriptionStatusOptions()}
        className="sm:col-span-2"
      />
      <Field meta={fields.startDate} type="date" label={m.ops_label_start_date()} />
      <Field meta={fields.expiryDate} type="date" label={m.ops_label_expiry_date()} />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" pendingLabel={m.ops_saving()}>
          {subscriptionId ? m.ops_save_changes() : m.ops_create_subscription()}
        </Button>
      </div>
    </Form>
  );
}

/** Record a payment: amount, currency (BDT by default), date, method, status, reference and invoice link. */
export function PaymentForm({
  defaultDate,
  idempotencyKey,
  lastResult,
}: {
  defaultDate: string;
  idempotencyKey: string;
  lastResult: LastResult;
}) {
  const language = useLanguage();
  const { form, fields, formProps } = useSchemaForm("payment", {
    id: "record-payment",
    lastResult,
    defaultValue: { currency: "BDT", paymentDate: defaultDate, status: "completed" },
  });
  return (
    <Form method="post" aria-label={m.ops_record_a_payment()} {...formProps} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="payment.create" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Field
        meta={fields.amount}
        // Bangla digits ('২০০০') are typed into a text box: a number box refuses them.
        type={language === "bn" ? "text" : "number"}
        label={m.ops_label_amount()}
        step="0.01"
        inputMode="decimal"
      />
      <SelectField meta={fields.currency} label={m.ops_label_currency()} options={currencyOptions()} />
      <Field meta={fields.paymentDate} type="date" label={m.ops_label_payment_date()} />
      <SelectField
        meta={fields.paymentMethod}
        label={m.ops_label_method()}
        placeholder={m.ops_choose_method_placeholder()}
        options={methodOptions()}
      />
      <SelectField meta={fields.status} label={m.ops_label_status()} options={paymentStatusOptions} />
      <Field meta={fields.transactionRef} label={m.ops_label_transaction_ref()} />
      <Field
        meta={fields.invoiceUrl}
        type="url"
        label={m.ops_label_invoice_link()}
        placeholder="https://"
        className="sm:col-span-2"
      />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" pendingLabel={m.ops_saving()}>
          {m.ops_record_payment()}
        </Button>
      </div>
    </Form>
  );
}
