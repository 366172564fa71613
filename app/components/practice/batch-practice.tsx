import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import type * as z from "zod/mini";
import { EmptyState } from "~/components/staff/table";
import { StaffText } from "~/components/staff-text";
import { addDays } from "~/lib/dates";
import { formatLongDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { staffText } from "~/lib/i18n/language";
import { PRACTICE_PER_WEEK } from "~/lib/practice";
import type { assignSchema } from "~/lib/schemas/practice";
import { m } from "~/paraglide/messages";
import { Button, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { FieldError, FormErrors, SelectField } from "~/ui/field";
import { LogLines, WeekDays } from "./outcome";

/** The batch page's 'Home practice' (docs/product.md#home-practice): Assign, and the week's log. */

type Practice = {
  thisWeek: string;
  week: string;
  days: string[];
  activities: Array<{ id: string; titleEn: string; titleBn: string | null }>;
  children: Array<{ id: string; name: string }>;
  log: Array<{
    id: string;
    name: string;
    activities: Array<{
      id: string;
      titleEn: string;
      titleBn: string | null;
      logs: Array<{ day: string; outcome: "done" | "helped" | "not-yet"; note: string | null }>;
    }>;
  }>;
};

/** The weeks Assign offers: this one and the next three, each named by its Sunday. */
const weekChoices = (thisWeek: string) =>
  [0, 1, 2, 3].map((n) => {
    const sunday = addDays(thisWeek, 7 * n);
    return { value: sunday, label: m.practice_week_of({ date: formatLongDate(sunday) }) };
  });

export function BatchPracticeCard({
  batchId,
  practice,
  lastResult,
}: {
  batchId: string;
  practice: Practice;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { thisWeek, week, days, activities, children, log } = practice;
  const [form, fields] = useForm<z.input<typeof assignSchema>>({
    id: "assign-practice",
    lastResult,
    defaultValue: { weekStart: thisWeek },
  });
  const posted = lastResult?.initialValue?.children as string[] | string | undefined;
  const ticked = new Set(
    posted === undefined ? children.map((child) => child.id) : Array.isArray(posted) ? posted : [posted],
  );
  return (
    <Card className="mt-6" id="home-practice">
      <CardHeader>
        <CardTitle>{m.practice_batch_title()}</CardTitle>
        <p className="text-sm text-slate-600">
          {m.practice_batch_description({ max: localDigits(PRACTICE_PER_WEEK) })}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {activities.length === 0 ? (
          <EmptyState>
            {m.practice_no_activities()}{" "}
            <Link to="/staff/activities" className="font-semibold text-brand-800 underline">
              {m.practice_nav_activities()}
            </Link>
          </EmptyState>
        ) : children.length === 0 ? (
          <EmptyState>{m.practice_no_children()}</EmptyState>
        ) : (
          <Form
            method="post"
            {...getFormProps(form)}
            aria-label={m.practice_assign()}
            className="grid gap-4 sm:grid-cols-2"
          >
            <input type="hidden" name="intent" value="practice.assign" />
            <SelectField meta={fields.weekStart} label={m.practice_week_label()} options={weekChoices(thisWeek)} />
            <SelectField
              meta={fields.activityId}
              label={m.practice_activity_label()}
              placeholder={m.practice_activity_choose()}
              options={activities.map((activity) => {
                const { text, lang } = staffText(activity.titleEn, activity.titleBn);
                return { value: activity.id, label: text, lang };
              })}
            />
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-semibold text-ink">{m.practice_children_label()}</legend>
              <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                {children.map((child) => (
                  <label key={child.id} className="flex min-h-8 items-center gap-2 text-ink">
                    <input
                      type="checkbox"
                      name="children"
                      value={child.id}
                      defaultChecked={ticked.has(child.id)}
                      className="h-5 w-5 accent-brand-700"
                    />
                    <span translate="no">{child.name}</span>
                  </label>
                ))}
              </div>
              <FieldError id={`${form.id}-children-error`} errors={fields.children.errors} />
            </fieldset>
            <FormErrors form={form} />
            <div className="sm:col-span-2">
              <Button type="submit" pendingLabel={m.practice_assigning()}>
                {m.practice_assign()}
              </Button>
            </div>
          </Form>
        )}

        <section aria-labelledby="practice-log">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h3 id="practice-log" className="text-base font-bold text-ink">
              {week === thisWeek ? m.practice_log_this_week() : m.practice_week_of({ date: formatLongDate(week) })}
            </h3>
            <div className="flex gap-2">
              <Link
                to={`/staff/batches/${batchId}?week=${addDays(week, -7)}#home-practice`}
                className={buttonClass("outline", "sm")}
              >
                {m.practice_week_before()}
              </Link>
              {week === thisWeek ? null : (
                <Link to={`/staff/batches/${batchId}#home-practice`} className={buttonClass("outline", "sm")}>
                  {m.practice_this_week()}
                </Link>
              )}
            </div>
          </div>
          {log.length === 0 ? (
            <EmptyState>{m.practice_log_empty()}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-4" data-testid="practice-log">
              {log.map((child) => (
                <li key={child.id} className="rounded-xl border border-slate-200 p-3" data-testid="practice-child">
                  <p className="mb-2 font-bold text-ink" translate="no">
                    {child.name}
                  </p>
                  <ul className="flex flex-col gap-3">
                    {child.activities.map((activity) => (
                      <li key={activity.id} className="flex flex-col gap-2" data-testid="practice-activity">
                        <p className="font-semibold text-ink">
                          <StaffText en={activity.titleEn} bn={activity.titleBn} />
                        </p>
                        <WeekDays
                          days={days}
                          logs={activity.logs}
                          label={m.practice_days_label({ child: child.name })}
                        />
                        <LogLines logs={activity.logs} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
