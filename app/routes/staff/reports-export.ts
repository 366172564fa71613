import { data } from "react-router";
import { dhakaDay } from "~/lib/enrolment";
import { readPeriod } from "~/lib/reports/read-period";
import { isOneOf } from "~/lib/statuses";
import { loadReport, reportSections, sectionCsv } from "~/server/data/reports/report.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/reports-export";

/**
 * /staff/reports/export/<section>?period=…: one section of the reports as CSV, for the same period as the page. A
 * resource route outside the console's layout, so it checks the role itself: anyone else gets 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!isOneOf(reportSections, params.section)) throw data(null, { status: 404 });
  const now = new Date();
  const { period, errors } = readPeriod(new URL(request.url).searchParams, dhakaDay(now));
  if (errors.length > 0)
    return new Response(`${errors.join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const csv = sectionCsv(await loadReport(period, now), params.section);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${params.section}-${period.from}-${period.to}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
