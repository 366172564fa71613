import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { currencyLabel, paymentMethodLabel, planLabel, statusLabel } from "~/lib/labels";
import { subscriptionPlans } from "~/lib/site-config";
import { currencies, paymentMethods, paymentStatuses, subscriptionStatuses } from "~/lib/statuses";
import { Button } from "~/ui/button";
import { Field, FormErrors, SelectField } from "~/ui/field";

type LastResult = SubmissionResult<string[]> | null | undefined;

const planOptions = subscriptionPlans.map((p) => ({ value: p.id, label: planLabel(p) }));
const subscriptionStatusOptions = subscriptionStatuses.map((s) => ({ value: s, label: statusLabel(s) }));
export const paymentStatusOptions = paymentStatuses.map((s) => ({ value: s, label: statusLabel(s) }));
const methodOptions = paymentMethods.map((m) => ({ value: m, label: paymentMethodLabel(m) }));
const currencyOptions = currencies.map((c) => ({ value: c, label: currencyLabel(c) }));

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
        label="Plan"
        placeholder="Choose a plan"
        options={planOptions}
        className="sm:col-span-2"
      />
      <SelectField meta={fields.status} label="Status" options={subscriptionStatusOptions} className="sm:col-span-2" />
      <Field meta={fields.startDate} type="date" label="Start date" />
      <Field meta={fields.expiryDate} type="date" label="Expiry date" />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" pendingLabel="Saving...">
          {subscriptionId ? "Save changes" : "Create subscription"}
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
  const { form, fields, formProps } = useSchemaForm("payment", {
    id: "record-payment",
    lastResult,
    defaultValue: { currency: "BDT", paymentDate: defaultDate, status: "completed" },
  });
  return (
    <Form method="post" aria-label="Record a payment" {...formProps} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="payment.create" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Field meta={fields.amount} type="number" label="Amount" step="0.01" inputMode="decimal" />
      <SelectField meta={fields.currency} label="Currency" options={currencyOptions} />
      <Field meta={fields.paymentDate} type="date" label="Payment date" />
      <SelectField meta={fields.paymentMethod} label="Method" placeholder="Choose a method" options={methodOptions} />
      <SelectField meta={fields.status} label="Status" options={paymentStatusOptions} />
      <Field meta={fields.transactionRef} label="Transaction reference (optional)" />
      <Field
        meta={fields.invoiceUrl}
        type="url"
        label="Invoice link (optional)"
        placeholder="https://"
        className="sm:col-span-2"
      />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" pendingLabel="Saving...">
          Record payment
        </Button>
      </div>
    </Form>
  );
}
