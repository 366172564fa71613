import { getFormProps, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import { ClassLinkCard, OutdoorSessionsCard, RecordingsCard, UpcomingClasses } from "~/components/staff/batch-classes";
import { BatchForm } from "~/components/staff/batch-form";
import { ApplicationStatusBadge, BatchOpenBadge } from "~/components/staff/enrolment";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { addDays } from "~/lib/dates";
import { dhakaDay, formatSchedule, programmeLabels } from "~/lib/enrolment";
import { formatDateTime, formatLongDate } from "~/lib/format";
import { getJoinUrl, listCancellations, listOutdoorSessions, listRecordings } from "~/server/data/batch-classes.server";
import { type BatchSummary, getBatchDetail, listOpenBatches, type RosterEntry } from "~/server/data/batches.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { SelectField, TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/batch";
import { handleBatchAction } from "./batch.server";
import { staffAction } from "./guard.server";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data?.detail.batch.name ?? "Batch");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = new Date();
  const detail = await getBatchDetail(params.batchId, now);
  if (!detail) throw data(null, { status: 404 });
  const batchId = detail.batch.id;
  const [joinUrl, cancellations, recordings, outdoorSessions] = await Promise.all([
    getJoinUrl(batchId),
    listCancellations(batchId, now),
    listRecordings(batchId),
    listOutdoorSessions(batchId, now),
  ]);
  const classes = detail.classes.map((c) => ({
    ...c,
    cancelled: cancellations.find((x) => x.startsAt.getTime() === c.startsAt.getTime())?.reason ?? null,
  }));
  const today = dhakaDay(now);
  // Where a place can move: the other open batches of the same programme with a free seat.
  const moveTargets = (await listOpenBatches(now, detail.batch.programme))
    .filter((other) => other.id !== detail.batch.id && other.seatsLeft > 0)
    .map((other) => ({ id: other.id, name: other.name, seatsLeft: other.seatsLeft, schedule: formatSchedule(other) }));
  return { detail, moveTargets, joinUrl, classes, recordings, outdoorSessions, today, nextWeek: addDays(today, 7) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleBatchAction(await readTextForm(request), user.id, params.batchId);
}

