import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { type AreaFigure, changeOf, percentOf } from "~/lib/skills/map";
import { areaName, changeText, percentText, scoredText, shownAreas } from "~/lib/skills/words";
import { m } from "~/paraglide/messages";

/**
 * A child's skills map as an SVG drawn on the server (docs/product.md#skills-map-and-progress-reviews): one bar per
 * area with items, the share of its maximum reached, a mark where it stood at the round before, and the change and
 * skills scored in words. No script; the same figures are in the table beside it for screen readers.
 */

const WIDTH = 340;
const ROW = 58;
const BAR = 12;

export function SkillsChart({ areas, label }: { areas: AreaFigure[]; label: string }) {
  const shown = shownAreas(areas);
  const height = shown.length * ROW;
  const x = scaleLinear().domain([0, 100]).range([0, WIDTH]).clamp(true);
  const y = scaleBand<string>()
    .domain(shown.map((area) => area.letter))
    .range([0, height]);
  const tick = line<[number, number]>();
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="block h-auto w-full max-w-md overflow-visible text-ink print:max-w-lg"
        aria-hidden="true"
        data-testid="skills-chart"
      >
        {shown.map((area) => {
          const top = y(area.letter) ?? 0;
          const percent = percentOf(area.reached, area.max);
          const change = changeOf(area);
          const before = area.reachedBefore === null ? null : percentOf(area.reachedBefore, area.max);
          return (
            <g key={area.letter} transform={`translate(0 ${top})`}>
              <text x={0} y={14} className="fill-current text-[13px] font-semibold">
                {areaName(area)}
              </text>
              <text x={WIDTH} y={14} textAnchor="end" className="fill-current text-[13px] font-bold">
                {percentText(percent)}
              </text>
              <rect x={0} y={22} width={WIDTH} height={BAR} rx={6} className="fill-slate-200" />
              <rect x={0} y={22} width={x(percent)} height={BAR} rx={6} className="fill-brand-700" />
              {before === null ? null : (
                <path
                  d={
                    tick([
                      [x(before), 19],
                      [x(before), 22 + BAR + 3],
                    ]) ?? ""
                  }
                  className="stroke-ink"
                  strokeWidth={2}
                />
              )}
              <text x={0} y={50} className="fill-slate-600 text-[12px]">
                {change === null
                  ? m.skills_chart_line_first({ scored: scoredText(area) })
                  : m.skills_chart_line({ change: changeText(change), scored: scoredText(area) })}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}

/** The map's figures as a table; visually hidden unless `visible`, always read by screen readers. */
export function SkillsTable({
  areas,
  caption,
  visible = false,
}: {
  areas: AreaFigure[];
  caption: string;
  visible?: boolean;
}) {
  // A table is never narrower than its content, so the hidden one sits in a hidden box rather than being one.
  return (
    <div className={visible ? "mt-4" : "sr-only"}>
      <table className="w-full text-left text-sm" data-testid="skills-table">
        <caption className={visible ? "mb-2 text-left font-semibold text-ink" : undefined}>{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1 pr-2">
              {m.skills_col_area()}
            </th>
            <th scope="col" className="py-1 pr-2">
              {m.skills_col_reached()}
            </th>
            <th scope="col" className="py-1 pr-2">
              {m.skills_col_change()}
            </th>
            <th scope="col" className="py-1">
              {m.skills_col_scored()}
            </th>
          </tr>
        </thead>
        <tbody>
          {shownAreas(areas).map((area) => (
            <tr key={area.letter} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-2 font-medium">
                {areaName(area)}
              </th>
              <td className="py-1 pr-2">{percentText(percentOf(area.reached, area.max))}</td>
              <td className="py-1 pr-2">{changeText(changeOf(area))}</td>
              <td className="py-1">{scoredText(area)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
