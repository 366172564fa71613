import { data } from "react-router";
import { parseForm } from "~/lib/schemas/parse-form";
import { activityEditSchema, activitySchema } from "~/lib/schemas/practice";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { m } from "~/paraglide/messages";
import { createActivity, setActivityActive, updateActivity } from "~/server/data/practice/activities.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

/** Staff → Activities (docs/product.md#home-practice): Save Activity (new or edited), Retire and Restore, by `intent`. */

const here = "/staff/activities";

export async function handleActivityAction(formData: FormData, actorId: string) {
  const intent = String(formData.get("intent") ?? "");
  if (intent === "activity.create" || intent === "activity.update") {
    const editing = intent === "activity.update";
    const form = editing ? `activity.update.${String(formData.get("activityId") ?? "")}` : "activity.create";
    const submission = parseForm(formData, editing ? activityEditSchema : activitySchema);
    if (submission.status !== "success") return invalid(submission.reply(), form);
    const value = submission.value;
    const result = editing
      ? await updateActivity(actorId, String(formData.get("activityId") ?? ""), value)
      : await createActivity(actorId, value);
    if (!result.ok && result.reason === "not-found") return redirectWithToast(here, notFoundToast("activity"));
    if (!result.ok) return invalid(submission.reply({ fieldErrors: { skills: [m.practice_unknown_skill()] } }), form);
    return redirectWithToast(here, {
      title: m.practice_activity_saved(),
      description: value.titleEn,
      variant: "success",
    });
  }
  if (intent === "activity.retire" || intent === "activity.restore") {
    const restore = intent === "activity.restore";
    const row = await setActivityActive(actorId, String(formData.get("activityId") ?? ""), restore);
    if (!row) return redirectWithToast(here, notFoundToast("activity"));
    return redirectWithToast(here, {
      title: restore ? m.practice_activity_restored() : m.practice_activity_retired(),
      description: row.titleEn,
      variant: "success",
    });
  }
  throw data(null, { status: 400 });
}
