import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { Avatar } from "~/components/avatar";
import { PaymentForm, paymentStatusOptions, SubscriptionForm } from "~/components/staff/billing-forms";
import { LanguageName } from "~/components/staff/language-name";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { PaymentStatusBadge, SubscriptionStatusBadge, SupportStatusBadge } from "~/components/staff/status";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { addMonths } from "~/lib/dates";
import { applicationStatusLabels, applicationStatusTones, formatSchedule, waitlistPositionText } from "~/lib/enrolment";
import { avatarUrl } from "~/lib/files";
import { dhakaIsoDate, formatDateTime, formatLongDate, formatPoisha } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { paymentMethodLabel } from "~/lib/labels";
import { renewMonths } from "~/lib/schemas/staff-billing";
import { m } from "~/paraglide/messages";
import { listParentApplications } from "~/server/data/enrolment/queries.server";
import { getParentRecord, type ParentRecord } from "~/server/data/staff-parents.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { SelectField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/parent";
import { staffAction } from "./guard.server";
import { handleParentAction } from "./parent.server";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data?.record.profile.name ?? m.staff_parent());

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const record = await getParentRecord(params.parentId);
  if (!record) throw data(null, { status: 404 });
  const now = new Date();
  // Display-ready rows: the record page is near its script budget, so the enrolment formatters stay on the server.
  const applications = (await listParentApplications(params.parentId)).map((a) => ({
    id: a.id,
    childName: a.child.name,
    batch: { id: a.batch.id, name: a.batch.name, schedule: formatSchedule(a.batch) },
    status: { label: applicationStatusLabels[a.status], tone: applicationStatusTones[a.status] },
    waitlist: a.position ? waitlistPositionText(a.position) : null,
    applied: formatDateTime(a.createdAt),
  }));
  const today = dhakaIsoDate(now);
  // One-time keys for the forms that create records: a double click or a retried post creates one, not two.
  return {
    record,
    today,
    inAMonth: addMonths(today, 1),
    applications,
    formKeys: { subscription: crypto.randomUUID(), payment: crypto.randomUUID() },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleParentAction(await readTextForm(request), user.id, params.parentId);
}

type ActionResult = Route.ComponentProps["actionData"];
const resultFor = (actionData: ActionResult, form: string) =>
  actionData?.form === form ? actionData.lastResult : undefined;

