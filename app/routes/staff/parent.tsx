import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { Avatar } from "~/components/avatar";
import { PaymentForm, paymentStatusOptions, SubscriptionForm } from "~/components/staff/billing-forms";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { PaymentStatusBadge, SubscriptionStatusBadge, SupportStatusBadge } from "~/components/staff/status";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { addMonths } from "~/lib/dates";
import { applicationStatusLabels, applicationStatusTones, formatSchedule, waitlistPositionText } from "~/lib/enrolment";
import { avatarUrl } from "~/lib/files";
import { dhakaIsoDate, formatDateTime, formatLongDate, formatPoisha } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import { renewMonths } from "~/lib/schemas/staff-billing";
import { listParentApplications } from "~/server/data/enrolment.server";
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

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data?.record.profile.name ?? "Parent");

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
  return (
    <>
      <Link
        to="/staff/parents"
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← All parents
      </Link>
      <StaffPageHeader title={profile.name} description={profile.email} />
      <div className="grid gap-6 lg:grid-cols-3">
        <ProfileCard record={record} />
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Children</CardTitle>
          </CardHeader>
          <CardContent>
            {record.children.length === 0 ? (
              <EmptyState>No children added yet.</EmptyState>
            ) : (
              <ul className="divide-y divide-slate-200">
                {record.children.map((child) => (
                  <li key={child.id} className="flex justify-between gap-3 py-2">
                    <span className="font-semibold text-ink">{child.name}</span>
                    <span className="text-slate-600">
                      {child.age === null ? "Age not given" : `${child.age} years`}
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
        <CardTitle>Applications</CardTitle>
        <Link
          to={`/staff/parents/${parentId}/invoices`}
          className="ml-auto inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          Invoices
        </Link>
        <Link
          to={`/staff/parents/${parentId}/apply`}
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          Enter an application
        </Link>
      </CardHeader>
      <CardContent>
        {applications.length === 0 ? (
          <EmptyState>No applications yet.</EmptyState>
        ) : (
          <DataTable label="Applications" columns={["Child", "Batch", "Status", "Applied"]}>
            {applications.map((application) => (
              <Row key={application.id} testId="parent-application-row">
                <Cell label="Child">
                  <span className="font-semibold text-ink">{application.childName}</span>
                </Cell>
                <Cell label="Batch" wide>
                  <Link
                    to={`/staff/batches/${application.batch.id}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {application.batch.name}
                  </Link>
                  <span className="block text-sm text-slate-600">{application.batch.schedule}</span>
                </Cell>
                <Cell label="Status">
                  <Badge tone={application.status.tone}>{application.status.label}</Badge>
                  {application.waitlist ? (
                    <span className="mt-1 block text-sm text-slate-700">{application.waitlist}</span>
                  ) : null}
                </Cell>
                <Cell label="Applied">{application.applied}</Cell>
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
  const yesNo = (value: boolean) => <Badge tone={value ? "success" : "neutral"}>{value ? "Yes" : "No"}</Badge>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="mb-4 flex items-center gap-3">
          <Avatar name={profile.name} src={avatarUrl(profile.avatarKey)} size="md" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink">{profile.name}</p>
            <p className="text-sm text-slate-600">Joined {formatLongDate(profile.createdAt)}</p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">Email</dt>
          <dd className="break-all">
            <a href={`mailto:${profile.email}`} className="text-brand-700 hover:underline">
              {profile.email}
            </a>{" "}
            {profile.emailVerified ? null : <Badge tone="warning">Not verified</Badge>}
          </dd>
          <dt className="text-slate-600">Phone</dt>
          <dd>{profile.phone || "N/A"}</dd>
          <dt className="text-slate-600">Terms accepted</dt>
          <dd>{yesNo(profile.termsAccepted)}</dd>
          <dt className="text-slate-600">Media consent</dt>
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
        <CardTitle>Subscriptions</CardTitle>
      </CardHeader>
      <CardContent>
        {record.subscriptions.length === 0 ? (
          <EmptyState>No subscriptions yet.</EmptyState>
        ) : (
          <DataTable label="Subscriptions" columns={["Plan", "Status", "Start", "Expiry", "Actions"]}>
            {record.subscriptions.map((s) => (
              <Row key={s.id} testId="staff-subscription">
                <Cell label="Plan" wide>
                  <span className="font-semibold text-ink">{s.planName || "Subscription Plan"}</span>
                </Cell>
                <Cell label="Status">
                  <SubscriptionStatusBadge status={s.status} />
                </Cell>
                <Cell label="Start">{formatLongDate(s.startDate)}</Cell>
                <Cell label="Expiry">{formatLongDate(s.expiryDate)}</Cell>
                <Cell label="Actions" wide>
                  <div className="flex flex-col gap-2 md:w-72">
                    <RenewForm subscriptionId={s.id} />
                    {s.status !== "cancelled" ? <CancelForm subscriptionId={s.id} /> : null}
                    <details className="rounded-lg border border-slate-200 bg-white">
                      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-ink">Edit…</summary>
                      <div className="p-3 pt-0">
                        <SubscriptionForm
                          formId={`edit-${s.id}`}
                          label={`Edit ${s.planName || "subscription"}`}
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
          <summary className="cursor-pointer font-semibold text-ink">New subscription</summary>
          <div className="mt-3">
            <SubscriptionForm
              formId="new-subscription"
              label="New subscription"
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

const renewOptions = renewMonths.map((n) => ({ value: String(n), label: n === 1 ? "1 month" : `${n} months` }));

function RenewForm({ subscriptionId }: { subscriptionId: string }) {
  const [form, fields] = useForm<{ months: string }>({ id: `renew-${subscriptionId}`, defaultValue: { months: "1" } });
  return (
    <Form method="post" {...getFormProps(form)} className="flex items-end gap-2" aria-label="Renew">
      <input type="hidden" name="intent" value="subscription.renew" />
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      <SelectField meta={fields.months} label="Extend by" compact options={renewOptions} className="flex-1" />
      <Button type="submit" size="sm" variant="outline" pendingLabel="Renewing...">
        Renew
      </Button>
    </Form>
  );
}

function CancelForm({ subscriptionId }: { subscriptionId: string }) {
  return (
    <Form
      method="post"
      aria-label="Cancel subscription"
      data-confirm="Cancel this subscription? The parent will see it as cancelled."
    >
      <input type="hidden" name="intent" value="subscription.cancel" />
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      <Button type="submit" size="sm" variant="ghost" className="text-red-800" pendingLabel="Cancelling...">
        Cancel subscription
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
        <CardTitle>Payments</CardTitle>
      </CardHeader>
      <CardContent>
        {record.payments.length === 0 ? (
          <EmptyState>No payments recorded yet.</EmptyState>
        ) : (
          <DataTable label="Payments" columns={["Date", "Amount", "Method", "Reference", "Status", "Change status"]}>
            {record.payments.map((p) => (
              <Row key={p.id} testId="staff-payment">
                <Cell label="Date">{formatLongDate(p.paymentDate)}</Cell>
                <Cell label="Amount">
                  <span className="font-semibold text-ink">{formatPoisha(p.amountPoisha, p.currency)}</span>
                </Cell>
                <Cell label="Method">{paymentMethodLabel(p.paymentMethod)}</Cell>
                <Cell label="Reference">
                  {p.transactionRef || "—"}
                  {p.invoiceUrl ? (
                    <a
                      href={p.invoiceUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block font-semibold text-brand-700 underline"
                    >
                      Invoice<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : null}
                </Cell>
                <Cell label="Status">
                  <PaymentStatusBadge status={p.status} />
                </Cell>
                <Cell label="Change status" wide>
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
          <summary className="cursor-pointer font-semibold text-ink">Record a payment</summary>
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
        label="Payment status"
        hideLabel
        compact
        options={paymentStatusOptions}
        className="w-auto"
      />
      <Button type="submit" size="sm" variant="outline" pendingLabel="Saving...">
        Save
      </Button>
    </Form>
  );
}

function Messages({ record }: { record: ParentRecord }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Support messages</CardTitle>
      </CardHeader>
      <CardContent>
        {record.messages.length === 0 ? (
          <EmptyState>This parent hasn't sent any messages.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {record.messages.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/staff/support/${m.id}`} className="font-semibold text-brand-800 hover:underline">
                  {m.subject}
                </Link>
                <span className="flex items-center gap-3 text-sm text-slate-600">
                  {formatDateTime(m.createdAt)}
                  <SupportStatusBadge status={m.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
