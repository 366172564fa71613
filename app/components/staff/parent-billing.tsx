import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { PaymentForm, paymentStatusOptions, SubscriptionForm } from "~/components/staff/billing-forms";
import { PaymentStatusBadge, SubscriptionStatusBadge } from "~/components/staff/status";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { enhanceData } from "~/lib/enhance-contract";
import { formatLongDate, formatPoisha } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { paymentMethodLabel } from "~/lib/labels";
import { renewMonths } from "~/lib/schemas/staff-billing";
import { m } from "~/paraglide/messages";
import type { ParentRecord } from "~/server/data/staff-parents.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { SelectField } from "~/ui/field";

/** The staff console's parent page: the family's subscriptions and payments, with the forms that change them. */

/** Which of the page's forms was just posted, and each form's result to show again. */
export type FormResults = {
  posted: string | undefined;
  resultFor: (form: string) => SubmissionResult<string[]> | undefined;
};

type SubscriptionRow = ParentRecord["subscriptions"][number];
type PaymentRow = ParentRecord["payments"][number];

export function SubscriptionsCard({
  subscriptions,
  today,
  inAMonth,
  forms,
  idempotencyKey,
}: {
  subscriptions: SubscriptionRow[];
  today: string;
  inAMonth: string;
  forms: FormResults;
  idempotencyKey: string;
}) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.staff_parent_subscriptions()}</CardTitle>
      </CardHeader>
      <CardContent>
        {subscriptions.length === 0 ? (
          <EmptyState>{m.staff_parent_no_subscriptions()}</EmptyState>
        ) : (
          <DataTable
            label={m.staff_parent_subscriptions()}
            columns={[
              m.staff_parent_plan(),
              m.staff_status(),
              m.staff_parent_start(),
              m.staff_parent_expiry(),
              m.staff_actions(),
            ]}
          >
            {subscriptions.map((s) => (
              <Row key={s.id} testId="staff-subscription">
                <Cell label={m.staff_parent_plan()} wide>
                  <span className="font-semibold text-ink" translate={s.planName ? "no" : undefined}>
                    {s.planName || m.staff_parent_plan_fallback()}
                  </span>
                </Cell>
                <Cell label={m.staff_status()}>
                  <SubscriptionStatusBadge status={s.status} />
                </Cell>
                <Cell label={m.staff_parent_start()}>{formatLongDate(s.startDate)}</Cell>
                <Cell label={m.staff_parent_expiry()}>{formatLongDate(s.expiryDate)}</Cell>
                <Cell label={m.staff_actions()} wide>
                  <div className="flex flex-col gap-2 md:w-72">
                    <RenewForm subscriptionId={s.id} />
                    {s.status !== "cancelled" ? <CancelForm subscriptionId={s.id} /> : null}
                    <details className="rounded-lg border border-slate-200 bg-white">
                      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-ink">
                        {m.staff_parent_edit()}
                      </summary>
                      <div className="p-3 pt-0">
                        <SubscriptionForm
                          formId={`edit-${s.id}`}
                          label={m.staff_parent_edit_label({ plan: s.planName || m.staff_parent_subscription_word() })}
                          subscriptionId={s.id}
                          defaults={{
                            planId: s.planId ?? undefined,
                            status: s.status ?? "active",
                            startDate: s.startDate ?? today,
                            expiryDate: s.expiryDate ?? "",
                          }}
                          lastResult={forms.resultFor(`subscription.update:${s.id}`)}
                        />
                      </div>
                    </details>
                  </div>
                </Cell>
              </Row>
            ))}
          </DataTable>
        )}
        <details
          className="mt-4 rounded-xl border border-slate-200 p-4"
          open={forms.posted === "subscription.create" || subscriptions.length === 0}
        >
          <summary className="cursor-pointer font-semibold text-ink">{m.staff_parent_new_subscription()}</summary>
          <div className="mt-3">
            <SubscriptionForm
              formId="new-subscription"
              label={m.staff_parent_new_subscription()}
              idempotencyKey={idempotencyKey}
              defaults={{ status: "active", startDate: today, expiryDate: inAMonth }}
              lastResult={forms.resultFor("subscription.create")}
            />
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

const renewOptions = (language: ReturnType<typeof useLanguage>) =>
  renewMonths.map((n) => ({
    value: String(n),
    label: n === 1 ? m.staff_parent_month_one() : m.staff_parent_months({ count: localDigits(n, language) }),
  }));

