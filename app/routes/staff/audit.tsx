import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useSearchParams } from "react-router";
import { Pagination } from "~/components/staff/filters";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { formatDateTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import type { Language } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { auditTypeLabels, roleLabels, statusLabel } from "~/lib/labels";
import { pageParam } from "~/lib/paging";
import { auditEntityTypes, isOneOf, roles } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { listAudit, listAuditActors } from "~/server/data/audit.server";
import { requireAdmin } from "~/server/session.server";
import { Button } from "~/ui/button";
import { SelectField } from "~/ui/field";
import type { Route } from "./+types/audit";
import { refusePost } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta(m.staff_nav_audit());

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const type = search.get("type") ?? "";
  const [log, actors] = await Promise.all([
    listAudit({
      actorId: search.get("user") || undefined,
      entityType: isOneOf(auditEntityTypes, type) ? type : undefined,
      page: pageParam(search),
    }),
    listAuditActors(),
  ]);
  return { ...log, actors };
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request, "admin");

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, actors, page, total, pageSize } = loaderData;
  const [search] = useSearchParams();
  const language = useLanguage();
  const [form, fields] = useForm<{ user: string; type: string }>({
    id: "audit-filter",
    defaultValue: { user: search.get("user") ?? "", type: search.get("type") ?? "" },
  });
  return (
    <>
      <StaffPageHeader title={m.staff_nav_audit()} description={m.staff_audit_description()} />
      <Form
        method="get"
        {...getFormProps(form)}
        key={search.toString()}
        className="mb-4 flex flex-wrap items-end gap-3"
        aria-label={m.staff_audit_filter_label()}
      >
        <SelectField
          meta={fields.user}
          label={m.staff_audit_user()}
          placeholder={m.staff_audit_everyone()}
          options={actors.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))}
          className="min-w-48 flex-1 sm:flex-none"
        />
        <SelectField
          meta={fields.type}
          label={m.staff_type()}
          placeholder={m.staff_audit_all_types()}
          options={auditEntityTypes.map((t) => ({ value: t, label: auditTypeLabels[t] }))}
          className="min-w-40 flex-1 sm:flex-none"
        />
        <Button type="submit" variant="outline">
          {m.staff_audit_filter()}
        </Button>
      </Form>
      {entries.length === 0 ? (
        <EmptyState>
          {search.get("user") || search.get("type") ? m.staff_audit_no_match() : m.staff_audit_empty()}
        </EmptyState>
      ) : (
        <DataTable
          label={m.staff_nav_audit()}
          columns={[
            m.staff_audit_when(),
            m.staff_audit_who(),
            m.staff_audit_what(),
            m.staff_audit_before(),
            m.staff_audit_after(),
          ]}
        >
          {entries.map((e) => (
            <Row key={e.id} testId="audit-entry">
              <Cell label={m.staff_audit_when()}>
                <time dateTime={new Date(e.createdAt).toISOString()} className="whitespace-nowrap">
                  {formatDateTime(e.createdAt)}
                </time>
              </Cell>
              <Cell label={m.staff_audit_who()}>
                {e.actor ? (
                  <span translate="no">{e.actor.name}</span>
                ) : e.action.startsWith("user.") ? (
                  m.staff_audit_command_line()
                ) : (
                  m.staff_audit_system()
                )}
              </Cell>
              <Cell label={m.staff_audit_what()} wide>
                {language === "bn" ? (
                  <>
                    <span className="text-xs font-semibold text-ink">{actionDescription(e.action)}</span>
                    <span className="block text-xs break-all text-slate-500">
                      {typeLabel(e.entityType)} <span translate="no">{e.entityId}</span>
                    </span>
                  </>
                ) : (
                  <>
                    <span className="font-mono text-xs font-semibold text-ink">{e.action}</span>
                    <span className="block text-xs break-all text-slate-500">
                      {e.entityType} {e.entityId}
                    </span>
                  </>
                )}
                <EntityLink entry={e} />
              </Cell>
              <Cell label={m.staff_audit_before()} wide>
                <Values value={e.before} language={language} />
              </Cell>
              <Cell label={m.staff_audit_after()} wide>
                <Values value={e.after} language={language} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} search={search} />
    </>
  );
}

/** Where the changed record can be seen: the support thread, or the parent's page. */
function EntityLink({
  entry,
}: {
  entry: { entityType: string; entityId: string | null; before: unknown; after: unknown };
}) {
  const parentId = [entry.after, entry.before]
    .map((v) => (v && typeof v === "object" ? (v as { parentId?: unknown }).parentId : undefined))
    .find((v): v is string => typeof v === "string");
  const to =
    entry.entityType === "support" && entry.entityId
      ? `/staff/support/${entry.entityId}`
      : parentId
        ? `/staff/parents/${parentId}`
        : null;
  if (!to) return null;
  return (
    <Link to={to} className="text-xs font-semibold text-brand-700 underline">
      {entry.entityType === "support" ? m.staff_audit_open_thread() : m.staff_open_parent_record()}
    </Link>
  );
}

/** A change's values as a compact list of key: value; on a Bangla page, the names and the statuses and roles in Bangla. */
function Values({ value, language }: { value: unknown; language: Language }) {
  if (value === null || value === undefined || typeof value !== "object")
    return <span className="text-slate-500">—</span>;
  const entries = Object.entries(value as Record<string, unknown>);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs md:max-w-72">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{language === "bn" ? <FieldName name={k} /> : k}</dt>
          <dd className="line-clamp-3 break-words text-slate-800" translate="no">
            {v === null
              ? "—"
              : typeof v === "object"
                ? JSON.stringify(v)
                : language === "bn"
                  ? valueText(k, v)
                  : String(v)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What each dotted verb the log stores means, in words. */
const actionDescriptions: Record<string, () => string> = {
  "application.accept": m.staff_audit_action_application_accept,
  "application.accept-offer": m.staff_audit_action_application_accept_offer,
  "application.decline": m.staff_audit_action_application_decline,
  "application.waitlist": m.staff_audit_action_application_waitlist,
  "application.cancel": m.staff_audit_action_application_cancel,
  "application.create": m.staff_audit_action_application_create,
  "application.move": m.staff_audit_action_application_move,
  "application.withdraw": m.staff_audit_action_application_withdraw,
  "batch.class-cancel": m.staff_audit_action_batch_class_cancel,
  "batch.continue": m.money_audit_batch_continue,
  "batch.create": m.staff_audit_action_batch_create,
  "batch.join-link": m.staff_audit_action_batch_join_link,
  "batch.update": m.staff_audit_action_batch_update,
  "event.create": m.staff_audit_action_event_create,
  "event.remove": m.staff_audit_action_event_remove,
  "event.update": m.staff_audit_action_event_update,
  "inbox.handle": m.staff_audit_action_inbox_handle,
  "invoice.adjust": m.money_audit_invoice_adjust,
  "invoice.create": m.staff_audit_action_invoice_create,
  "invoice.void": m.staff_audit_action_invoice_void,
  "outdoor-session.add": m.staff_audit_action_outdoor_session_add,
  "outdoor-session.remove": m.staff_audit_action_outdoor_session_remove,
  "payment.create": m.staff_audit_action_payment_create,
  "payment.refund": m.money_audit_payment_refund,
  "payment.settle": m.staff_audit_action_payment_settle,
  "payment.status": m.staff_audit_action_payment_status,
  "recording.add": m.staff_audit_action_recording_add,
  "recording.remove": m.staff_audit_action_recording_remove,
  "recording.update": m.staff_audit_action_recording_update,
  "role.change": m.staff_audit_action_role_change,
  "subscription.cancel": m.staff_audit_action_subscription_cancel,
  "subscription.cancel-request": m.staff_audit_action_subscription_cancel_request,
  "subscription.create": m.staff_audit_action_subscription_create,
  "subscription.end": m.staff_audit_action_subscription_end,
  "subscription.renew": m.staff_audit_action_subscription_renew,
  "subscription.update": m.staff_audit_action_subscription_update,
  "support.reply": m.staff_audit_action_support_reply,
  "support.status": m.staff_audit_action_support_status,
  "transfer.approve": m.staff_audit_action_transfer_approve,
  "transfer.reject": m.staff_audit_action_transfer_reject,
  "transfer.submit": m.staff_audit_action_transfer_submit,
  "user.create": m.staff_audit_action_user_create,
  "skills.import": m.skills_audit_import,
  "skills.item.create": m.skills_audit_item_create,
  "skills.item.update": m.skills_audit_item_update,
  "skills.item.retire": m.skills_audit_item_retire,
  "skills.item.restore": m.skills_audit_item_restore,
  "skills.scores": m.skills_audit_scores,
  "skills.targets": m.skills_audit_targets,
  "review.save": m.skills_audit_review_save,
  "review.publish": m.skills_audit_review_publish,
  "review.acknowledge": m.skills_audit_review_acknowledge,
  "attendance.register": m.rep_audit_register,
  "attendance.correct": m.rep_audit_correct,
  "practice.activity.create": m.practice_audit_activity_create,
  "practice.activity.update": m.practice_audit_activity_update,
  "practice.activity.retire": m.practice_audit_activity_retire,
  "practice.activity.restore": m.practice_audit_activity_restore,
  "practice.assign": m.practice_audit_assign,
};

const actionDescription = (action: string) =>
  Object.hasOwn(actionDescriptions, action) ? actionDescriptions[action]!() : action;

const typeLabel = (type: string) => (isOneOf(auditEntityTypes, type) ? auditTypeLabels[type] : type);

/** The names of the values the log records most, in words. */
const fieldLabels: Record<string, () => string> = {
  email: m.staff_audit_field_email,
  role: m.staff_audit_field_role,
  status: m.staff_audit_field_status,
  note: m.staff_audit_field_note,
  kind: m.staff_audit_field_kind,
  title: m.staff_audit_field_title,
  name: m.staff_audit_field_name,
  reason: m.staff_audit_field_reason,
  subject: m.staff_audit_field_subject,
  reply: m.staff_audit_field_reply,
  attachment: m.staff_audit_field_attachment,
  amountPoisha: m.staff_audit_field_amount_poisha,
  currency: m.staff_audit_field_currency,
  method: m.staff_audit_field_method,
  paymentDate: m.staff_audit_field_payment_date,
  expiryDate: m.staff_audit_field_expiry_date,
  startDate: m.staff_audit_field_start_date,
  batchName: m.staff_audit_field_batch_name,
  number: m.staff_audit_field_number,
  transactionId: m.staff_audit_field_transaction_id,
  seats: m.staff_audit_field_seats,
  open: m.staff_audit_field_open,
  startsAt: m.staff_audit_field_starts_at,
  classDate: m.staff_audit_field_class_date,
  parentId: m.staff_audit_field_parent_id,
  childId: m.staff_audit_field_child_id,
  batchId: m.staff_audit_field_batch_id,
  planId: m.staff_audit_field_plan_id,
  planName: m.staff_audit_field_plan_name,
  dueDate: m.staff_audit_field_due_date,
  periodMonth: m.staff_audit_field_period_month,
  totalPoisha: m.staff_audit_field_total_poisha,
  subscriptionId: m.staff_audit_field_subscription_id,
  cancelledSubscriptions: m.staff_audit_field_cancelled_subscriptions,
  classStartsAt: m.staff_audit_field_class_starts_at,
  endsOn: m.staff_audit_field_ends_on,
  enteredByStaff: m.staff_audit_field_entered_by_staff,
  from: m.staff_audit_field_from,
  to: m.staff_audit_field_to,
  invoiceNumbers: m.staff_audit_field_invoice_numbers,
  invoices: m.staff_audit_field_invoices,
  joinUrl: m.staff_audit_field_join_url,
  months: m.staff_audit_field_months,
  offerExpiresAt: m.staff_audit_field_offer_expires_at,
  offered: m.staff_audit_field_offered,
  outdoor: m.staff_audit_field_outdoor,
  paidThrough: m.staff_audit_field_paid_through,
  place: m.staff_audit_field_place,
  position: m.staff_audit_field_position,
  receiptNumber: m.staff_audit_field_receipt_number,
  recordingId: m.staff_audit_field_recording_id,
  reference: m.staff_audit_field_reference,
  replyId: m.staff_audit_field_reply_id,
  sessionId: m.staff_audit_field_session_id,
  subscriptions: m.staff_audit_field_subscriptions,
  transferId: m.staff_audit_field_transfer_id,
  url: m.staff_audit_field_url,
  via: m.staff_audit_field_via,
  voided: m.staff_audit_field_voided,
  voidedInvoices: m.staff_audit_field_voided_invoices,
  withdrawn: m.staff_audit_field_withdrawn,
  back: m.staff_audit_field_back,
  capacity: m.staff_audit_field_capacity,
  programme: m.staff_audit_field_programme,
  classDays: m.staff_audit_field_class_days,
  startTime: m.staff_audit_field_start_time,
  endTime: m.staff_audit_field_end_time,
  endDate: m.staff_audit_field_end_date,
  description: m.staff_audit_field_description,
  location: m.staff_audit_field_location,
  childName: m.staff_audit_field_child_name,
  invoiceId: m.staff_audit_field_invoice_id,
  paymentId: m.staff_audit_field_payment_id,
  applicationId: m.staff_audit_field_application_id,
};

/** A value's name in words, or as the code stores it (marked not to translate) when it has none yet. */
function FieldName({ name }: { name: string }) {
  return Object.hasOwn(fieldLabels, name) ? fieldLabels[name]!() : <span translate="no">{name}</span>;
}

/** A value as a Bangla page shows it: roles and statuses in words, true/false as yes/no, digits in Bangla. */
function valueText(key: string, value: unknown) {
  if (key === "role" && isOneOf(roles, value)) return roleLabels[value];
  if (key === "status" && typeof value === "string") return statusLabel(value);
  if (typeof value === "boolean") return value ? m.staff_yes() : m.staff_no();
  if (typeof value === "number") return localDigits(value, "bn");
  return String(value);
}
