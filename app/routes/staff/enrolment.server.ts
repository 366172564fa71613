import { data } from "react-router";
import { waitlistPositionText } from "~/lib/enrolment";
import { cancelApplicationSchema, decisionSchema, moveApplicationSchema } from "~/lib/schemas/enrolment-decision";
import { parseForm } from "~/lib/schemas/parse-form";
import {
  cancelApplication,
  decideApplication,
  type EnrolmentFailure,
  moveApplication,
} from "~/server/data/enrolment.server";
import { redirectWithToast } from "~/server/flash.server";
import { errorToast } from "~/server/forms/form-results.server";

/** The toast for a refused decision: a full batch says so plainly. */
function refusal(failure: EnrolmentFailure) {
  if (failure.reason === "full")
    return { title: "Batch Full", description: failure.message, variant: "destructive" } as const;
  if (failure.reason === "not-found")
    return { title: "Not found", description: failure.message, variant: "destructive" } as const;
  return { title: "Not changed", description: failure.message, variant: "destructive" } as const;
}

const offeredLine = (offered: string[]) =>
  offered.length === 0
    ? ""
    : offered.length === 1
      ? " The seat was offered to the next family on the waitlist."
      : ` ${offered.length} seats were offered to the next families on the waitlist.`;

/** The batch page's roster: move a child's place to another batch of the same programme. */
export async function handleMove(formData: FormData, actorId: string, back: string) {
  const submission = parseForm(formData, moveApplicationSchema);
  if (submission.status !== "success")
    return data({ toast: errorToast(submission.reply().error), lastResult: submission.reply() }, { status: 400 });
  const result = await moveApplication(actorId, submission.value.applicationId, submission.value.batchId, new Date());
  if (!result.ok) return redirectWithToast(back, refusal(result));
  return redirectWithToast(back, {
    title: "Child Moved",
    description: `${result.childName} moved from ${result.fromBatchName} to ${result.batchName}, and the parent has been emailed.${offeredLine(result.offered)}`,
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
      title: "Place Cancelled",
      description: `${result.childName}'s application for ${result.batchName} is cancelled and the parent has been emailed.${offeredLine(result.offered)}`,
      variant: "success",
    });
  }

  const submission = parseForm(formData, decisionSchema);
  if (submission.status !== "success")
    return data({ toast: errorToast(submission.reply().error), lastResult: submission.reply() }, { status: 400 });
  const { applicationId, decision, note } = submission.value;
  const result = await decideApplication(actorId, applicationId, decision, note, now);
  if (!result.ok) return redirectWithToast(back, refusal(result));
  const who = `${result.childName} (${result.batchName})`;
  switch (decision) {
    case "accept":
      return redirectWithToast(back, {
        title: "Application Accepted",
        description: `${who} has a place. The parent has been emailed and a pending subscription created.`,
        variant: "success",
      });
    case "waitlist":
      return redirectWithToast(back, {
        title: "Application Waitlisted",
        description: `${who} is ${waitlistPositionText(result.position ?? 1).toLowerCase()}. The parent has been emailed.`,
        variant: "success",
      });
    case "decline":
      return redirectWithToast(back, {
        title: "Application Declined",
        description: `${who} was declined and the parent has been emailed.${offeredLine(result.offered)}`,
        variant: "success",
      });
  }
}
