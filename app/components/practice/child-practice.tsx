import { EmptyState } from "~/components/staff/table";
import { StaffText } from "~/components/staff-text";
import { formatLongDate } from "~/lib/format";
import type { PracticeOutcome } from "~/lib/practice";
import { m } from "~/paraglide/messages";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { LogLines } from "./outcome";

type Assignment = {
  id: string;
  weekStart: string;
  titleEn: string;
  titleBn: string | null;
  logs: Array<{ day: string; outcome: PracticeOutcome; note: string | null }>;
};

/**
 * A child's home practice on the staff child page (docs/product.md#home-practice): the last four weeks' activities and
 * what the parent logged. Parent-reported: it sits beside the targets and never changes them.
 */
export function ChildPracticeCard({ assignments }: { assignments: Assignment[] }) {
  const weeks = [...new Set(assignments.map((a) => a.weekStart))];
  return (
    <Card data-testid="child-practice">
      <CardHeader>
        <CardTitle>{m.practice_batch_title()}</CardTitle>
        <p className="text-sm text-slate-600">{m.practice_child_description()}</p>
      </CardHeader>
      <CardContent>
        {weeks.length === 0 ? (
          <EmptyState>{m.practice_child_none()}</EmptyState>
        ) : (
          <div className="flex flex-col gap-4">
            {weeks.map((week) => (
              <section key={week} aria-label={m.practice_week_of({ date: formatLongDate(week) })}>
                <h3 className="mb-2 text-sm font-bold text-ink">
                  {m.practice_week_of({ date: formatLongDate(week) })}
                </h3>
                <ul className="flex flex-col gap-3">
                  {assignments
                    .filter((a) => a.weekStart === week)
                    .map((a) => (
                      <li key={a.id}>
                        <p className="font-semibold text-ink">
                          <StaffText en={a.titleEn} bn={a.titleBn} />
                        </p>
                        <LogLines logs={a.logs} />
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
