import { getFormProps, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { BatchPracticeCard } from "~/components/practice/batch-practice";
import { ClassLinkCard, OutdoorSessionsCard, RecordingsCard, UpcomingClasses } from "~/components/staff/batch-classes";
import { BatchForm } from "~/components/staff/batch-form";
import { ApplicationStatusBadge, BatchOpenBadge } from "~/components/staff/enrolment";
import { staffMeta } from "~/components/staff/meta";
import { MovePlaceForm, type MoveTarget } from "~/components/staff/move-place";
import { NextCycleCard } from "~/components/staff/next-cycle";
import { RegisterCard } from "~/components/staff/register";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { addDays } from "~/lib/dates";
import { dhakaDay, formatSchedule, programmeLabels } from "~/lib/enrolment";
import { formatDateTime, formatLongDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import { recentClasses } from "~/server/data/attendance/attendance.server";
import { getJoinUrl, listCancellations, listOutdoorSessions, listRecordings } from "~/server/data/batch-classes.server";
import { type BatchSummary, getBatchDetail, listOpenBatches, type RosterEntry } from "~/server/data/batches.server";
import { comingChildren } from "~/server/data/care.server";
import { continuationOf } from "~/server/data/enrolment/continuation.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Button, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/batch";
import { handleBatchAction } from "./batch.server";
import { loadBatchPractice } from "./batch-practice.server";
import { staffAction } from "./guard.server";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data?.detail.batch.name ?? m.ops_batch());

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = new Date();
  const detail = await getBatchDetail(params.batchId, now);
  if (!detail) throw data(null, { status: 404 });
  const batchId = detail.batch.id;
  // One round of queries, not one after another: each waits on the pool and the database.
  const [joinUrl, cancellations, recordings, outdoorSessions, continuation, registerClasses, moveTargets, practice] =
    await Promise.all([
      getJoinUrl(batchId),
      listCancellations(batchId, now),
      listRecordings(batchId),
      listOutdoorSessions(batchId, now),
      continuationOf(batchId, now),
      recentClasses(batchId, now),
      moveTargetsOf(detail.batch, now),
      loadBatchPractice(batchId, new URL(request.url), now),
    ]);
  const coming = await comingChildren(outdoorSessions, now);
  const classes = detail.classes.map((c) => ({
    ...c,
    cancelled: cancellations.find((x) => x.startsAt.getTime() === c.startsAt.getTime())?.reason ?? null,
  }));
  const today = dhakaDay(now);
  return {
    practice,
    detail,
    moveTargets,
    joinUrl,
    classes,
    recordings,
    outdoorSessions,
    coming,
    continuation,
    today,
    nextWeek: addDays(today, 7),
    registerClasses,
  };
}

