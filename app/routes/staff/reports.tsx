import { Form } from "react-router";
import { staffMeta } from "~/components/staff/meta";
import {
  AttendanceSection,
  FamiliesSection,
  MoneySection,
  RetentionSection,
  SeatsSection,
  TrialsSection,
} from "~/components/staff/reports/sections";
import { StaffPageHeader } from "~/components/staff/shell";
import { dhakaDay } from "~/lib/enrolment";
import { formatLongDate } from "~/lib/format";
import { readPeriod } from "~/lib/reports/read-period";
import { m } from "~/paraglide/messages";
import { loadReport } from "~/server/data/reports/report.server";
import { requireStaff } from "~/server/session.server";
import { buttonClass } from "~/ui/button";
import { Card, CardContent } from "~/ui/card";
import { inputClass } from "~/ui/field";
import type { Route } from "./+types/reports";
import { refusePost } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta(m.rep_title());

/** The owner's figures for a period (docs/product.md#reports, decision 024). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = new Date();
  const { period, errors } = readPeriod(new URL(request.url).searchParams, dhakaDay(now));
  return { report: await loadReport(period, now), errors };
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request);

const choices = [
  { value: "this-month", label: m.rep_this_month },
  { value: "last-month", label: m.rep_last_month },
  { value: "last-3-months", label: m.rep_last_3_months },
  { value: "this-year", label: m.rep_this_year },
  { value: "range", label: m.rep_range },
] as const;

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const { report, errors } = loaderData;
  const { period } = report;
  const query = new URLSearchParams(
    period.choice === "range" ? { period: "range", from: period.from, to: period.to } : { period: period.choice },
  ).toString();
  return (
    <>
      <StaffPageHeader title={m.rep_title()} description={m.rep_description()} />
      <Card className="mb-6">
        <CardContent>
          <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={m.rep_period()}>
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
              {m.rep_period()}
              <select name="period" defaultValue={period.choice} className={inputClass}>
                {choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label()}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
              {m.rep_from()}
              <input type="date" name="from" defaultValue={period.from} className={inputClass} />
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
              {m.rep_to()}
              <input type="date" name="to" defaultValue={period.to} className={inputClass} />
            </label>
            <button type="submit" className={buttonClass("primary")}>
              {m.rep_show()}
            </button>
          </Form>
          {errors.length > 0 ? (
            <p className="mt-3 text-sm font-semibold text-red-800" role="alert">
              {errors[0]}
            </p>
          ) : null}
          <p className="mt-3 text-sm text-slate-700" data-testid="report-period">
            {m.rep_showing({ from: formatLongDate(period.from), to: formatLongDate(period.to) })}
          </p>
        </CardContent>
      </Card>
      <TrialsSection report={report} csv={query} />
      <SeatsSection report={report} csv={query} />
      <MoneySection report={report} csv={query} />
      <RetentionSection report={report} csv={query} />
      <AttendanceSection report={report} csv={query} />
      <FamiliesSection report={report} csv={query} />
    </>
  );
}
