import { Link } from "react-router";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { ThisWeekAtHome } from "~/components/practice/this-week";
import { ReviewList, WorkingOnNow } from "~/components/skills/parent-progress";
import { SkillsChart, SkillsTable } from "~/components/skills/skills-chart";
import { localized } from "~/lib/i18n/language";
import { pageLanguage } from "~/lib/labels";
import { roundText } from "~/lib/skills/words";
import { m } from "~/paraglide/messages";
import { requestTime } from "~/server/clock.server";
import { parentPracticeWeek } from "~/server/data/practice/home.server";
import { parentProgress } from "~/server/data/skills/progress.server";
import { requireFamily } from "~/server/family-session.server";
import { buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import type { Route } from "./+types/progress";
import { practiceLogAction } from "./progress-practice.server";

export const meta: Route.MetaFunction = () => dashboardMeta(m.skills_nav_progress());

/** Progress (docs/product.md#skills-map-and-progress-reviews): each of the family's children, their map and reviews. */
export async function loader({ request }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const [progress, practice] = await Promise.all([
    parentProgress(family.accountId),
    parentPracticeWeek(family.accountId, requestTime(request)),
  ]);
  return { ...progress, practice };
}

export const action = ({ request }: Route.ActionArgs) => practiceLogAction(request);

export default function ProgressPage({ loaderData }: Route.ComponentProps) {
  const { children, practice } = loaderData;
  return (
    <>
      <PageHeader title={m.skills_nav_progress()} description={m.skills_progress_description()} />
      {children.length || practice.children.length ? <ThisWeekAtHome week={practice} /> : null}
      {children.length === 0 ? (
        <Card data-testid="progress-empty">
          <CardContent className="flex flex-col items-start gap-3">
            <p className="text-slate-700">{m.skills_no_enrolled_child()}</p>
            <Link to={localized("/enroll", pageLanguage())} className={buttonClass("primary")}>
              {m.skills_see_batches()}
            </Link>
          </CardContent>
        </Card>
      ) : (
        <div className="flex flex-col gap-10">
          {children.map((child) => (
            <section key={child.id} aria-labelledby={`child-${child.id}`} data-testid="child-progress">
              <h2 id={`child-${child.id}`} className="mb-3 text-xl font-bold text-ink">
                <span translate="no">{child.name}</span>
              </h2>
              <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
                <Card>
                  <CardHeader>
                    <CardTitle as="h3">{m.skills_map_title()}</CardTitle>
                    {child.map ? (
                      <p className="text-sm text-slate-600">
                        {m.skills_last_checked({ round: roundText(child.map.rounds[0]!) })}
                      </p>
                    ) : null}
                  </CardHeader>
                  <CardContent>
                    {child.map ? (
                      <>
                        <SkillsChart areas={child.map.areas} label={m.skills_chart_label({ child: child.name })} />
                        <SkillsTable areas={child.map.areas} caption={m.skills_table_caption({ child: child.name })} />
                      </>
                    ) : (
                      <p className="text-slate-700" data-testid="not-assessed">
                        {m.skills_first_check_soon()}
                      </p>
                    )}
                  </CardContent>
                </Card>
                <div className="flex flex-col gap-4">
                  <WorkingOnNow targets={child.teaching} />
                  <ReviewList reviews={child.reviews} />
                </div>
              </div>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
