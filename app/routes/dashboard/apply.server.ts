import { data } from "react-router";
import { applicationContext, refusedToast } from "~/lib/application-form";
import { waitInWords } from "~/lib/format";
import { enrolmentRefusalText } from "~/lib/refusals/enrolment";
import { applicationReceivedToast, applicationSchema, NEW_CHILD } from "~/lib/schemas/application";
import { parseForm } from "~/lib/schemas/parse-form";
import { freshToast, type Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { applicationFacts } from "~/server/data/application-facts.server";
import { applyForPlace } from "~/server/data/enrolment/apply.server";
import { trialPrefill } from "~/server/data/trials.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { spend } from "~/server/rate-limit.server";

/**
 * Enroll → Apply: checks the form with the same schema and context as the browser (built from the database now),
 * then applies in one transaction that checks it all again (app/server/data/enrolment/apply.server.ts). A full batch
 * waitlists the application; either way the parent lands on their enrolment page with 'Application Received'.
 */
export async function submitApplication(request: Request, parentId: string) {
  const form = await readTextForm(request);
  const now = new Date();
  const submission = parseForm(form, applicationSchema(applicationContext(await applicationFacts(parentId, now))));
  const fail = (toast: Toast, status: number, reply = submission.reply()) =>
    data({ lastResult: reply, toast: freshToast(toast) }, { status });

  if (submission.status !== "success") return fail(refusedToast(submission.error), 400);
  const budget = await spend("enrolmentChangesPerUser", parentId);
  if (!budget.ok) {
    return fail(
      refusedToast({
        form: [m.enrol_apply_too_many({ wait: waitInWords(budget.retryAfterSeconds) })],
      }),
      429,
    );
  }
  const result = await applyForPlace(parentId, submission.value, now);
  if (!result.ok) {
    const message = enrolmentRefusalText(result.reason);
    const reply = submission.reply(
      result.field ? { fieldErrors: { [result.field]: [message] } } : { formErrors: [message] },
    );
    return fail(refusedToast({ [result.field ?? ""]: [message] }), 409, reply);
  }
  return redirectWithToast("/dashboard/enrolment", applicationReceivedToast);
}

/**
 * 'Apply for a place' after a free trial (docs/product.md#free-trial-classes): the form starts from the booking named
 * by `?trial=`, with its child (one of the family's by the same name, else a new child with the booking's age) and
 * the trial's batch while it still takes applications. An unknown or malformed id starts the form empty.
 */
export async function trialStart(
  trialId: string | null,
  children: ReadonlyArray<{ id: string; name: string }>,
  batches: ReadonlyArray<{ id: string }>,
) {
  const booking = await trialPrefill(trialId);
  if (!booking) return null;
  const sameName = (name: string) => name.trim().toLowerCase() === booking.childName.trim().toLowerCase();
  const known = children.find((child) => sameName(child.name));
  return {
    childId: known?.id ?? NEW_CHILD,
    childName: known ? undefined : booking.childName,
    childAge: known ? undefined : String(booking.childAge),
    batchId: batches.some((b) => b.id === booking.batchId) ? booking.batchId : undefined,
  };
}
