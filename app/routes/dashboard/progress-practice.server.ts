import { data } from "react-router";
import { outcomeLabel } from "~/components/practice/outcome";
import { parseForm } from "~/lib/schemas/parse-form";
import { practiceLogSchema } from "~/lib/schemas/practice";
import { m } from "~/paraglide/messages";
import { requestTime } from "~/server/clock.server";
import { logPractice } from "~/server/data/practice/home.server";
import { requireFamily } from "~/server/family-session.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";

/**
 * 'This week at home' → a tap on 'Did it', 'With help' or 'Not yet' (docs/product.md#home-practice): today's log of
 * one activity, for the family's own child only (404 for anyone else's).
 */
export async function practiceLogAction(request: Request) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request, "logPractice", "/dashboard/progress#practice");
  const submission = parseForm(await readTextForm(request), practiceLogSchema);
  const back = "/dashboard/progress#practice";
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0];
    return redirectWithToast(back, {
      title: m.practice_not_logged_title(),
      description: first ?? m.practice_outcome_choose(),
      variant: "destructive",
    });
  }
  const result = await logPractice(family, submission.value, requestTime(request));
  if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
  if (!result.ok)
    return redirectWithToast(back, {
      title: m.practice_not_logged_title(),
      description: m.practice_week_over(),
      variant: "destructive",
    });
  return redirectWithToast(`/dashboard/progress#practice-${submission.value.assignmentId}`, {
    title: result.changed ? m.practice_log_changed() : m.practice_logged(),
    description: outcomeLabel(submission.value.outcome),
    variant: "success",
  });
}
