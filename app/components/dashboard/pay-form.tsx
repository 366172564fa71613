import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { CopyValue } from "~/components/copy-value";
import { useSchemaForm } from "~/components/forms/schema-form";
import { cn } from "~/lib/cn";
import { paymentMethodLabel } from "~/lib/labels";
import { transferMethods } from "~/lib/payment-methods";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Field, FieldError, FormErrors } from "~/ui/field";

/** Written out in full so the stylesheet build finds them. */
const showWhenChecked: Record<(typeof transferMethods)[number], string> = {
  bkash: "group-has-[#method-bkash:checked]/pay:block",
  nagad: "group-has-[#method-nagad:checked]/pay:block",
};

type AppValues = { number: string; amount: string; reference: string };
type Payment = {
  invoiceIds: string[];
  total: string;
  reference: string;
  steps: Record<string, string[]>;
  values: Record<string, AppValues>;
};

/**
 * 'Send Money', then 'Submit Payment'. The steps follow the chosen method without JavaScript: the radio buttons sit
 * in the form and CSS shows the checked method's steps.
 */
export function PayForm({
  payment,
  lastResult,
}: {
  payment: Payment;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { form, fields, formProps } = useSchemaForm("transfer", {
    id: "pay",
    lastResult,
    defaultValue: { method: "bkash" },
  });
  const chosen = (fields.method.value as string | undefined) ?? "bkash";
  return (
    <Form method="post" {...formProps} className="group/pay flex flex-col gap-5" aria-label={m.enrol_pay_submit()}>
      {payment.invoiceIds.map((id) => (
        <input key={id} type="hidden" name="invoiceId" value={id} />
      ))}
      <fieldset aria-describedby={fields.method.errors?.length ? `${fields.method.id}-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">{m.enrol_pay_method()}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {transferMethods.map((method) => (
            <label
              key={method}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={fields.method.name}
                value={method}
                id={`method-${method}`}
                defaultChecked={chosen === method}
                className="h-4 w-4 accent-brand-700"
              />
              {paymentMethodLabel(method)}
            </label>
          ))}
        </div>
        <FieldError id={`${fields.method.id}-error`} errors={fields.method.errors} />
      </fieldset>

      {transferMethods.map((method) => (
        <section
          key={method}
          aria-label={m.enrol_pay_how_to({ method: paymentMethodLabel(method) })}
          className={cn("hidden rounded-xl bg-slate-50 p-4", showWhenChecked[method])}
          data-testid={`steps-${method}`}
        >
          <h3 className="font-bold text-ink">
            {m.enrol_pay_amount_by({ total: payment.total, method: paymentMethodLabel(method) })}
          </h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
            {payment.steps[method]?.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {payment.values[method] ? <AppValuesList method={method} values={payment.values[method]} /> : null}
        </section>
      ))}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          meta={fields.senderNumber}
          type="tel"
          label={m.enrol_pay_sender()}
          placeholder={m.enrol_pay_sender_placeholder()}
          autoComplete="tel"
          inputMode="tel"
        />
        <Field
          meta={fields.transactionId}
          label={m.enrol_pay_trx()}
          hint={m.enrol_pay_trx_hint()}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <FormErrors form={form} />
      <Button type="submit" className="w-full sm:w-fit" pendingLabel={m.enrol_submitting()}>
        {m.enrol_pay_submit()}
      </Button>
    </Form>
  );
}

/**
 * The number, amount and reference as the app takes them, in Latin digits on Bangla pages too, each with a Copy
 * button where the browser can copy (docs/product.md#money-and-payments).
 */
function AppValuesList({ method, values }: { method: (typeof transferMethods)[number]; values: AppValues }) {
  const rows = [
    { key: "number", label: m.enrol_pay_in_app_number(), value: values.number },
    { key: "amount", label: m.enrol_pay_in_app_amount(), value: values.amount },
    { key: "reference", label: m.enrol_pay_in_app_reference(), value: values.reference },
  ];
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <p className="text-sm font-semibold text-ink">{m.enrol_pay_in_app({ app: paymentMethodLabel(method) })}</p>
      <dl className="mt-2 flex flex-col gap-2 text-sm" data-testid={`app-values-${method}`}>
        {rows.map((row) => (
          <div key={row.key} className="grid gap-1 sm:grid-cols-[6rem_1fr] sm:items-center sm:gap-2">
            <dt id={`${method}-${row.key}-label`} className="text-slate-700">
              {row.label}
            </dt>
            <dd className="min-w-0">
              <CopyValue value={row.value} labelId={`${method}-${row.key}-label`} testId={`app-${row.key}`} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
