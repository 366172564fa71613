import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { formatMonth, formatPoisha } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";

/**
 * The reports' charts: SVG drawn on the server from d3 scales and paths, no script (docs/product.md#reports). Each is
 * hidden from screen readers, which read the table beside it with the same figures.
 */

const WIDTH = 360;

/** Trials → attended → applied → enrolled as four bars, each with its count. */
export function FunnelChart({ steps }: { steps: Array<{ label: string; value: number }> }) {
  const ROW = 34;
  const height = steps.length * ROW;
  const most = Math.max(1, ...steps.map((step) => step.value));
  const x = scaleLinear()
    .domain([0, most])
    .range([0, WIDTH - 130]);
  const y = scaleBand<number>()
    .domain(steps.map((_, n) => n))
    .range([0, height])
    .paddingInner(0.25);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="block h-auto w-full max-w-md text-ink"
      aria-hidden="true"
      data-testid="funnel-chart"
    >
      {steps.map((step, n) => (
        <g key={step.label} transform={`translate(0 ${y(n) ?? 0})`}>
          <text x={0} y={y.bandwidth() / 2 + 5} className="fill-current text-[13px]">
            {step.label}
          </text>
          <rect
            x={90}
            y={0}
            width={Math.max(2, x(step.value))}
            height={y.bandwidth()}
            rx={4}
            className="fill-brand-700"
          />
          <text
            x={96 + Math.max(2, x(step.value))}
            y={y.bandwidth() / 2 + 5}
            className="fill-current text-[13px] font-bold"
          >
            {localDigits(step.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Six months of invoiced (bars) and collected (a line with dots), on one taka scale. */
export function MoneyChart({
  months,
}: {
  months: Array<{ month: string; invoicedPoisha: number; collectedPoisha: number }>;
}) {
  const HEIGHT = 200;
  const LEFT = 8;
  const BOTTOM = 34;
  const TOP = 18;
  const most = Math.max(1, ...months.flatMap((row) => [row.invoicedPoisha, row.collectedPoisha]));
  const x = scaleBand<string>()
    .domain(months.map((row) => row.month))
    .range([LEFT, WIDTH - LEFT])
    .padding(0.3);
  const y = scaleLinear()
    .domain([0, most])
    .range([HEIGHT - BOTTOM, TOP])
    .nice();
  const centre = (month: string) => (x(month) ?? 0) + x.bandwidth() / 2;
  const collected = line<{ month: string; collectedPoisha: number }>()
    .x((row) => centre(row.month))
    .y((row) => y(row.collectedPoisha));
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="block h-auto w-full max-w-lg text-ink"
        aria-hidden="true"
        data-testid="money-chart"
      >
        <line x1={LEFT} x2={WIDTH - LEFT} y1={y(0)} y2={y(0)} className="stroke-slate-300" />
        {months.map((row, n) => (
          <g key={row.month}>
            <rect
              x={x(row.month)}
              y={y(row.invoicedPoisha)}
              width={x.bandwidth()}
              height={y(0) - y(row.invoicedPoisha)}
              rx={3}
              className="fill-teal-200"
            />
            {/* Every other label a line lower, so long month names never run into each other on a phone. */}
            <text
              x={centre(row.month)}
              y={HEIGHT - (n % 2 ? 4 : 16)}
              textAnchor="middle"
              className="fill-slate-600 text-[11px]"
            >
              {formatMonth(row.month).split(" ")[0]}
            </text>
          </g>
        ))}
        <path d={collected(months) ?? ""} className="fill-none stroke-brand-800" strokeWidth={2.5} />
        {months.map((row) => (
          <circle key={row.month} cx={centre(row.month)} cy={y(row.collectedPoisha)} r={4} className="fill-brand-800" />
        ))}
        <text x={LEFT} y={12} className="fill-slate-600 text-[11px]">
          {formatPoisha(y.domain()[1] ?? 0)}
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-teal-200" aria-hidden="true" />
          {m.rep_col_invoiced()}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-full bg-brand-800" aria-hidden="true" />
          {m.rep_col_collected()}
        </span>
      </figcaption>
    </figure>
  );
}
