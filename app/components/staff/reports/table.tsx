import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Pagination } from "~/components/staff/filters";
import { m } from "~/paraglide/messages";

type Row = { key: string; cells: ReactNode[] };

/**
 * A table whose first column names its rows; `key` tells the rows apart. The cells are styled from the table, so a
 * table of hundreds of batches does not repeat the same classes in every cell.
 */
export function Table(props: { caption: string; columns: string[]; rows: Row[]; testId?: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways, so its box takes the keyboard focus to be scrolled without a mouse (axe: scrollable-region-focusable)
    <div className="overflow-x-auto" tabIndex={0}>
      <table
        className="w-full text-left text-sm [&_tbody_td]:py-2 [&_tbody_td]:pr-3 [&_tbody_td]:text-right [&_tbody_td]:tabular-nums [&_tbody_th]:py-2 [&_tbody_th]:pr-3 [&_tbody_th]:font-normal [&_tbody_th]:text-ink [&_tbody_tr]:border-b [&_tbody_tr]:border-slate-100"
        data-testid={props.testId}
      >
        <caption className="mb-2 text-left font-semibold text-ink">{props.caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {props.columns.map((column, i) => (
              <th key={column} scope="col" className={`py-2 pr-3 font-semibold ${i > 0 ? "text-right" : ""}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={props.columns[i]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={props.columns[i]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How many batches a by-batch table shows at a time; the CSV has them all. */
export const ROWS_PER_PAGE = 25;

/**
 * A table of one row per batch, `ROWS_PER_PAGE` at a time, with links to the other pages (plain links, so they work
 * without JavaScript). The page is the query parameter named after the section, e.g. `?period=this-year&seats=2`;
 * `footer` rows (a total) close every page.
 */
export function PagedTable(
  props: Parameters<typeof Table>[0] & { section: string; sectionTitle: string; footer?: Row[] },
) {
  const [search] = useSearchParams();
  const { section, sectionTitle, footer = [], rows, ...table } = props;
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const page = Math.min(pages, Math.max(1, Math.trunc(Number(search.get(section))) || 1));
  return (
    <>
      <Table {...table} rows={[...rows.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE), ...footer]} />
      <Pagination
        page={page}
        total={rows.length}
        pageSize={ROWS_PER_PAGE}
        search={search}
        param={section}
        label={m.rep_pages_of({ section: sectionTitle })}
        hash={`#${section}`}
      />
    </>
  );
}
