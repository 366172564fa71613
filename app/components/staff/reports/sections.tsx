import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMonth, formatPoisha } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import type { Report, ReportSection } from "~/server/data/reports/report.server";
import { buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { FunnelChart, MoneyChart } from "./charts";
import { PagedTable, Table } from "./table";

/** The sections of /staff/reports (docs/product.md#reports): each a heading, its figures, and its CSV. */

const percentText = (value: number | null) => (value === null ? m.rep_not_available() : `${localDigits(value)}%`);
const n = (value: number) => localDigits(value);

function Section(props: { id: ReportSection; title: string; note?: string; csv: string; children: ReactNode }) {
  const headingId = `${props.id}-heading`;
  return (
    <section id={props.id} aria-labelledby={headingId} className="mb-6" data-testid={`report-${props.id}`}>
      <Card>
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>
              <span id={headingId}>{props.title}</span>
            </CardTitle>
            {props.note ? <p className="mt-1 text-sm text-slate-600">{props.note}</p> : null}
          </div>
          <a
            href={`/staff/reports/export/${props.id}?${props.csv}`}
            className={buttonClass("outline", "sm")}
            download
            aria-label={m.rep_download_csv_of({ section: props.title })}
          >
            {m.rep_download_csv()}
          </a>
        </CardHeader>
        <CardContent>{props.children}</CardContent>
      </Card>
    </section>
  );
}

export function TrialsSection({ report, csv }: { report: Report; csv: string }) {
  const { total, byBatch, byMonth } = report.trials;
  const columns = [
    m.rep_col_trials(),
    m.rep_col_attended(),
    m.rep_col_applied(),
    m.rep_col_enrolled(),
    m.rep_col_rate(),
  ];
  const figures = (r: typeof total) => [n(r.trials), n(r.attended), n(r.applied), n(r.enrolled), percentText(r.rate)];
  return (
    <Section id="trials" title={m.rep_trials()} note={m.rep_trials_note()} csv={csv}>
      <FunnelChart
        steps={[
          { label: m.rep_col_trials(), value: total.trials },
          { label: m.rep_col_attended(), value: total.attended },
          { label: m.rep_col_applied(), value: total.applied },
          { label: m.rep_col_enrolled(), value: total.enrolled },
        ]}
      />
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {/* min-w-0: a grid item is otherwise as wide as its table, and the page would scroll sideways on a phone. */}
        <div className="min-w-0">
          <PagedTable
            section="trials"
            sectionTitle={m.rep_trials()}
            caption={m.rep_by_batch()}
            columns={[m.rep_col_batch(), ...columns]}
            rows={byBatch.map((r) => ({
              key: r.key,
              cells: [
                <span key="name" translate="no">
                  {r.label}
                </span>,
                ...figures(r),
              ],
            }))}
            footer={[{ key: "total", cells: [<strong key="name">{m.rep_total()}</strong>, ...figures(total)] }]}
            testId="trials-by-batch"
          />
        </div>
        <Table
          caption={m.rep_by_month()}
          columns={[m.rep_col_month(), ...columns]}
          rows={byMonth.map((r) => ({ key: r.key, cells: [formatMonth(r.key), ...figures(r)] }))}
        />
      </div>
    </Section>
  );
}

export function SeatsSection({ report, csv }: { report: Report; csv: string }) {
  return (
    <Section id="seats" title={m.rep_seats()} note={m.rep_seats_note()} csv={csv}>
      {report.seats.length === 0 ? (
        <p className="text-slate-600">{m.rep_none()}</p>
      ) : (
        <PagedTable
          section="seats"
          sectionTitle={m.rep_seats()}
          caption={m.rep_seats()}
          columns={[m.rep_col_batch(), m.rep_col_taken(), m.rep_col_waitlist(), m.rep_col_expiring()]}
          rows={report.seats.map((r) => ({
            key: r.id,
            cells: [
              <Link
                key="name"
                to={`/staff/batches/${r.id}`}
                className="font-semibold text-brand-800 underline"
                translate="no"
              >
                {r.name}
              </Link>,
              m.rep_taken_of({ taken: n(r.taken), capacity: n(r.capacity) }),
              n(r.waitlist),
              n(r.expiringOffers),
            ],
          }))}
        />
      )}
    </Section>
  );
}

export function MoneySection({ report, csv }: { report: Report; csv: string }) {
  const { byMonth, outstanding, medianDecisionHours, decisions } = report.money;
  return (
    <Section id="money" title={m.rep_money()} note={m.rep_money_note()} csv={csv}>
      <MoneyChart months={byMonth} />
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Table
          caption={m.rep_chart_money()}
          columns={[m.rep_col_month(), m.rep_col_invoiced(), m.rep_col_collected()]}
          rows={byMonth.map((r) => ({
            key: r.month,
            cells: [formatMonth(r.month), formatPoisha(r.invoicedPoisha), formatPoisha(r.collectedPoisha)],
          }))}
          testId="money-by-month"
        />
        <div className="min-w-0">
          <Table
            caption={m.rep_outstanding()}
            columns={[m.rep_col_overdue(), m.rep_col_invoices(), m.rep_col_amount()]}
            rows={outstanding.map((b) => ({
              key: b.key,
              cells: [
                m.rep_days({ range: localDigits(b.key.replace("-", "–")) }),
                n(b.invoices),
                formatPoisha(b.poisha),
              ],
            }))}
            testId="money-outstanding"
          />
          <p className="mt-4 text-sm text-slate-700">
            <span className="font-semibold text-ink">{m.rep_median_decision()}:</span>{" "}
            {medianDecisionHours === null
              ? m.rep_no_decisions()
              : m.rep_hours({ hours: localDigits(medianDecisionHours), count: n(decisions) })}
          </p>
        </div>
      </div>
    </Section>
  );
}

export function RetentionSection({ report, csv }: { report: Report; csv: string }) {
  const { activePlaces, activeFamilies, cancellations, continuation } = report.retention;
  return (
    <Section id="retention" title={m.rep_retention()} csv={csv}>
      <dl className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[
          [m.rep_active_places(), n(activePlaces)],
          [m.rep_active_families(), n(activeFamilies)],
          [
            m.rep_continued(),
            m.rep_continued_of({
              share: percentText(continuation.share),
              continued: n(continuation.continued),
              answered: n(continuation.answered),
            }),
          ],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <Table
        caption={m.rep_cancellations()}
        columns={[m.rep_col_month(), m.rep_col_cancellations()]}
        rows={cancellations.map((r) => ({ key: r.month, cells: [formatMonth(r.month), n(r.count)] }))}
      />
    </Section>
  );
}

export function AttendanceSection({ report, csv }: { report: Report; csv: string }) {
  return (
    <Section id="attendance" title={m.rep_attendance()} csv={csv}>
      {report.attendance.length === 0 ? (
        <p className="text-slate-600">{m.rep_none()}</p>
      ) : (
        <PagedTable
          section="attendance"
          sectionTitle={m.rep_attendance()}
          caption={m.rep_attendance()}
          columns={[m.rep_col_batch(), m.rep_col_classes(), m.rep_col_marked(), m.rep_col_present(), m.rep_col_rate()]}
          rows={report.attendance.map((r) => ({
            key: r.batchId,
            cells: [
              <span key="name" translate="no">
                {r.name}
              </span>,
              n(r.classes),
              n(r.marked),
              n(r.present),
              percentText(r.rate),
            ],
          }))}
        />
      )}
    </Section>
  );
}

/** How many families to call the page lists; the CSV has them all. */
const FAMILIES_SHOWN = 50;

const shortList = (details: string[]) =>
  details.length <= 3
    ? details.join(", ")
    : m.rep_and_more({ list: details.slice(0, 3).join(", "), count: n(details.length - 3) });

export function FamiliesSection({ report, csv }: { report: Report; csv: string }) {
  return (
    <Section id="families" title={m.rep_families()} note={m.rep_families_note()} csv={csv}>
      {report.toCall.length === 0 ? (
        <p className="text-slate-600">{m.rep_families_none()}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="families-to-call">
          {report.toCall.slice(0, FAMILIES_SHOWN).map((family) => (
            <li key={family.parentId} className="py-3">
              <Link
                to={`/staff/parents/${family.parentId}`}
                className="font-semibold text-brand-800 underline"
                translate="no"
              >
                {family.name}
              </Link>
              {family.phone ? (
                <span className="text-sm text-slate-600" translate="no">
                  {" · "}
                  {family.phone}
                </span>
              ) : null}
              <ul className="mt-1 text-sm text-slate-700">
                {family.reasons.map((r) => (
                  <li key={r.reason}>
                    {r.reason === "missed-classes"
                      ? m.rep_reason_missed({ children: shortList(r.details) })
                      : r.reason === "overdue-invoice"
                        ? m.rep_reason_overdue({ invoices: shortList(r.details) })
                        : m.rep_reason_no_practice({ children: shortList(r.details) })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {report.toCall.length > FAMILIES_SHOWN ? (
        <p className="mt-3 text-sm font-semibold text-slate-700">
          {m.rep_families_more({ count: n(report.toCall.length - FAMILIES_SHOWN) })}
        </p>
      ) : null}
    </Section>
  );
}