export default function BatchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, moveTargets, joinUrl, classes, recordings, outdoorSessions, today, nextWeek } = loaderData;
  const { batch } = detail;
  const resultFor = (form: string) =>
    actionData && "form" in actionData && actionData.form === form ? actionData.lastResult : undefined;
  return (
    <>
      <Link
        to="/staff/batches"
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← All batches
      </Link>
      <StaffPageHeader
        title={batch.name}
        description={`${programmeLabels[batch.programme]} · ${formatSchedule(batch)} · from ${formatLongDate(batch.startDate)}${batch.endDate ? ` to ${formatLongDate(batch.endDate)}` : ""}`}
        actions={<OpenForm open={batch.open} />}
      />
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Seats">
        <Stat label="Seats taken">
          {batch.seatsTaken} of {batch.capacity}
        </Stat>
        <Stat label="Seats left">{batch.seatsLeft > 0 ? batch.seatsLeft : "Full"}</Stat>
        <Stat label="Waitlist">{batch.waitlistLength}</Stat>
        <Stat label="Applications">
          <BatchOpenBadge open={batch.open} />
        </Stat>
      </dl>

      <Card>
        <CardHeader>
          <CardTitle>Roster</CardTitle>
        </CardHeader>
        <CardContent>
          {detail.roster.length === 0 ? (
            <EmptyState>No places taken yet. Accepted and offered children appear here.</EmptyState>
          ) : (
            <DataTable label="Roster" columns={["Child", "Parent", "Status", "Action"]}>
              {detail.roster.map((entry) => (
                <Row key={entry.applicationId} testId="roster-row">
                  <ChildCell entry={entry} />
                  <ParentCell entry={entry} />
                  <Cell label="Status">
                    <ApplicationStatusBadge status={entry.status} />
                    {entry.status === "offered" && entry.offerExpiresAt ? (
                      <span className="mt-1 block text-sm text-slate-700">
                        Until {formatDateTime(entry.offerExpiresAt)}
                      </span>
                    ) : null}
                  </Cell>
                  <Cell label="Action" wide className="md:w-64">
                    <div className="flex flex-col gap-2">
                      <MoveForm entry={entry} targets={moveTargets} />
                      <CancelForm entry={entry} />
                    </div>
                  </Cell>
                </Row>
              ))}
            </DataTable>
          )}
        </CardContent>
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Waitlist</CardTitle>
          </CardHeader>
          <CardContent>
            {detail.waitlist.length === 0 ? (
              <EmptyState>Nobody is waiting.</EmptyState>
            ) : (
              <ol className="divide-y divide-slate-200" aria-label="Waitlist in order">
                {detail.waitlist.map((entry) => (
                  <li key={entry.applicationId} className="flex gap-3 py-2" data-testid="waitlist-row">
                    <span className="w-8 shrink-0 text-lg font-bold text-slate-700">{entry.position}.</span>
                    <span className="min-w-0">
                      <span className="font-semibold text-ink">{entry.child.name}</span>
                      <span className="text-slate-600">
                        {entry.child.age === null ? "" : `, ${entry.child.age} years`}
                      </span>
                      <span className="block text-sm break-all text-slate-600">
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
            <CardTitle>Waiting for a decision</CardTitle>
          </CardHeader>
          <CardContent>
            {detail.submitted.length === 0 ? (
              <EmptyState>No new applications.</EmptyState>
            ) : (
              <>
                <ul className="divide-y divide-slate-200">
                  {detail.submitted.map((entry) => (
                    <li key={entry.applicationId} className="py-2">
                      <span className="font-semibold text-ink">{entry.child.name}</span>
                      <span className="text-slate-600"> · applied {formatDateTime(entry.createdAt)}</span>
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/staff/enrolment?batch=${batch.id}&status=submitted`}
                  className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
                >
                  Decide in Enrolment →
                </Link>
              </>
            )}
          </CardContent>
        </Card>
      </div>

      <ClassLinkCard joinUrl={joinUrl} resultFor={resultFor} />
      <UpcomingClasses classes={classes} resultFor={resultFor} />
      <RecordingsCard recordings={recordings} today={today} resultFor={resultFor} />
      <OutdoorSessionsCard sessions={outdoorSessions} defaultDate={nextWeek} resultFor={resultFor} />

      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Edit batch</CardTitle>
        </CardHeader>
        <CardContent>
          <BatchForm
            formId="edit-batch"
            label="Edit batch"
            intent="batch.update"
            submitLabel="Save changes"
            pendingLabel="Saving..."
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
    <Cell label="Child">
      <span className="font-semibold text-ink">{entry.child.name}</span>
      <span className="block text-sm text-slate-600">
        {entry.child.age === null ? "Age not given" : `${entry.child.age} years`}
        {entry.outdoor ? " · Outdoor sessions" : ""}
      </span>
    </Cell>
  );
}

function ParentCell({ entry }: { entry: RosterEntry }) {
  return (
    <Cell label="Parent" wide>
      <Link
        to={`/staff/parents/${entry.parent.id}`}
        className="font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {entry.parent.name}
      </Link>
      <span className="block text-sm break-all text-slate-600">{entry.parent.email}</span>
      {entry.parent.phone ? <span className="block text-sm text-slate-600">{entry.parent.phone}</span> : null}
    </Cell>
  );
}

function OpenForm({ open }: { open: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="batch.open" />
      <input type="hidden" name="open" value={open ? "false" : "true"} />
      <Button type="submit" variant={open ? "outline" : "primary"} pendingLabel="Saving...">
        {open ? "Close batch" : "Reopen batch"}
      </Button>
    </Form>
  );
}

type MoveTarget = Pick<BatchSummary, "id" | "name" | "seatsLeft"> & { schedule: string };

function MoveForm({ entry, targets }: { entry: RosterEntry; targets: MoveTarget[] }) {
  const [form, fields] = useForm<{ batchId: string }>({ id: `move-${entry.applicationId}` });
  return (
    <details className="group">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50">
        Move to another batch…
      </summary>
      {targets.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No other open batch of this programme has a free seat.</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="intent" value="application.move" />
          <input type="hidden" name="applicationId" value={entry.applicationId} />
          <SelectField
            meta={fields.batchId}
            label="Move to"
            compact
            required
            placeholder="Choose a batch"
            options={targets.map((t) => ({
              value: t.id,
              label: `${t.name} (${t.schedule}), ${t.seatsLeft} ${t.seatsLeft === 1 ? "seat" : "seats"} left`,
            }))}
          />
          <Button type="submit" size="sm" pendingLabel="Moving...">
            Move child
          </Button>
        </Form>
      )}
    </details>
  );
}

function CancelForm({ entry }: { entry: RosterEntry }) {
  const [form, fields] = useForm<{ note: string }>({ id: `cancel-${entry.applicationId}` });
  return (
    <details className="group">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50">
        Cancel place…
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="application.cancel" />
        <input type="hidden" name="decision" value="cancel" />
        <input type="hidden" name="applicationId" value={entry.applicationId} />
        <TextareaField meta={fields.note} label="Note to the parent (optional)" maxLength={1000} rows={2} compact />
        <Button type="submit" size="sm" variant="destructive" pendingLabel="Cancelling...">
          Cancel place
        </Button>
      </Form>
    </details>
  );
}
