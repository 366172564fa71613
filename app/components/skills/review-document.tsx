import type { ReactNode } from "react";
import { StaffText } from "~/components/staff-text";
import { formatLongDate } from "~/lib/format";
import { site } from "~/lib/site-config";
import type { AreaComments, ReviewSnapshot } from "~/lib/skills/map";
import { areaName, roundText, targetStatusLabel } from "~/lib/skills/words";
import { m } from "~/paraglide/messages";
import { SkillsChart, SkillsTable } from "./skills-chart";

export type ReviewForReading = {
  childName: string;
  cycleStart: string;
  cycleEnd: string;
  summary: string;
  areaComments: AreaComments;
  publishedAt: Date;
  snapshot: ReviewSnapshot;
};

/**
 * A published progress review as a document (docs/product.md#skills-map-and-progress-reviews): the summary, the frozen
 * skills map (chart, and its figures in a table that also prints), staff's comments by area, and the targets as they
 * stood. It prints alone (data-print-alone drops the dashboard's frame), black on white.
 */
export function ReviewDocument({ review, actions }: { review: ReviewForReading; actions?: ReactNode }) {
  const { snapshot } = review;
  const comments = snapshot.areas.filter((area) => review.areaComments[area.letter]?.trim());
  const targets = snapshot.targets.filter((target) => target.status === "teaching" || target.status === "planned");
  return (
    <article
      data-print-alone
      data-testid="review"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="border-b border-slate-200 pb-4">
        <p className="text-sm font-bold text-brand-800 print:text-black">{site.name}</p>
        <h1 className="mt-1 text-2xl font-extrabold text-ink print:text-black">
          {m.skills_review_heading()} <span translate="no">{review.childName}</span>
        </h1>
        <p className="mt-1 text-slate-700 print:text-black">
          {m.skills_review_of({ start: formatLongDate(review.cycleStart), end: formatLongDate(review.cycleEnd) })}
        </p>
        <p className="text-sm text-slate-600 print:text-black">
          {m.skills_published_on({ date: formatLongDate(review.publishedAt) })}
          {snapshot.rounds[0] ? ` · ${m.skills_last_checked({ round: roundText(snapshot.rounds[0]) })}` : ""}
        </p>
      </header>

      <section aria-labelledby="review-summary" className="border-b border-slate-200 py-5">
        <h2 id="review-summary" className="text-lg font-bold text-ink">
          {m.skills_summary()}
        </h2>
        <p className="mt-2 whitespace-pre-line text-slate-800" translate="no" data-testid="review-summary">
          {review.summary}
        </p>
      </section>

      <section aria-labelledby="review-map" className="border-b border-slate-200 py-5 print:break-inside-avoid">
        <h2 id="review-map" className="mb-3 text-lg font-bold text-ink">
          {m.skills_map_title()}
        </h2>
        <SkillsChart areas={snapshot.areas} label={m.skills_chart_label({ child: review.childName })} />
        <SkillsTable areas={snapshot.areas} caption={m.skills_table_caption({ child: review.childName })} />
      </section>

      {comments.length ? (
        <section aria-labelledby="review-comments" className="border-b border-slate-200 py-5">
          <h2 id="review-comments" className="text-lg font-bold text-ink">
            {m.skills_comments_title()}
          </h2>
          <dl className="mt-2 flex flex-col gap-3">
            {comments.map((area) => (
              <div key={area.letter} className="print:break-inside-avoid">
                <dt className="font-semibold text-ink">{areaName(area)}</dt>
                <dd className="whitespace-pre-line text-slate-800" translate="no">
                  {review.areaComments[area.letter]}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="review-targets" className="py-5">
        <h2 id="review-targets" className="text-lg font-bold text-ink">
          {m.skills_next_title()}
        </h2>
        {targets.length === 0 ? (
          <p className="mt-2 text-slate-700">{m.skills_working_on_none()}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {targets.map((target) => (
              <li key={target.code} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2">
                <StaffText en={target.textEn} bn={target.textBn} />
                <span className="text-sm font-semibold text-slate-700">{targetStatusLabel(target.status)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {actions ? (
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5 print:hidden">{actions}</div>
      ) : null}
    </article>
  );
}
