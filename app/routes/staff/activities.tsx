import { Form, Link } from "react-router";
import { ActivityForm } from "~/components/practice/activity-form";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { EmptyState } from "~/components/staff/table";
import { StaffText } from "~/components/staff-text";
import { m } from "~/paraglide/messages";
import { listActivities, skillChoices } from "~/server/data/practice/activities.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Badge } from "~/ui/badge";
import { Button, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/activities";
import { handleActivityAction } from "./activities.server";
import { staffAction } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta(m.practice_nav_activities());

/** The home-practice library (docs/product.md#home-practice): New Activity, and each activity to edit or retire. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [activities, skills] = await Promise.all([listActivities(), skillChoices()]);
  const editId = new URL(request.url).searchParams.get("edit");
  return { activities, skills, editing: activities.find((activity) => activity.id === editId) ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await staffAction(request);
  // An activity's form ticks skills: up to a few hundred fields on a large map, still a small body.
  return handleActivityAction(await readTextForm(request, { maxFields: 1000 }), user.id);
}

export default function ActivitiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { activities, skills, editing } = loaderData;
  const failed = actionData && "form" in actionData ? actionData : null;
  const failedEdit = failed?.form.startsWith("activity.update.")
    ? activities.find((activity) => failed.form === `activity.update.${activity.id}`)
    : undefined;
  const shown = failedEdit ?? editing;
  return (
    <>
      <StaffPageHeader title={m.practice_nav_activities()} description={m.practice_activities_description()} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card className="min-w-0" id="activity-form">
          <CardHeader>
            <CardTitle>{shown ? m.practice_edit_activity() : m.practice_new_activity()}</CardTitle>
          </CardHeader>
          <CardContent>
            <ActivityForm
              key={shown?.id ?? "new"}
              skills={skills.map((skill) => ({ ...skill }))}
              editing={shown ?? null}
              lastResult={failed ? failed.lastResult : undefined}
            />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{m.practice_library()}</CardTitle>
          </CardHeader>
          <CardContent>
            {activities.length === 0 ? (
              <EmptyState>{m.practice_library_empty()}</EmptyState>
            ) : (
              <ul className="divide-y divide-slate-200">
                {activities.map((activity) => (
                  <li key={activity.id} className="flex flex-col gap-2 py-3" data-testid="activity">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-semibold text-ink">
                        <StaffText en={activity.titleEn} bn={activity.titleBn} />
                      </p>
                      {activity.active ? null : <Badge>{m.practice_retired()}</Badge>}
                    </div>
                    {activity.skills.length ? (
                      <p className="text-sm text-slate-600">
                        {m.practice_skills_short()}{" "}
                        <span className="font-mono" translate="no">
                          {activity.skills.map((skill) => skill.code).join(", ")}
                        </span>
                      </p>
                    ) : null}
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={`/staff/activities?edit=${activity.id}#activity-form`}
                        className={buttonClass("outline", "sm")}
                      >
                        {m.practice_edit()}
                        <span className="sr-only" translate="no">
                          {" "}
                          <StaffText en={activity.titleEn} bn={activity.titleBn} />
                        </span>
                      </Link>
                      <Form method="post">
                        <input type="hidden" name="activityId" value={activity.id} />
                        <Button
                          type="submit"
                          variant="outline"
                          size="sm"
                          name="intent"
                          value={activity.active ? "activity.retire" : "activity.restore"}
                        >
                          {activity.active ? m.practice_retire() : m.practice_restore()}
                          <span className="sr-only" translate="no">
                            {" "}
                            <StaffText en={activity.titleEn} bn={activity.titleBn} />
                          </span>
                        </Button>
                      </Form>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
