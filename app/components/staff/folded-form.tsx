import type { ReactNode } from "react";

/**
 * A row's secondary form folded into <details>, so a table stays short and it works without JavaScript. `open` opens
 * it when the server refused what was sent; otherwise it is left to the person (React never closes it).
 */
export function FoldedForm({
  summary,
  context,
  open,
  children,
}: {
  summary: string;
  /** Read by screen readers after the summary, as every row has the same one: 'Void… INV-2026-0001'. */
  context: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details className="rounded-lg border border-slate-300 bg-white" open={open || undefined}>
      <summary className="flex min-h-9 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold text-ink hover:bg-slate-50">
        {summary}
        <span className="sr-only"> {context}</span>
      </summary>
      <div className="p-3 pt-1">{children}</div>
    </details>
  );
}