export default function ParentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { record, today, inAMonth, formKeys, applications } = loaderData;
  const { profile } = record;
  const language = useLanguage();
  return (
    <>
      <Link
        to="/staff/parents"
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.staff_parent_back()}
      </Link>
      <StaffPageHeader title={<span translate="no">{profile.name}</span>} description={profile.email} />
      <div className="grid gap-6 lg:grid-cols-3">
        <ProfileCard record={record} />
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{m.staff_children()}</CardTitle>
          </CardHeader>
          <CardContent>
            {record.children.length === 0 ? (
              <EmptyState>{m.staff_parent_no_children()}</EmptyState>
            ) : (
              <ul className="divide-y divide-slate-200">
                {record.children.map((child) => (
                  <li key={child.id} className="flex justify-between gap-3 py-2">
                    <span className="font-semibold text-ink" translate="no">
                      {child.name}
                    </span>
                    <span className="text-slate-600">
                      {child.age === null
                        ? m.staff_parent_age_not_given()
                        : m.staff_years({ age: localDigits(child.age, language) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <Applications parentId={record.profile.id} applications={applications} />
      <Subscriptions
        record={record}
        today={today}
        inAMonth={inAMonth}
        actionData={actionData}
        idempotencyKey={formKeys.subscription}
      />
      <Payments record={record} today={today} actionData={actionData} idempotencyKey={formKeys.payment} />
      <Messages record={record} />
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

/** The family's applications, and the way to enter one for a family that applied by phone. */
function Applications({
  parentId,
  applications,
}: {
  parentId: string;
  applications: Route.ComponentProps["loaderData"]["applications"];
}) {
  return (
    <Card className="mt-6">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{m.staff_parent_applications()}</CardTitle>
        <Link
          to={`/staff/parents/${parentId}/invoices`}
          className="ml-auto inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          {m.staff_invoices()}
        </Link>
        <Link
          to={`/staff/parents/${parentId}/apply`}
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          {m.staff_enter_application()}
        </Link>
      </CardHeader>
      <CardContent>
        {applications.length === 0 ? (
          <EmptyState>{m.staff_parent_no_applications()}</EmptyState>
        ) : (
          <DataTable
            label={m.staff_parent_applications()}
            columns={[m.staff_child(), m.staff_batch(), m.staff_status(), m.staff_parent_applied()]}
          >
            {applications.map((application) => (
              <Row key={application.id} testId="parent-application-row">
                <Cell label={m.staff_child()} data>
                  <span className="font-semibold text-ink">{application.childName}</span>
                </Cell>
                <Cell label={m.staff_batch()} wide>
                  <Link
                    to={`/staff/batches/${application.batch.id}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                    translate="no"
                  >
                    {application.batch.name}
                  </Link>
                  <span className="block text-sm text-slate-600">{application.batch.schedule}</span>
                </Cell>
                <Cell label={m.staff_status()}>
                  <Badge tone={application.status.tone}>{application.status.label}</Badge>
                  {application.waitlist ? (
                    <span className="mt-1 block text-sm text-slate-700">{application.waitlist}</span>
                  ) : null}
                </Cell>
                <Cell label={m.staff_parent_applied()}>{application.applied}</Cell>
              </Row>
            ))}
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}

function ProfileCard({ record }: { record: ParentRecord }) {
  const { profile } = record;
  const yesNo = (value: boolean) => (
    <Badge tone={value ? "success" : "neutral"}>{value ? m.staff_yes() : m.staff_no()}</Badge>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.staff_parent_profile()}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="mb-4 flex items-center gap-3">
          <Avatar name={profile.name} src={avatarUrl(profile.avatarKey)} size="md" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink" translate="no">
              {profile.name}
            </p>
            <p className="text-sm text-slate-600">
              {m.staff_parent_joined_on({ date: formatLongDate(profile.createdAt) })}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{m.staff_email()}</dt>
          <dd className="break-all">
            <a href={`mailto:${profile.email}`} className="text-brand-700 hover:underline">
              {profile.email}
            </a>{" "}
            {profile.emailVerified ? null : <Badge tone="warning">{m.staff_parent_not_verified()}</Badge>}
          </dd>
          <dt className="text-slate-600">{m.staff_phone()}</dt>
          <dd translate={profile.phone ? "no" : undefined}>{profile.phone || m.staff_not_given()}</dd>
          <dt className="text-slate-600">{m.staff_language()}</dt>
          <dd data-testid="parent-language">
            <LanguageName language={profile.language} />
          </dd>
          <dt className="text-slate-600">{m.staff_parent_terms()}</dt>
          <dd>{yesNo(profile.termsAccepted)}</dd>
          <dt className="text-slate-600">{m.staff_parent_media()}</dt>
          <dd>{yesNo(profile.mediaConsent)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function Subscriptions({
  record,
  today,
  inAMonth,
  actionData,
  idempotencyKey,
}: {
  record: ParentRecord;
  today: string;
  inAMonth: string;
  actionData: ActionResult;
  idempotencyKey: string;
}) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.staff_parent_subscriptions()}</CardTitle>
      </CardHeader>
      <CardContent>
        {record.subscriptions.length === 0 ? (
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
            {record.subscriptions.map((s) => (
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
                          lastResult={resultFor(actionData, `subscription.update:${s.id}`)}
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
          open={actionData?.form === "subscription.create" || record.subscriptions.length === 0}
        >
          <summary className="cursor-pointer font-semibold text-ink">{m.staff_parent_new_subscription()}</summary>
          <div className="mt-3">
            <SubscriptionForm
              formId="new-subscription"
              label={m.staff_parent_new_subscription()}
              idempotencyKey={idempotencyKey}
              defaults={{ status: "active", startDate: today, expiryDate: inAMonth }}
              lastResult={resultFor(actionData, "subscription.create")}
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
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex items-end gap-2"
      aria-label={m.staff_parent_renew_form()}
    >
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
    <Form method="post" aria-label={m.staff_parent_cancel_form()} data-confirm={m.staff_parent_cancel_confirm()}>
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

function Payments({
  record,
  today,
  actionData,
  idempotencyKey,
}: {
  record: ParentRecord;
  today: string;
  actionData: ActionResult;
  idempotencyKey: string;
}) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.staff_parent_payments()}</CardTitle>
      </CardHeader>
      <CardContent>
        {record.payments.length === 0 ? (
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
            {record.payments.map((p) => (
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
          open={actionData?.form === "payment.create" || record.payments.length === 0}
        >
          <summary className="cursor-pointer font-semibold text-ink">{m.staff_parent_record_payment()}</summary>
          <div className="mt-3">
            <PaymentForm
              defaultDate={today}
              idempotencyKey={idempotencyKey}
              lastResult={resultFor(actionData, "payment.create")}
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

function Messages({ record }: { record: ParentRecord }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{m.staff_support_messages()}</CardTitle>
      </CardHeader>
      <CardContent>
        {record.messages.length === 0 ? (
          <EmptyState>{m.staff_parent_no_messages()}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {record.messages.map((message) => (
              <li key={message.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  to={`/staff/support/${message.id}`}
                  className="font-semibold text-brand-800 hover:underline"
                  translate="no"
                >
                  {message.subject}
                </Link>
                <span className="flex items-center gap-3 text-sm text-slate-600">
                  {formatDateTime(message.createdAt)}
                  <SupportStatusBadge status={message.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
