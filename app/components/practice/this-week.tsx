import { Form } from "react-router";
import { StaffText } from "~/components/staff-text";
import { formatLongDate } from "~/lib/format";
import { staffText } from "~/lib/i18n/language";
import { type PracticeOutcome, practiceOutcomes } from "~/lib/practice";
import { m } from "~/paraglide/messages";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { inputClass } from "~/ui/field";
import { outcomeLabel, WeekDays } from "./outcome";

/**
 * 'This week at home' on the parent's Progress page (docs/product.md#home-practice): each activity with what it
 * needs and how to do it, the week's days with what was logged, and one tap to log today.
 */

type Log = { day: string; outcome: PracticeOutcome; note: string | null };
export type PracticeWeek = {
  today: string;
  weekStart: string;
  days: string[];
  children: Array<{
    id: string;
    name: string;
    activities: Array<{
      assignmentId: string;
      titleEn: string;
      titleBn: string | null;
      materialsEn: string;
      materialsBn: string | null;
      stepsEn: string;
      stepsBn: string | null;
      lookForEn: string;
      lookForBn: string | null;
      link: string | null;
      logs: Log[];
    }>;
  }>;
};

const tone: Record<PracticeOutcome, string> = {
  done: "border-emerald-700 text-emerald-900 aria-pressed:bg-emerald-700 aria-pressed:text-white",
  helped: "border-amber-700 text-amber-900 aria-pressed:bg-amber-700 aria-pressed:text-white",
  "not-yet": "border-slate-500 text-slate-800 aria-pressed:bg-slate-600 aria-pressed:text-white",
};

export function ThisWeekAtHome({ week }: { week: PracticeWeek }) {
  return (
    <section id="practice" aria-labelledby="practice-title" className="mb-10" data-testid="this-week-at-home">
      <h2 id="practice-title" className="text-xl font-bold text-ink">
        {m.practice_this_week_at_home()}
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        {m.practice_parent_description({ date: formatLongDate(week.weekStart) })}
      </p>
      {week.children.length === 0 ? (
        <Card>
          <CardContent>
            <p className="text-slate-700" data-testid="practice-none">
              {m.practice_parent_none()}
            </p>
          </CardContent>
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          {week.children.flatMap((child) =>
            child.activities.map((activity) => {
              const today = activity.logs.find((log) => log.day === week.today);
              return (
                <Card key={activity.assignmentId} id={`practice-${activity.assignmentId}`} data-testid="practice-card">
                  <CardHeader>
                    <p className="text-sm font-semibold text-brand-800" translate="no">
                      {child.name}
                    </p>
                    <CardTitle as="h3">
                      <StaffText en={activity.titleEn} bn={activity.titleBn} />
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="flex flex-col gap-4">
                    <dl className="flex flex-col gap-3 text-slate-800">
                      <div>
                        <dt className="text-sm font-semibold text-ink">{m.practice_materials_short()}</dt>
                        <dd className="whitespace-pre-line">
                          <StaffText en={activity.materialsEn} bn={activity.materialsBn} />
                        </dd>
                      </div>
                      <div>
                        <dt className="text-sm font-semibold text-ink">{m.practice_steps_short()}</dt>
                        <dd className="whitespace-pre-line">
                          <StaffText en={activity.stepsEn} bn={activity.stepsBn} />
                        </dd>
                      </div>
                      <div>
                        <dt className="text-sm font-semibold text-ink">{m.practice_look_for_short()}</dt>
                        <dd className="whitespace-pre-line">
                          <StaffText en={activity.lookForEn} bn={activity.lookForBn} />
                        </dd>
                      </div>
                      {activity.link ? (
                        <div>
                          <dt className="sr-only">{m.practice_link_short()}</dt>
                          <dd>
                            <a
                              href={activity.link}
                              rel="noopener noreferrer"
                              target="_blank"
                              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                            >
                              {m.practice_watch()}
                            </a>
                          </dd>
                        </div>
                      ) : null}
                    </dl>
                    <WeekDays
                      days={week.days}
                      logs={activity.logs}
                      today={week.today}
                      label={m.practice_days_label({ child: child.name })}
                    />
                    <Form
                      method="post"
                      action="/dashboard/progress"
                      className="flex flex-col gap-3"
                      // Named by the activity too: a child with two activities has two of these forms.
                      aria-label={m.practice_log_today_label({
                        activity: staffText(activity.titleEn, activity.titleBn).text,
                        child: child.name,
                      })}
                    >
                      <input type="hidden" name="assignmentId" value={activity.assignmentId} />
                      <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
                        {m.practice_note_label()}
                        <textarea
                          name="note"
                          rows={2}
                          maxLength={500}
                          defaultValue={today?.note ?? ""}
                          className={`${inputClass} min-h-16`}
                        />
                      </label>
                      <fieldset>
                        <legend className="mb-1.5 text-sm font-semibold text-ink">
                          {today
                            ? m.practice_today_logged({ outcome: outcomeLabel(today.outcome) })
                            : m.practice_today_ask()}
                        </legend>
                        <div className="grid grid-cols-3 gap-2">
                          {practiceOutcomes.map((outcome) => (
                            <button
                              key={outcome}
                              type="submit"
                              name="outcome"
                              value={outcome}
                              aria-pressed={today?.outcome === outcome}
                              className={`min-h-11 rounded-lg border-2 bg-white px-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${tone[outcome]}`}
                            >
                              {outcomeLabel(outcome)}
                            </button>
                          ))}
                        </div>
                      </fieldset>
                    </Form>
                  </CardContent>
                </Card>
              );
            }),
          )}
        </div>
      )}
    </section>
  );
}
