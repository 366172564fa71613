import { toCsv } from "~/lib/csv";
import { dhakaDay } from "~/lib/enrolment";
import type { Period } from "~/lib/reports/period";
import { poishaAsDecimal } from "../payments-csv.server";
import { familiesToCall } from "./families-to-call.server";
import { moneyReport } from "./money.server";
import { attendanceReport, retentionReport, seatsReport } from "./school.server";
import { trialFunnel } from "./trials.server";

/** /staff/reports (docs/product.md#reports, decision 024): every section for one period. */
export async function loadReport(period: Period, now: Date) {
  const today = dhakaDay(now);
  const [trials, seats, money, retention, attendance, toCall] = await Promise.all([
    trialFunnel(period),
    seatsReport(now),
    moneyReport(period, today),
    retentionReport(period),
    attendanceReport(period),
    familiesToCall(today),
  ]);
  return { period, today, trials, seats, money, retention, attendance, toCall };
}

export type Report = Awaited<ReturnType<typeof loadReport>>;

export const reportSections = ["trials", "seats", "money", "retention", "attendance", "families"] as const;
export type ReportSection = (typeof reportSections)[number];

const rate = (value: number | null) => (value === null ? "" : String(value));

/** Each section's table as CSV: the same figures as the page, Latin digits, taka as plain decimals. */
export function sectionCsv(report: Report, section: ReportSection): string {
  switch (section) {
    case "trials": {
      const row = (kind: string, r: Report["trials"]["total"]) => [
        kind,
        r.label,
        String(r.trials),
        String(r.attended),
        String(r.applied),
        String(r.enrolled),
        rate(r.rate),
      ];
      return toCsv(
        ["group", "name", "trials", "attended", "applied_within_14_days", "enrolled", "conversion_percent"],
        [
          ...report.trials.byBatch.map((r) => row("batch", r)),
          ...report.trials.byMonth.map((r) => row("month", r)),
          row("total", report.trials.total),
        ],
      );
    }
    case "seats":
      return toCsv(
        ["batch", "places_taken", "capacity", "waitlist", "offers_expiring_48h"],
        [
          ...report.seats.map((r) => [
            r.name,
            String(r.taken),
            String(r.capacity),
            String(r.waitlist),
            String(r.expiringOffers),
          ]),
        ],
      );
    case "money":
      return toCsv(
        ["kind", "period", "invoices", "taka"],
        [
          ...report.money.byMonth.flatMap((r) => [
            ["invoiced", r.month, "", poishaAsDecimal(r.invoicedPoisha)],
            ["collected", r.month, "", poishaAsDecimal(r.collectedPoisha)],
          ]),
          ...report.money.outstanding.map((b) => [
            `outstanding_${b.key}_days`,
            report.today,
            String(b.invoices),
            poishaAsDecimal(b.poisha),
          ]),
          [
            "median_hours_transfer_to_decision",
            `${report.period.from}..${report.period.to}`,
            String(report.money.decisions),
            report.money.medianDecisionHours === null ? "" : String(report.money.medianDecisionHours),
          ],
        ],
      );
    case "retention":
      return toCsv(
        ["figure", "period", "value"],
        [
          ["active_places", report.today, String(report.retention.activePlaces)],
          ["active_families", report.today, String(report.retention.activeFamilies)],
          ...report.retention.cancellations.map((r) => ["cancellations", r.month, String(r.count)]),
          [
            "continuation_offers_answered",
            `${report.period.from}..${report.period.to}`,
            String(report.retention.continuation.answered),
          ],
          ["continued", `${report.period.from}..${report.period.to}`, String(report.retention.continuation.continued)],
          [
            "continued_percent",
            `${report.period.from}..${report.period.to}`,
            rate(report.retention.continuation.share),
          ],
        ],
      );
    case "attendance":
      return toCsv(
        ["batch", "classes", "marked", "present_or_late", "rate_percent"],
        [
          ...report.attendance.map((r) => [
            r.name,
            String(r.classes),
            String(r.marked),
            String(r.present),
            rate(r.rate),
          ]),
        ],
      );
    case "families":
      return toCsv(
        ["parent", "phone", "reason", "details"],
        [
          ...report.toCall.flatMap((f) =>
            f.reasons.map((r) => [f.name, f.phone ?? "", r.reason, r.details.join("; ")]),
          ),
        ],
      );
  }
}
