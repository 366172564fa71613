import { dhakaIsoDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { PRACTICE_PER_WEEK, weekDays, weekStartOf } from "~/lib/practice";
import { isRealDate } from "~/lib/schemas/fields";
import { parseForm } from "~/lib/schemas/parse-form";
import { assignSchema } from "~/lib/schemas/practice";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { m } from "~/paraglide/messages";
import { assignableActivities } from "~/server/data/practice/activities.server";
import { assignPractice, batchWeekLog } from "~/server/data/practice/assignments.server";
import { batchChildren } from "~/server/data/skills/scores.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

/**
 * The batch page's 'Home practice' (docs/product.md#home-practice): Assign, and the week's log per child and
 * activity. The week shown is this week unless the address names another (`?week=`, any day of it).
 */
export async function loadBatchPractice(batchId: string, url: URL, now: Date) {
  const thisWeek = weekStartOf(dhakaIsoDate(now));
  const asked = url.searchParams.get("week") ?? "";
  const week = isRealDate(asked) ? weekStartOf(asked) : thisWeek;
  const [activities, children, log] = await Promise.all([
    assignableActivities(),
    batchChildren(batchId),
    batchWeekLog(batchId, week),
  ]);
  return { thisWeek, week, days: weekDays(week), activities, children, log };
}

export type BatchPractice = Awaited<ReturnType<typeof loadBatchPractice>>;

/** Assign: refused whole with a clear message when a child would have a fourth activity that week. */
export async function handleBatchPracticeAction(formData: FormData, actorId: string, batchId: string) {
  const here = `/staff/batches/${batchId}`;
  const submission = parseForm(formData, assignSchema);
  if (submission.status !== "success") return invalid(submission.reply(), "practice.assign");
  const { weekStart, activityId, children } = submission.value;
  const result = await assignPractice(actorId, batchId, { weekStart, activityId, childIds: children });
  if (!result.ok) {
    if (result.reason === "not-found") return redirectWithToast("/staff/batches", notFoundToast("batch"));
    const message =
      result.reason === "limit"
        ? m.practice_limit_reached({ child: result.childName, max: localDigits(PRACTICE_PER_WEEK) })
        : result.reason === "unknown-activity"
          ? m.practice_activity_gone()
          : m.practice_child_outside();
    const field = result.reason === "unknown-activity" ? "activityId" : "children";
    return invalid(submission.reply({ fieldErrors: { [field]: [message] } }), "practice.assign", {
      title: m.practice_not_assigned(),
      description: message,
      variant: "destructive",
    });
  }
  return redirectWithToast(`${here}?week=${weekStart}#home-practice`, {
    title: m.practice_assigned(),
    description:
      result.assigned === 0
        ? m.practice_assigned_none()
        : m.practice_assigned_count({ count: localDigits(result.assigned) }),
    variant: "success",
  });
}
