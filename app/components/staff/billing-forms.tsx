import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseForm } from "~/lib/schemas/parse-form";
import { Form, useNavigation } from "react-router";
import type * as z from "zod/mini";
import { fieldProps, inputProps, toastIfRefused, useClientToast } from "~/components/forms/client";
import { paymentMethodLabel, statusLabel } from "~/components/dashboard/status";
import {
  currencies,
  paymentMethodValues,
  paymentSchema,
  paymentStatusValues,
  subscriptionSchema,
  subscriptionStatuses,
} from "~/lib/schemas/staff-billing";
import { firstErrorToast } from "~/lib/schemas/staff-errors";
import { subscriptionPlans } from "~/lib/site-config";
import { Button } from "~/ui/button";
import { Field, FieldError } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import { SelectField } from "./fields";

type LastResult = SubmissionResult<string[]> | null | undefined;

const planOptions = subscriptionPlans.map((p) => ({ value: p.id, label: p.name }));
const subscriptionStatusOptions = subscriptionStatuses.map((s) => ({ value: s, label: statusLabel(s) }));
export const paymentStatusOptions = paymentStatusValues.map((s) => ({ value: s, label: statusLabel(s) }));
const methodOptions = paymentMethodValues.map((m) => ({ value: m, label: paymentMethodLabel(m) }));
const currencyOptions = currencies.map((c) => ({ value: c, label: c === "BDT" ? "BDT (৳)" : "USD ($)" }));

/** Whether this form is the one being submitted, for its pending label. */
function useSubmitting(intent: string, id?: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent && (id === undefined || navigation.formData?.get("subscriptionId") === id);
}

export type SubscriptionDefaults = { planId?: string; status: string; startDate: string; expiryDate: string };

/** Create (no `subscriptionId`) or edit a subscription: plan, status, start and expiry. */
export function SubscriptionForm({
  formId,
  label,
  subscriptionId,
  defaults,
  lastResult,
}: {
  formId: string;
  label: string;
  subscriptionId?: string;
  defaults: SubscriptionDefaults;
  lastResult: LastResult;
}) {
  const intent = subscriptionId ? "subscription.update" : "subscription.create";
  const pending = useSubmitting(intent, subscriptionId);
  const [clientToast, showToast] = useClientToast();
  const [form, fields] = useForm<z.input<typeof subscriptionSchema>>({
    id: formId,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, subscriptionSchema),
  });
  return (
    <Form method="post" aria-label={label} {...getFormProps(form)} onSubmit={toastIfRefused(subscriptionSchema, firstErrorToast, showToast, form.onSubmit)} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {subscriptionId ? <input type="hidden" name="subscriptionId" value={subscriptionId} /> : null}
      <SelectField
        key={fields.planId.key}
        {...fieldProps(fields.planId)}
        label="Plan"
        placeholder="Choose a plan"
        options={planOptions}
        className="sm:col-span-2"
      />
      <SelectField
        key={fields.status.key}
        {...fieldProps(fields.status)}
        label="Status"
        options={subscriptionStatusOptions}
        className="sm:col-span-2"
      />
      <Field label="Start date" errors={fields.startDate.errors} {...dateProps(fields.startDate)} />
      <Field label="Expiry date" errors={fields.expiryDate.errors} {...dateProps(fields.expiryDate)} />
      <FieldError id={`${form.id}-error`} errors={form.errors} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : subscriptionId ? "Save changes" : "Create subscription"}
        </Button>
      </div>
      <Toaster toasts={[clientToast]} />
    </Form>
  );
}

/** Conform's props for a date input, with the id passed on (Field needs it) and no key spread. */
function dateProps(meta: Parameters<typeof inputProps>[0]) {
  const { type: _type, ...props } = inputProps(meta, "text");
  return { ...props, id: meta.id, type: "date" as const };
}

/** Record a payment: amount, currency (BDT by default), date, method, status, reference and invoice link. */
export function PaymentForm({ defaultDate, lastResult }: { defaultDate: string; lastResult: LastResult }) {
  const pending = useSubmitting("payment.create");
  const [clientToast, showToast] = useClientToast();
  const [form, fields] = useForm<z.input<typeof paymentSchema>, z.output<typeof paymentSchema>>({
    id: "record-payment",
    lastResult,
    defaultValue: { currency: "BDT", paymentDate: defaultDate, status: "completed" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, paymentSchema),
  });
  return (
    <Form method="post" aria-label="Record a payment" {...getFormProps(form)} onSubmit={toastIfRefused(paymentSchema, firstErrorToast, showToast, form.onSubmit)} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="payment.create" />
      <Field label="Amount" errors={fields.amount.errors} {...inputProps(fields.amount, "number")} id={fields.amount.id} step="0.01" inputMode="decimal" />
      <SelectField
        key={fields.currency.key}
        {...fieldProps(fields.currency)}
        label="Currency"
        options={currencyOptions}
      />
      <Field label="Payment date" errors={fields.paymentDate.errors} {...dateProps(fields.paymentDate)} />
      <SelectField
        key={fields.paymentMethod.key}
        {...fieldProps(fields.paymentMethod)}
        label="Method"
        placeholder="Choose a method"
        options={methodOptions}
      />
      <SelectField
        key={fields.status.key}
        {...fieldProps(fields.status)}
        label="Status"
        options={paymentStatusOptions}
      />
      <Field label="Transaction reference (optional)" errors={fields.transactionRef.errors} {...inputProps(fields.transactionRef, "text")} id={fields.transactionRef.id} />
      <Field
        label="Invoice link (optional)"
        errors={fields.invoiceUrl.errors}
        {...inputProps(fields.invoiceUrl, "text")}
        id={fields.invoiceUrl.id}
        type="url"
        placeholder="https://"
        className="sm:col-span-2"
      />
      <FieldError id={`${form.id}-error`} errors={form.errors} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : "Record payment"}
        </Button>
      </div>
      <Toaster toasts={[clientToast]} />
    </Form>
  );
}
