import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { localDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { m } from "~/paraglide/messages";

/** A URL with one query parameter set (or removed) and the page reset, keeping the rest. */
export function withParam(search: URLSearchParams, name: string, value: string | null) {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete("page");
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/** Filter choices as plain links, so they work without JavaScript; the current one is marked. */
export function FilterLinks({
  label,
  name,
  options,
  search,
}: {
  label: string;
  name: string;
  options: Array<{ value: string | null; label: string }>;
  search: URLSearchParams;
}) {
  const current = search.get(name);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-600">{label}:</span>
      {options.map((option) => {
        const active = (option.value ?? null) === (current || null);
        return (
          <Link
            key={option.value ?? "all"}
            to={withParam(search, name, option.value)}
            aria-current={active ? "page" : undefined}
            className={cn(
              "inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-semibold",
              active
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
            )}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** Previous and next page links with the position; nothing when everything fits on one page. */
export function Pagination({
  page,
  hasMore,
  total,
  pageSize,
  search,
  param = "page",
  label = m.staff_pages(),
  hash = "",
}: {
  page: number;
  hasMore?: boolean;
  total?: number;
  pageSize?: number;
  search: URLSearchParams;
  /** The query parameter holding the page, for a page with several paged lists, each named by `label`. */
  param?: string;
  label?: string;
  /** Where the links land on the page, such as '#seats'. */
  hash?: string;
}) {
  const language = useLanguage();
  const more = hasMore ?? (total !== undefined && pageSize !== undefined && page * pageSize < total);
  if (page <= 1 && !more) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(search);
    if (n > 1) next.set(param, String(n));
    else next.delete(param);
    return `?${next.toString()}${hash}`;
  };
  const link =
    "inline-flex min-h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50";
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className={link} rel="prev">
          {m.staff_previous()}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        {total !== undefined && pageSize
          ? m.staff_page_of({
              page: localDigits(page, language),
              pages: localDigits(Math.max(1, Math.ceil(total / pageSize)), language),
            })
          : m.staff_page({ page: localDigits(page, language) })}
      </span>
      {more ? (
        <Link to={to(page + 1)} className={link} rel="next">
          {m.staff_next()}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