function RenewForm({ subscriptionId }: { subscriptionId: string }) {
  const [form, fields] = useForm<{ months: string }>({ id: `renew-${subscriptionId}`, defaultValue: { months: "1" } });
  const language = useLanguage();
  return (
    <Form method="post" {...getFormProps(form)} className="flex items-end gap-2">
      <input type="hidden" name="intent" value="subscription.renew" />
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      <SelectField
        meta={fields.months}
        label={m.staff_parent_extend_by()}
        compact
        options={renewOptions(language)}
        className="flex-1"
      />
      <Button type="submit" size="sm" variant="outline" pendingLabel={m.staff_parent_renewing()}>
        {m.staff_parent_renew()}
      </Button>
    </Form>
  );
}

function CancelForm({ subscriptionId }: { subscriptionId: string }) {
  return (
    <Form method="post" {...enhanceData({ confirm: m.staff_parent_cancel_confirm() })}>
      <input type="hidden" name="intent" value="subscription.cancel" />
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      <Button
        type="submit"
        size="sm"
        variant="ghost"
        className="text-red-800"
        pendingLabel={m.staff_parent_cancelling()}
      >
        {m.staff_parent_cancel()}
      </Button>
    </Form>
  );
}

export function PaymentsCard({
  payments,
  today,
  forms,
  idempotencyKey,
}: {
  payments: PaymentRow[];
  today: string;
  forms: FormResults;
  idempotencyKey: string;
}) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.staff_parent_payments()}</CardTitle>
      </CardHeader>
      <CardContent>
        {payments.length === 0 ? (
          <EmptyState>{m.staff_parent_no_payments()}</EmptyState>
        ) : (
          <DataTable
            label={m.staff_parent_payments()}
            columns={[
              m.staff_parent_date(),
              m.staff_parent_amount(),
              m.staff_parent_method(),
              m.staff_parent_reference(),
              m.staff_status(),
              m.staff_parent_change_status(),
            ]}
          >
            {payments.map((p) => (
              <Row key={p.id} testId="staff-payment">
                <Cell label={m.staff_parent_date()}>{formatLongDate(p.paymentDate)}</Cell>
                <Cell label={m.staff_parent_amount()}>
                  <span className="font-semibold text-ink">{formatPoisha(p.amountPoisha, p.currency)}</span>
                </Cell>
                <Cell label={m.staff_parent_method()}>{paymentMethodLabel(p.paymentMethod)}</Cell>
                <Cell label={m.staff_parent_reference()}>
                  <span translate="no">{p.transactionRef || "—"}</span>
                  {p.invoiceUrl ? (
                    <a
                      href={p.invoiceUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block font-semibold text-brand-700 underline"
                    >
                      {m.staff_parent_invoice()}
                      <span className="sr-only">{m.staff_opens_new_tab()}</span>
                    </a>
                  ) : null}
                </Cell>
                <Cell label={m.staff_status()}>
                  <PaymentStatusBadge status={p.status} />
                </Cell>
                <Cell label={m.staff_parent_change_status()} wide>
                  <PaymentStatusForm paymentId={p.id} status={p.status} />
                </Cell>
              </Row>
            ))}
          </DataTable>
        )}
        <details
          className="mt-4 rounded-xl border border-slate-200 p-4"
          open={forms.posted === "payment.create" || payments.length === 0}
        >
          <summary className="cursor-pointer font-semibold text-ink">{m.staff_parent_record_payment()}</summary>
          <div className="mt-3">
            <PaymentForm
              defaultDate={today}
              idempotencyKey={idempotencyKey}
              lastResult={forms.resultFor("payment.create")}
            />
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

function PaymentStatusForm({ paymentId, status }: { paymentId: string; status: string | null }) {
  const [form, fields] = useForm<{ status: string }>({
    id: `payment-status-${paymentId}`,
    defaultValue: { status: status ?? "pending" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex items-center gap-2" key={status}>
      <input type="hidden" name="intent" value="payment.status" />
      <input type="hidden" name="paymentId" value={paymentId} />
      <SelectField
        meta={fields.status}
        label={m.staff_parent_payment_status()}
        hideLabel
        compact
        options={paymentStatusOptions}
        className="w-auto"
      />
      <Button type="submit" size="sm" variant="outline" pendingLabel={m.staff_saving()}>
        {m.staff_save()}
      </Button>
    </Form>
  );
}
