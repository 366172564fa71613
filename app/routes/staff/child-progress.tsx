import { data, Link } from "react-router";
import { ChildPracticeCard } from "~/components/practice/child-practice";
import { SkillsChart, SkillsTable } from "~/components/skills/skills-chart";
import { AreaScoresCard, ReviewCard, TargetsCard } from "~/components/skills/staff-progress";
import { LanguageName } from "~/components/staff/language-name";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { EmptyState } from "~/components/staff/table";
import { roundText } from "~/lib/skills/words";
import { m } from "~/paraglide/messages";
import { recentChildPractice } from "~/server/data/practice/assignments.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/child-progress";
import { handleChildProgressAction, loadChildProgress } from "./child-progress.server";
import { staffAction } from "./guard.server";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? m.skills_child_title({ child: data.child.name }) : m.skills_nav_skills());

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const progress = await loadChildProgress(params.childId, new URL(request.url), new Date());
  if (!progress) throw data(null, { status: 404 });
  return { ...progress, practice: await recentChildPractice(progress.child.id, new Date()) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleChildProgressAction(
    await readTextForm(request, { maxFields: 400 }),
    user.id,
    params.childId,
    new Date(),
  );
}

export default function ChildProgressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { child, map, rounds, targets, reviews, cycle, draft, area, areaScores } = loaderData;
  const reviewResult =
    actionData && "form" in actionData && actionData.form === "review" ? actionData.lastResult : undefined;
  return (
    <>
      <Link
        to={`/staff/parents/${child.parentId}`}
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.skills_back_to_parent()}
      </Link>
      <StaffPageHeader
        title={
          <>
            {m.skills_child_heading()} <span translate="no">{child.name}</span>
          </>
        }
        description={
          <>
            {m.staff_parent()}: <span translate="no">{child.parentName}</span> ·{" "}
            <LanguageName language={child.parentLanguage} />
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{m.skills_map_title()}</CardTitle>
            {rounds[0] ? (
              <p className="text-sm text-slate-600">{m.skills_last_checked({ round: roundText(rounds[0]) })}</p>
            ) : null}
          </CardHeader>
          <CardContent>
            {rounds.length === 0 ? (
              <EmptyState>{m.skills_child_not_scored()}</EmptyState>
            ) : (
              <div className="grid gap-6 lg:grid-cols-2">
                <SkillsChart areas={map.areas} label={m.skills_chart_label({ child: child.name })} />
                <SkillsTable areas={map.areas} caption={m.skills_table_caption({ child: child.name })} visible />
              </div>
            )}
          </CardContent>
        </Card>
        {area ? (
          <AreaScoresCard
            childId={child.id}
            areas={map.areas}
            area={area}
            rounds={rounds}
            items={areaScores}
            targets={targets}
          />
        ) : (
          <EmptyState>{m.skills_no_items_yet()}</EmptyState>
        )}
        <TargetsCard targets={targets} />
        <ChildPracticeCard assignments={loaderData.practice} />
        <ReviewCard
          childName={child.name}
          parentLanguage={child.parentLanguage}
          areas={map.areas}
          cycle={cycle}
          draft={draft}
          reviews={reviews}
          lastResult={reviewResult}
        />
      </div>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
