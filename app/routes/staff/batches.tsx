import { Link } from "react-router";
import { BatchForm } from "~/components/staff/batch-form";
import { BatchOpenBadge, SeatsText } from "~/components/staff/enrolment";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { programmeLabels } from "~/lib/enrolment";
import { dhakaIsoDate, formatLongDate, formatTimeRange, formatWeekdays } from "~/lib/format";
import { batchSchema } from "~/lib/schemas/batch";
import { parseForm } from "~/lib/schemas/parse-form";
import { enrolment } from "~/lib/site-config";
import { createBatch, listBatchesForStaff } from "~/server/data/batches.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/batches";
import { staffAction } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta("Batches");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { batches: await listBatchesForStaff(), today: dhakaIsoDate() };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await staffAction(request);
  const submission = parseForm(await readTextForm(request), batchSchema);
  if (submission.status !== "success") return invalid(submission.reply(), "batch.create");
  const id = await createBatch(user.id, submission.value, new Date());
  return redirectWithToast(`/staff/batches/${id}`, {
    title: "Batch Created",
    description: `${submission.value.name} is open for applications.`,
    variant: "success",
  });
}

export default function BatchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batches, today } = loaderData;
  const open = batches.filter((b) => b.open).length;
  return (
    <>
      <StaffPageHeader
        title="Batches"
        description={
          batches.length
            ? `${batches.length} ${batches.length === 1 ? "batch" : "batches"}, ${open} open for applications.`
            : "Groups of at most six children in one programme."
        }
      />
      {batches.length === 0 ? (
        <EmptyState>No batches yet. Create the first one below; parents can apply once it is open.</EmptyState>
      ) : (
        <DataTable
          label="Batches"
          columns={[
            "Batch",
            "Programme",
            "Days and time",
            "Start date",
            "Seats taken",
            "Seats left",
            "Waitlist",
            "Status",
          ]}
        >
          {batches.map((b) => (
            <Row key={b.id} testId="batch-row">
              <Cell label="Batch" wide>
                <Link
                  to={`/staff/batches/${b.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {b.name}
                </Link>
              </Cell>
              <Cell label="Programme">{programmeLabels[b.programme]}</Cell>
              <Cell label="Days and time">
                {formatWeekdays(b.classDays)}
                <span className="block whitespace-nowrap">{formatTimeRange(b.startTime, b.endTime)}</span>
              </Cell>
              <Cell label="Start date">
                <span className="whitespace-nowrap">{formatLongDate(b.startDate)}</span>
              </Cell>
              <Cell label="Seats taken">
                {b.seatsTaken} of {b.capacity}
              </Cell>
              <Cell label="Seats left">
                <SeatsText seatsLeft={b.seatsLeft} />
              </Cell>
              <Cell label="Waitlist">{b.waitlistLength}</Cell>
              <Cell label="Status">
                <BatchOpenBadge open={b.open} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}

      <Card className="mt-6">
        <CardHeader>
          <CardTitle>New batch</CardTitle>
        </CardHeader>
        <CardContent>
          <BatchForm
            formId="new-batch"
            label="New batch"
            intent="batch.create"
            submitLabel="Create Batch"
            pendingLabel="Creating..."
            defaults={{
              classDays: enrolment.classDefaults.days,
              startTime: enrolment.classDefaults.startTime,
              endTime: enrolment.classDefaults.endTime,
              startDate: today,
              capacity: enrolment.defaultCapacity,
            }}
            lastResult={actionData?.lastResult}
          />
        </CardContent>
      </Card>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
