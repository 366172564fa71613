import { data } from "react-router";
import { waitlistPositionText } from "~/lib/enrolment";
import { toBanglaDigits } from "~/lib/i18n/digits";
import { staffText } from "~/lib/i18n/language";
import { enrolmentRefusalText } from "~/lib/refusals/enrolment";
import { cancelApplicationSchema, decisionSchema, moveApplicationSchema } from "~/lib/schemas/enrolment-decision";
import { parseForm } from "~/lib/schemas/parse-form";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { cancelApplication, decideApplication, moveApplication } from "~/server/data/enrolment/changes.server";
import type { EnrolmentFailure } from "~/server/data/enrolment/rules.server";
import { redirectWithToast } from "~/server/flash.server";
import { errorToast } from "~/server/forms/form-results.server";

/** The toast for a refused decision: a full batch says so plainly. */
function refusal({ reason }: EnrolmentFailure) {
  const title =
    reason === "full" || reason === "target-full"
      ? m.ops_toast_batch_full()
      : reason === "not-found" || reason === "batch-not-found"
        ? m.ops_toast_not_found()
        : m.ops_toast_not_changed();
  return { title, description: enrolmentRefusalText(reason), variant: "destructive" } as const;
}

const offeredLine = (offered: string[]) =>
  offered.length === 0
    ? ""
    : offered.length === 1
      ? m.ops_offered_one()
      : m.ops_offered_many({
          count: getLocale() === "bn" ? toBanglaDigits(offered.length) : String(offered.length),
        });

/** The batch a toast names, in the console's language (docs/product.md#languages). */
const batchName = (result: { batchName: string; batchNameBn: string | null }) =>
  staffText(result.batchName, result.batchNameBn).text;

/** The batch page's roster: move a child's place to another batch of the same programme. */
export async function handleMove(formData: FormData, actorId: string, back: string) {
  const submission = parseForm(formData, moveApplicationSchema);
  if (submission.status !== "success")
    return data({ toast: errorToast(submission.reply().error), lastResult: submission.reply() }, { status: 400 });
  const result = await moveApplication(actorId, submission.value.applicationId, submission.value.batchId, new Date());
  if (!result.ok) return redirectWithToast(back, refusal(result));
  return redirectWithToast(back, {
    title: m.ops_toast_child_moved(),
    description: `${m.ops_toast_child_moved_description({ child: result.childName, from: staffText(result.fromBatchName, result.fromBatchNameBn).text, to: batchName(result) })}${offeredLine(result.offered)}`,
    variant: "success",
  });
}

/**
 * Staff → Enrolment (and the batch page's roster): Accept, Waitlist, Decline or Cancel one application, with an
 * optional note to the parent. Every outcome returns to `back` (the page with its filters) with a toast.
 */
export async function handleDecision(formData: FormData, actorId: string, back: string) {
  const now = new Date();
  if (formData.get("decision") === "cancel") {
    const submission = parseForm(formData, cancelApplicationSchema);
    if (submission.status !== "success")
      return data({ toast: errorToast(submission.reply().error), lastResult: submission.reply() }, { status: 400 });
    const result = await cancelApplication(actorId, submission.value.applicationId, submission.value.note, now);
    if (!result.ok) return redirectWithToast(back, refusal(result));
    return redirectWithToast(back, {
      title: m.ops_toast_place_cancelled(),
      description: `${m.ops_toast_place_cancelled_description({ child: result.childName, batch: batchName(result) })}${offeredLine(result.offered)}`,
      variant: "success",
    });
  }

  const submission = parseForm(formData, decisionSchema);
  if (submission.status !== "success")
    return data({ toast: errorToast(submission.reply().error), lastResult: submission.reply() }, { status: 400 });
  const { applicationId, decision, note } = submission.value;
  const result = await decideApplication(actorId, applicationId, decision, note, now);
  if (!result.ok) return redirectWithToast(back, refusal(result));
  const who = `${result.childName} (${batchName(result)})`;
  switch (decision) {
    case "accept":
      return redirectWithToast(back, {
        title: m.ops_toast_accepted(),
        description: m.ops_toast_accepted_description({ who }),
        variant: "success",
      });
    case "waitlist":
      return redirectWithToast(back, {
        title: m.ops_toast_waitlisted(),
        description: m.ops_toast_waitlisted_description({
          who,
          position: waitlistPositionText(result.position ?? 1).toLowerCase(),
        }),
        variant: "success",
      });
    case "decline":
      return redirectWithToast(back, {
        title: m.ops_toast_declined(),
        description: `${m.ops_toast_declined_description({ who })}${offeredLine(result.offered)}`,
        variant: "success",
      });
  }
}
