import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { LanguageName } from "~/components/staff/language-name";
import { EmptyState } from "~/components/staff/table";
import { enhanceData } from "~/lib/enhance-contract";
import { formatLongDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import type { Language } from "~/lib/i18n/language";
import type { AreaComments, AreaFigure, Round } from "~/lib/skills/map";
import { kindLabel, targetStatusLabel } from "~/lib/skills/words";
import { type TargetStatus, targetStatuses } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, FormErrors, TextareaField } from "~/ui/field";
import { AreaLabel } from "./area-label";

/** The staff's view of a child's progress (docs/product.md#skills-map-and-progress-reviews). */

type Target = { itemId: string; code: string; status: TargetStatus; staffText: string; area: string } & Partial<
  Record<"plannedAt" | "teachingAt" | "masteredAt" | "maintenanceAt", Date | null>
>;

type AreaItem = {
  id: string;
  code: string;
  maxScore: number;
  staffText: string;
  scores: Record<string, { score: number; note: string | null }>;
};

/** One area's items with the child's score in every round, and each item's target, set in one step. */
export function AreaScoresCard({
  childId,
  areas,
  area,
  rounds,
  items,
  targets,
}: {
  childId: string;
  areas: AreaFigure[];
  area: AreaFigure;
  rounds: Array<Round & { id: string }>;
  items: AreaItem[];
  targets: Target[];
}) {
  const ordered = [...rounds].reverse();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.skills_scores_and_targets()}</CardTitle>
        <nav aria-label={m.skills_area_label()} className="mt-2">
          <ul className="flex flex-wrap gap-1.5">
            {areas
              .filter((a) => a.items > 0)
              .map((a) => (
                <li key={a.letter}>
                  <Link
                    to={`/staff/children/${childId}/progress?area=${a.letter}`}
                    aria-current={a.letter === area.letter ? "page" : undefined}
                    className="inline-flex min-h-9 items-center rounded-lg border border-slate-300 px-2.5 text-sm font-semibold text-ink aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                  >
                    <AreaLabel area={a} />
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </CardHeader>
      <CardContent>
        <Form method="post" {...enhanceData({ trackChanges: "" })} aria-label={m.skills_targets_form_label()}>
          <input type="hidden" name="intent" value="targets.save" />
          <input type="hidden" name="area" value={area.letter} />
          <input type="hidden" name="items" value={items.map((item) => item.id).join(",")} />
          <div className="-mx-2 overflow-x-auto px-2">
            <table className="w-full border-collapse text-left text-sm" data-testid="area-scores">
              <caption className="mb-2 text-left font-semibold text-ink">
                <AreaLabel area={area} />
              </caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-3">
                    {m.skills_col_skill()}
                  </th>
                  {ordered.map((round) => (
                    <th key={round.id} scope="col" className="px-2 py-2 whitespace-nowrap">
                      {kindLabel(round.kind)}
                      <span className="block font-normal">{formatLongDate(round.date)}</span>
                    </th>
                  ))}
                  <th scope="col" className="py-2 pl-2">
                    {m.skills_col_target()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item, index) => {
                  const target = targets.find((t) => t.itemId === item.id)?.status ?? "";
                  return (
                    <tr key={item.id} className="border-b border-slate-100" data-testid="area-item">
                      <th scope="row" className="max-w-64 py-2 pr-3 align-top font-normal">
                        <span className="font-mono font-semibold text-ink" translate="no">
                          {item.code}
                        </span>{" "}
                        <span className="text-slate-700" translate="no">
                          {item.staffText}
                        </span>
                      </th>
                      {ordered.map((round) => {
                        const score = item.scores[round.id];
                        return (
                          <td key={round.id} className="px-2 py-2 align-top whitespace-nowrap">
                            {score ? `${localDigits(score.score)}/${localDigits(item.maxScore)}` : "–"}
                            {score?.note ? (
                              <span className="block max-w-40 text-xs whitespace-normal text-slate-600" translate="no">
                                {score.note}
                              </span>
                            ) : null}
                          </td>
                        );
                      })}
                      <td className="rounded-md py-2 pl-2 align-top data-[changed]:bg-orange-100">
                        <input type="hidden" name={`w${index}`} value={target} />
                        <select
                          name={`t${index}`}
                          defaultValue={target}
                          aria-label={m.skills_target_for({ code: item.code })}
                          className="block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm data-[changed]:border-orange-700 data-[changed]:font-bold"
                        >
                          <option value="">{m.skills_not_a_target()}</option>
                          {targetStatuses.map((status) => (
                            <option key={status} value={status}>
                              {targetStatusLabel(status)}
                            </option>
                          ))}
                        </select>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="mt-4">
            <Button type="submit" pendingLabel={m.skills_saving()}>
              {m.skills_save_targets()}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

const since = (target: Target) =>
  ({
    planned: target.plannedAt,
    teaching: target.teachingAt,
    mastered: target.masteredAt,
    maintenance: target.maintenanceAt,
  })[target.status];

/** Every current target of the child, with the date it reached its status. */
export function TargetsCard({ targets }: { targets: Target[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.skills_targets_title()}</CardTitle>
      </CardHeader>
      <CardContent>
        {targets.length === 0 ? (
          <EmptyState>{m.skills_targets_none()}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="targets">
            {targets.map((target) => (
              <li key={target.itemId} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-mono font-semibold" translate="no">
                    {target.code}
                  </span>{" "}
                  <span translate="no">{target.staffText}</span>
                </span>
                <span className="text-sm text-slate-700">
                  <span className="font-semibold">{targetStatusLabel(target.status)}</span>
                  {since(target) ? ` · ${m.skills_since({ date: formatLongDate(since(target)) })}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type StaffReview = {
  id: string;
  cycleStart: string;
  cycleEnd: string;
  summary: string;
  areaComments: AreaComments;
  publishedAt: Date | null;
  acknowledgedAt: Date | null;
};

/** Write Review for the current cycle (saved as a draft, or published), and the child's reviews so far. */
export function ReviewCard({
  childName,
  parentLanguage,
  areas,
  cycle,
  draft,
  reviews,
  lastResult,
}: {
  childName: string;
  parentLanguage: Language;
  areas: AreaFigure[];
  cycle: { start: string; end: string };
  draft: StaffReview | null;
  reviews: StaffReview[];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const published = reviews.find((review) => review.cycleStart === cycle.start && review.publishedAt);
  const commented = areas.filter((area) => area.scored > 0);
  const { form, fields, formProps } = useSchemaForm("review", {
    id: "review",
    lastResult,
    defaultValue: {
      cycleStart: cycle.start,
      cycleEnd: draft?.cycleEnd ?? cycle.end,
      summary: draft?.summary ?? "",
      comments: draft?.areaComments ?? {},
    },
  });
  const comments = fields.comments.getFieldset();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.skills_write_review()}</CardTitle>
        <p className="text-sm text-slate-600">
          {m.skills_write_in_language({ child: childName })} <LanguageName language={parentLanguage} />
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {published ? (
          <p className="rounded-xl bg-green-50 p-4 text-green-900">{m.skills_cycle_published()}</p>
        ) : (
          <Form method="post" {...formProps} aria-label={m.skills_write_review()} className="grid gap-4 sm:grid-cols-2">
            <Field meta={fields.cycleStart} type="date" label={m.skills_cycle_start()} />
            <Field meta={fields.cycleEnd} type="date" label={m.skills_cycle_end()} />
            <TextareaField
              meta={fields.summary}
              label={m.skills_summary()}
              className="sm:col-span-2"
              maxLength={4000}
              rows={5}
            />
            {commented.map((area) => (
              <TextareaField
                key={area.letter}
                meta={comments[area.letter]!}
                label={
                  <>
                    {m.skills_comment_label()} <AreaLabel area={area} />
                  </>
                }
                className="sm:col-span-2"
                maxLength={2000}
                rows={2}
                compact
              />
            ))}
            <FormErrors form={form} />
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <Button
                type="submit"
                name="intent"
                value="review.save"
                variant="outline"
                pendingLabel={m.skills_saving()}
              >
                {m.skills_save_draft()}
              </Button>
              <Button type="submit" name="intent" value="review.publish" pendingLabel={m.skills_publishing()}>
                {m.skills_publish_review()}
              </Button>
            </div>
          </Form>
        )}
        {reviews.some((review) => review.publishedAt) ? (
          <ul className="divide-y divide-slate-200" data-testid="staff-reviews">
            {reviews
              .filter((review) => review.publishedAt)
              .map((review) => (
                <li key={review.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {m.skills_review_of({
                      start: formatLongDate(review.cycleStart),
                      end: formatLongDate(review.cycleEnd),
                    })}
                    <span className="block text-sm text-slate-600">
                      {m.skills_published_on({ date: formatLongDate(review.publishedAt) })}
                    </span>
                  </span>
                  {review.acknowledgedAt ? (
                    <Badge tone="success">{m.skills_read_on({ date: formatLongDate(review.acknowledgedAt) })}</Badge>
                  ) : (
                    <Badge>{m.skills_not_read_yet()}</Badge>
                  )}
                </li>
              ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
