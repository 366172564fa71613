import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A dense table on wide screens; on phones each row stacks into a small card whose cells carry
 * their column names, so nothing scrolls sideways.
 */
export function DataTable({ columns, children, label }: { columns: string[]; children: ReactNode; label: string }) {
  return (
    <table className="block w-full text-left text-sm md:table" aria-label={label}>
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b border-slate-200 text-slate-600">
          {columns.map((c) => (
            <th key={c} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">{children}</tbody>
    </table>
  );
}

export function Row({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <tr
      className={cn(
        "grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0 md:hover:bg-slate-50",
        className,
      )}
      data-testid={testId}
    >
      {children}
    </tr>
  );
}

/**
 * A cell; `wide` spans both columns of the stacked phone layout. `data` marks what people typed (names, addresses,
 * subjects) as text not to translate.
 */
export function Cell({
  label,
  children,
  wide,
  data,
  className,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  data?: boolean;
  className?: string;
}) {
  return (
    <td
      className={cn(
        "flex min-w-0 flex-col gap-0.5 md:table-cell md:px-3 md:py-2.5 md:align-top",
        wide && "col-span-2",
        className,
      )}
    >
      <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase md:hidden">{label}</span>
      <div className="break-words text-slate-800" translate={data ? "no" : undefined}>
        {children}
      </div>
    </td>
  );
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{children}</p>;
}
