import { formatDayColumn, formatShortDay } from "~/lib/format";
import type { PracticeOutcome } from "~/lib/practice";
import { m } from "~/paraglide/messages";

/** Home practice's outcomes in words and marks (docs/product.md#home-practice). */

export const outcomeLabel = (outcome: PracticeOutcome) =>
  outcome === "done"
    ? m.practice_outcome_done()
    : outcome === "helped"
      ? m.practice_outcome_helped()
      : m.practice_outcome_not_yet();

const marks: Record<PracticeOutcome, { mark: string; className: string }> = {
  done: { mark: "✓", className: "border-emerald-600 bg-emerald-50 text-emerald-900" },
  helped: { mark: "◐", className: "border-amber-600 bg-amber-50 text-amber-900" },
  "not-yet": { mark: "–", className: "border-slate-400 bg-slate-100 text-slate-800" },
};

type Log = { day: string; outcome: PracticeOutcome; note: string | null };

/** The seven days of a week, each with what was logged (a mark, its word for screen readers), today outlined. */
export function WeekDays({ days, logs, today, label }: { days: string[]; logs: Log[]; today?: string; label: string }) {
  return (
    <ol className="grid grid-cols-7 gap-1" aria-label={label}>
      {days.map((day) => {
        const log = logs.find((entry) => entry.day === day);
        const style = log ? marks[log.outcome] : null;
        const column = formatDayColumn(day);
        return (
          <li
            key={day}
            className={`flex min-w-0 flex-col items-center rounded-md border px-0.5 py-1 text-xs ${
              style ? style.className : "border-slate-200 text-slate-600"
            } ${day === today ? "ring-2 ring-brand-700" : ""}`}
            data-testid="practice-day"
            data-outcome={log?.outcome ?? ""}
          >
            <span className="sr-only">{formatShortDay(day)}</span>
            <span aria-hidden="true" className="whitespace-nowrap">
              {column.weekday}
            </span>
            <span aria-hidden="true">{column.day}</span>
            <span aria-hidden="true" className="text-base leading-5 font-bold">
              {style ? style.mark : "·"}
            </span>
            <span className="sr-only">{log ? outcomeLabel(log.outcome) : m.practice_not_logged()}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The logged days in words, with the parent's notes: what the teacher reads before class. */
export function LogLines({ logs }: { logs: Log[] }) {
  if (!logs.length) return <p className="text-sm text-slate-600">{m.practice_nothing_logged()}</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm text-slate-800" data-testid="practice-log-lines">
      {logs.map((log) => (
        <li key={log.day}>
          <span className="font-semibold">{formatShortDay(log.day)}</span>: {outcomeLabel(log.outcome)}
          {log.note ? (
            <>
              {" "}
              · <q translate="no">{log.note}</q>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