/** Where a place can move: the other open batches of the same programme with a free seat. */
async function moveTargetsOf(batch: BatchSummary, now: Date): Promise<MoveTarget[]> {
  return (await listOpenBatches(now, batch.programme))
    .filter((other) => other.id !== batch.id && other.seatsLeft > 0)
    .map((other) => ({ id: other.id, name: other.name, seatsLeft: other.seatsLeft, schedule: formatSchedule(other) }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleBatchAction(await readTextForm(request), user.id, params.batchId);
}

export default function BatchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, moveTargets, joinUrl, classes, recordings, outdoorSessions, coming, continuation, today, nextWeek } =
    loaderData;
  const { batch } = detail;
  const resultFor = (form: string) =>
    actionData && "form" in actionData && actionData.form === form ? actionData.lastResult : undefined;
  return (
    <>
      <Link
        to="/staff/batches"
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.ops_back_to_batches()}
      </Link>
      <StaffPageHeader
        title={<span translate="no">{batch.name}</span>}
        description={`${programmeLabels[batch.programme]} · ${formatSchedule(batch)} · ${
          batch.endDate
            ? m.ops_batch_from_to({ start: formatLongDate(batch.startDate), end: formatLongDate(batch.endDate) })
            : m.ops_batch_from({ date: formatLongDate(batch.startDate) })
        }`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/staff/batches/${batch.id}/skills`} className={buttonClass("outline")}>
              {m.skills_score_batch()}
            </Link>
            <OpenForm open={batch.open} />
          </div>
        }
      />
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={m.ops_seats()}>
        <Stat label={m.ops_col_seats_taken()}>
          {m.ops_seats_of({ taken: localDigits(batch.seatsTaken), capacity: localDigits(batch.capacity) })}
        </Stat>
        <Stat label={m.ops_col_seats_left()}>{batch.seatsLeft > 0 ? localDigits(batch.seatsLeft) : m.ops_full()}</Stat>
        <Stat label={m.ops_col_waitlist()}>{localDigits(batch.waitlistLength)}</Stat>
        <Stat label={m.ops_applications()}>
          <BatchOpenBadge open={batch.open} />
        </Stat>
      </dl>

      <Card>
        <CardHeader>
          <CardTitle>{m.ops_roster()}</CardTitle>
        </CardHeader>
        <CardContent>
          {detail.roster.length === 0 ? (
            <EmptyState>{m.ops_roster_empty()}</EmptyState>
          ) : (
            <DataTable
              label={m.ops_roster()}
              columns={[m.ops_col_child(), m.ops_col_parent(), m.ops_col_status(), m.ops_col_action()]}
            >
              {detail.roster.map((entry) => (
                <Row key={entry.applicationId} testId="roster-row">
                  <ChildCell entry={entry} />
                  <ParentCell entry={entry} />
                  <Cell label={m.ops_col_status()}>
                    <ApplicationStatusBadge status={entry.status} />
                    {entry.status === "offered" && entry.offerExpiresAt ? (
                      <span className="mt-1 block text-sm text-slate-700">
                        {m.ops_until({ time: formatDateTime(entry.offerExpiresAt) })}
                      </span>
                    ) : null}
                  </Cell>
                  <Cell label={m.ops_col_action()} wide className="md:w-64">
                    <CancelForm entry={entry} />
                  </Cell>
                </Row>
              ))}
            </DataTable>
          )}
          {detail.roster.length > 0 ? <MovePlaceForm roster={detail.roster} targets={moveTargets} /> : null}
        </CardContent>
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{m.ops_waitlist()}</CardTitle>
          </CardHeader>
          <CardContent>
            {detail.waitlist.length === 0 ? (
              <EmptyState>{m.ops_nobody_waiting()}</EmptyState>
            ) : (
              <ol className="divide-y divide-slate-200" aria-label={m.ops_waitlist_in_order()}>
                {detail.waitlist.map((entry) => (
                  <li key={entry.applicationId} className="flex gap-3 py-2" data-testid="waitlist-row">
                    <span className="w-8 shrink-0 text-lg font-bold text-slate-700">
                      {entry.position === null ? "" : localDigits(entry.position)}.
                    </span>
                    <span className="min-w-0">
                      <span className="font-semibold text-ink" translate="no">
                        {entry.child.name}
                      </span>
                      <span className="text-slate-600">
                        {entry.child.age === null ? "" : `, ${m.ops_age_years({ age: localDigits(entry.child.age) })}`}
                      </span>
                      <span className="block text-sm break-all text-slate-600" translate="no">
                        {entry.parent.name} · {entry.parent.email}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{m.ops_waiting_decision()}</CardTitle>
          </CardHeader>
          <CardContent>
            {detail.submitted.length === 0 ? (
              <EmptyState>{m.ops_no_new_applications()}</EmptyState>
            ) : (
              <>
                <ul className="divide-y divide-slate-200">
                  {detail.submitted.map((entry) => (
                    <li key={entry.applicationId} className="py-2">
                      <span className="font-semibold text-ink" translate="no">
                        {entry.child.name}
                      </span>
                      <span className="text-slate-600">
                        {" "}
                        · {m.ops_applied_at({ time: formatDateTime(entry.createdAt) })}
                      </span>
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/staff/enrolment?batch=${batch.id}&status=submitted`}
                  className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
                >
                  {m.ops_decide_in_enrolment()}
                </Link>
              </>
            )}
          </CardContent>
        </Card>
      </div>

      <ClassLinkCard joinUrl={joinUrl} resultFor={resultFor} />
      <UpcomingClasses classes={classes} joinUrl={joinUrl} resultFor={resultFor} />
      <RegisterCard batchId={batch.id} classes={loaderData.registerClasses} />
      <RecordingsCard recordings={recordings} today={today} resultFor={resultFor} />
      <OutdoorSessionsCard sessions={outdoorSessions} coming={coming} defaultDate={nextWeek} resultFor={resultFor} />
      {continuation ? <NextCycleCard continuation={continuation} lastResult={resultFor("batch.continue")} /> : null}
      <BatchPracticeCard batchId={batch.id} practice={loaderData.practice} lastResult={resultFor("practice.assign")} />

      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{m.ops_edit_batch()}</CardTitle>
        </CardHeader>
        <CardContent>
          <BatchForm
            formId="edit-batch"
            label={m.ops_edit_batch()}
            intent="batch.update"
            submitLabel={m.ops_save_changes()}
            pendingLabel={m.ops_saving()}
            defaults={batch}
            lastResult={resultFor("batch.update")}
          />
        </CardContent>
      </Card>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-ink">{children}</dd>
    </div>
  );
}

function ChildCell({ entry }: { entry: RosterEntry }) {
  return (
    <Cell label={m.ops_col_child()}>
      <span className="font-semibold text-ink" translate="no">
        {entry.child.name}
      </span>
      <span className="block text-sm text-slate-600">
        {entry.child.age === null ? m.ops_age_not_given() : m.ops_age_years({ age: localDigits(entry.child.age) })}
        {entry.outdoor ? m.ops_outdoor_suffix() : ""}
      </span>
    </Cell>
  );
}

function ParentCell({ entry }: { entry: RosterEntry }) {
  return (
    <Cell label={m.ops_col_parent()} wide>
      <Link
        to={`/staff/parents/${entry.parent.id}`}
        className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        translate="no"
      >
        {entry.parent.name}
      </Link>
      <span className="block text-sm break-all text-slate-600" translate="no">
        {entry.parent.email}
      </span>
      {entry.parent.phone ? <span className="block text-sm text-slate-600">{entry.parent.phone}</span> : null}
    </Cell>
  );
}

function OpenForm({ open }: { open: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="batch.open" />
      <input type="hidden" name="open" value={open ? "false" : "true"} />
      <Button type="submit" variant={open ? "outline" : "primary"} pendingLabel={m.ops_saving()}>
        {open ? m.ops_close_batch() : m.ops_reopen_batch()}
      </Button>
    </Form>
  );
}

function CancelForm({ entry }: { entry: RosterEntry }) {
  const [form, fields] = useForm<{ note: string }>({ id: `cancel-${entry.applicationId}` });
  return (
    <details className="group">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50">
        {m.ops_cancel_place_summary()}
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="application.cancel" />
        <input type="hidden" name="decision" value="cancel" />
        <input type="hidden" name="applicationId" value={entry.applicationId} />
        <TextareaField meta={fields.note} label={m.ops_note_to_parent()} maxLength={1000} rows={2} compact />
        <Button type="submit" size="sm" variant="destructive" pendingLabel={m.ops_cancelling()}>
          {m.ops_cancel_place()}
        </Button>
      </Form>
    </details>
  );
}
