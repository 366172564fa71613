import { Link } from "react-router";
import { BatchForm } from "~/components/staff/batch-form";
import { BatchOpenBadge, SeatsText } from "~/components/staff/enrolment";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { programmeLabels } from "~/lib/enrolment";
import { dhakaIsoDate, formatLongDate, formatTimeRange, formatWeekdays } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { batchSchema } from "~/lib/schemas/batch";
import { parseForm } from "~/lib/schemas/parse-form";
import { enrolment } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { createBatch, listBatchesForStaff } from "~/server/data/batches.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/batches";
import { staffAction } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta(m.ops_batches_title());

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
    title: m.ops_toast_batch_created(),
    description: m.ops_toast_batch_created_description({ name: submission.value.name }),
    variant: "success",
  });
}

export default function BatchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batches, today } = loaderData;
  const open = batches.filter((b) => b.open).length;
  return (
    <>
      <StaffPageHeader
        title={m.ops_batches_title()}
        description={
          batches.length
            ? (batches.length === 1 ? m.ops_batches_count_one : m.ops_batches_count_many)({
                count: localDigits(batches.length),
                open: localDigits(open),
              })
            : m.ops_batches_intro()
        }
      />
      {batches.length === 0 ? (
        <EmptyState>{m.ops_batches_empty()}</EmptyState>
      ) : (
        <DataTable
          label={m.ops_batches_title()}
          columns={[
            m.ops_col_batch(),
            m.ops_col_programme(),
            m.ops_col_days_time(),
            m.ops_col_start_date(),
            m.ops_col_seats_taken(),
            m.ops_col_seats_left(),
            m.ops_col_waitlist(),
            m.ops_col_status(),
          ]}
        >
          {batches.map((b) => (
            <Row key={b.id} testId="batch-row">
              <Cell label={m.ops_col_batch()} wide>
                <Link
                  to={`/staff/batches/${b.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  translate="no"
                >
                  {b.name}
                </Link>
              </Cell>
              <Cell label={m.ops_col_programme()}>{programmeLabels[b.programme]}</Cell>
              <Cell label={m.ops_col_days_time()}>
                {formatWeekdays(b.classDays)}
                <span className="block whitespace-nowrap">{formatTimeRange(b.startTime, b.endTime)}</span>
              </Cell>
              <Cell label={m.ops_col_start_date()}>
                <span className="whitespace-nowrap">{formatLongDate(b.startDate)}</span>
              </Cell>
              <Cell label={m.ops_col_seats_taken()}>
                {m.ops_seats_of({ taken: localDigits(b.seatsTaken), capacity: localDigits(b.capacity) })}
              </Cell>
              <Cell label={m.ops_col_seats_left()}>
                <SeatsText seatsLeft={b.seatsLeft} />
              </Cell>
              <Cell label={m.ops_col_waitlist()}>{localDigits(b.waitlistLength)}</Cell>
              <Cell label={m.ops_col_status()}>
                <BatchOpenBadge open={b.open} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}

      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{m.ops_new_batch()}</CardTitle>
        </CardHeader>
        <CardContent>
          <BatchForm
            formId="new-batch"
            label={m.ops_new_batch()}
            intent="batch.create"
            submitLabel={m.ops_create_batch()}
            pendingLabel={m.ops_creating()}
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
