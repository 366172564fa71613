import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useSearchParams } from "react-router";
import { around } from "~/components/sentence";
import { ApplicationStatusBadge } from "~/components/staff/enrolment";
import { Pagination } from "~/components/staff/filters";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { applicationStatusLabels, programmeLabels, waitlistPositionText } from "~/lib/enrolment";
import { formatDateTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { isUuid } from "~/lib/ids";
import { pageParam } from "~/lib/paging";
import { type Decision, decisionLabels } from "~/lib/schemas/enrolment-decision";
import { type ApplicationStatus, applicationStatuses, isOneOf } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { listBatchChoices } from "~/server/data/batches.server";
import { listApplicationsForStaff, type StaffApplication } from "~/server/data/enrolment/queries.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Button } from "~/ui/button";
import { inputClass, TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/enrolment";
import { handleDecision } from "./enrolment.server";
import { staffAction } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta(m.ops_enrolment_title());

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const search = new URL(request.url).searchParams;
  const batch = search.get("batch");
  // Opened plainly, the page shows the applications to decide; a filter (even 'All statuses') says otherwise.
  const chosen = search.has("status") || search.has("batch");
  const status = chosen ? search.get("status") : ("submitted" satisfies ApplicationStatus);
  const filter = {
    batchId: batch && isUuid(batch) ? batch : undefined,
    status: isOneOf(applicationStatuses, status) ? status : undefined,
  };
  const [list, batches] = await Promise.all([
    listApplicationsForStaff({ ...filter, page: pageParam(search) }),
    listBatchChoices(),
  ]);
  return { ...list, filter, chosen, batches };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleDecision(await readTextForm(request), user.id, `/staff/enrolment${new URL(request.url).search}`);
}

export default function EnrolmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { applications, page, hasMore, filter, chosen, batches } = loaderData;
  const [search] = useSearchParams();
  return (
    <>
      <StaffPageHeader
        title={m.ops_enrolment_title()}
        description={m.ops_enrolment_description()}
        actions={
          <Link to="/staff/batches" className="text-sm font-semibold text-brand-700 hover:underline">
            {m.ops_manage_batches()}
          </Link>
        }
      />
      <Form
        method="get"
        aria-label={m.ops_filter_applications()}
        key={`${filter.batchId ?? ""}-${filter.status ?? ""}`}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <div className="flex w-full flex-col gap-1.5 sm:w-64">
          <label htmlFor="filter-batch" className="text-sm font-semibold text-ink">
            {m.ops_col_batch()}
          </label>
          <select id="filter-batch" name="batch" defaultValue={filter.batchId ?? ""} className={inputClass}>
            <option value="">{m.ops_all_batches()}</option>
            {batches.map((b) => (
              <option key={b.id} value={b.id} translate="no">
                {b.name}
                {b.open ? "" : m.ops_closed_suffix()}
              </option>
            ))}
          </select>
        </div>
        <div className="flex w-full flex-col gap-1.5 sm:w-64">
          <label htmlFor="filter-status" className="text-sm font-semibold text-ink">
            {m.ops_col_status()}
          </label>
          <select id="filter-status" name="status" defaultValue={filter.status ?? ""} className={inputClass}>
            <option value="">{m.ops_all_statuses()}</option>
            {applicationStatuses.map((s) => (
              <option key={s} value={s}>
                {applicationStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline" pendingLabel={m.ops_filtering()}>
          {m.ops_filter()}
        </Button>
        {chosen ? (
          <Link
            to="/staff/enrolment"
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            {m.ops_clear()}
          </Link>
        ) : null}
      </Form>
      {applications.length === 0 ? (
        <EmptyState>{chosen ? m.ops_enrolment_no_match() : m.ops_enrolment_none_to_decide()}</EmptyState>
      ) : (
        <DataTable
          label={m.ops_applications()}
          columns={[
            m.ops_col_applied(),
            m.ops_col_child(),
            m.ops_col_parent(),
            m.ops_col_batch(),
            m.ops_col_status(),
            m.ops_col_decision(),
          ]}
        >
          {applications.map((application) => (
            <ApplicationRow key={application.id} application={application} />
          ))}
        </DataTable>
      )}
      <Pagination page={page} hasMore={hasMore} search={search} />
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

/** The decisions a status may take; an accepted place can only be cancelled (behind a second step). */
function choicesFor(status: ApplicationStatus): Decision[] {
  switch (status) {
    case "submitted":
      return ["accept", "waitlist", "decline"];
    case "waitlisted":
    case "offered":
      return ["accept", "decline"];
    default:
      return [];
  }
}

function ApplicationRow({ application: a }: { application: StaffApplication }) {
  const [form, fields] = useForm<{ note: string }>({ id: `decide-${a.id}` });
  const choices = choicesFor(a.status);
  return (
    <Row testId="application-row">
      <Cell label={m.ops_col_applied()}>
        <time dateTime={new Date(a.createdAt).toISOString()} className="whitespace-nowrap">
          {formatDateTime(a.createdAt)}
        </time>
      </Cell>
      <Cell label={m.ops_col_child()}>
        <span className="font-semibold text-ink" translate="no">
          {a.child.name}
        </span>
        <span className="block text-sm text-slate-600">
          {a.child.age === null ? m.ops_age_not_given() : m.ops_age_years({ age: localDigits(a.child.age) })}
          {a.outdoor ? m.ops_outdoor_suffix() : ""}
        </span>
        {a.notes ? (
          <span className="mt-1 block text-sm break-words whitespace-pre-wrap text-slate-700">
            <NotesText notes={a.notes} />
          </span>
        ) : null}
      </Cell>
      <Cell label={m.ops_col_parent()} wide className="md:w-56">
        <Link
          to={`/staff/parents/${a.parent.id}`}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          translate="no"
        >
          {a.parent.name}
        </Link>
        <span className="block text-sm break-all text-slate-600" translate="no">
          {a.parent.email}
        </span>
        {a.parent.phone ? <span className="block text-sm text-slate-600">{a.parent.phone}</span> : null}
      </Cell>
      <Cell label={m.ops_col_batch()}>
        <Link
          to={`/staff/batches/${a.batch.id}`}
          className="font-semibold text-brand-800 hover:underline"
          translate="no"
        >
          {a.batch.name}
        </Link>
        <span className="block text-sm text-slate-600">{programmeLabels[a.batch.programme]}</span>
      </Cell>
      <Cell label={m.ops_col_status()}>
        <ApplicationStatusBadge status={a.status} />
        {a.position ? (
          <span className="mt-1 block text-sm text-slate-700">{waitlistPositionText(a.position)}</span>
        ) : null}
        {a.status === "offered" && a.offerExpiresAt ? (
          <span className="mt-1 block text-sm text-slate-700">
            {m.ops_until({ time: formatDateTime(a.offerExpiresAt) })}
          </span>
        ) : null}
        {a.decidedAt && a.decidedByName ? (
          <span className="mt-1 block text-xs text-slate-600">
            <span translate="no">{a.decidedByName}</span>, {formatDateTime(a.decidedAt)}
          </span>
        ) : null}
        {a.staffNote ? (
          <span className="mt-1 block text-sm break-words whitespace-pre-wrap text-slate-800" translate="no">
            “{a.staffNote}”
          </span>
        ) : null}
      </Cell>
      <Cell label={m.ops_col_decision()} wide className="md:w-72">
        {choices.length > 0 ? (
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
            <input type="hidden" name="applicationId" value={a.id} />
            <TextareaField meta={fields.note} label={m.ops_note_to_parent()} maxLength={1000} rows={2} compact />
            <div className="flex flex-wrap gap-2">
              {choices.map((choice) => (
                <Button
                  key={choice}
                  type="submit"
                  name="decision"
                  value={choice}
                  size="sm"
                  variant={choice === "accept" ? "primary" : "outline"}
                  pendingLabel={m.ops_saving()}
                >
                  {decisionLabels[choice]}
                </Button>
              ))}
            </div>
          </Form>
        ) : a.status === "accepted" ? (
          <details className="group">
            <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50">
              {m.ops_cancel_place_summary()}
            </summary>
            <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
              <input type="hidden" name="applicationId" value={a.id} />
              <TextareaField meta={fields.note} label={m.ops_note_to_parent()} maxLength={1000} rows={2} compact />
              <Button
                type="submit"
                name="decision"
                value="cancel"
                size="sm"
                variant="destructive"
                pendingLabel={m.ops_cancelling()}
              >
                {m.ops_cancel_place()}
              </Button>
            </Form>
          </details>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </Cell>
    </Row>
  );
}

/** 'Notes: …', what the parent wrote set apart as theirs. */
function NotesText({ notes }: { notes: string }) {
  const [before, after] = around((marker) => m.ops_notes({ notes: marker }));
  return (
    <>
      {before}
      <span translate="no">{notes}</span>
      {after}
    </>
  );
}
