import { applicationContext } from "~/lib/application-form";
import { waitlistPositionText } from "~/lib/enrolment";
import { enrolmentRefusalText } from "~/lib/refusals/enrolment";
import { applicationSchema } from "~/lib/schemas/application";
import { parseForm } from "~/lib/schemas/parse-form";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { m } from "~/paraglide/messages";
import { applicationFacts } from "~/server/data/application-facts.server";
import { applyForPlace } from "~/server/data/enrolment/apply.server";
import { getParentRecord } from "~/server/data/staff-parents.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

/**
 * Staff enter an application for a family that applied by phone: the parent's schema with the family's context, then
 * the same transaction as the parent's own (capacity, age, duplicates, the waitlist), audited as staff's.
 */
export async function enterApplication(formData: FormData, actorId: string, parentId: string) {
  const here = `/staff/parents/${parentId}`;
  const intent = "application.create";
  if (!(await getParentRecord(parentId))) return redirectWithToast("/staff/parents", notFoundToast("parent"));
  const now = new Date();
  const submission = parseForm(formData, applicationSchema(applicationContext(await applicationFacts(parentId, now))));
  if (submission.status !== "success") return invalid(submission.reply(), intent);
  const result = await applyForPlace(parentId, submission.value, now, { enteredBy: actorId });
  if (!result.ok) {
    const message = enrolmentRefusalText(result.reason);
    const reply = submission.reply(
      result.field ? { fieldErrors: { [result.field]: [message] } } : { formErrors: [message] },
    );
    return invalid(reply, intent);
  }
  return redirectWithToast(here, {
    title: m.staff_toast_application_entered(),
    description:
      result.status === "waitlisted"
        ? m.staff_toast_application_waitlisted({
            position: waitlistPositionText(result.position ?? 1).toLowerCase(),
          })
        : m.staff_toast_application_waits(),
    variant: "success",
  });
}
