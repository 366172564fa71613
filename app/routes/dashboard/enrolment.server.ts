import { data } from "react-router";
import { waitInWords } from "~/lib/format";
import { enrolmentRefusalText } from "~/lib/refusals/enrolment";
import { applicationChangeSchema } from "~/lib/schemas/application-change";
import { parseForm } from "~/lib/schemas/parse-form";
import { seatHoldingStatuses } from "~/lib/statuses";
import { freshToast, type Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { acceptOffer, withdrawApplication } from "~/server/data/enrolment/changes.server";
import { getParentApplication } from "~/server/data/enrolment/queries.server";
import type { EnrolmentFailure } from "~/server/data/enrolment/rules.server";
import type { FamilyActor } from "~/server/data/family/access.server";
import { redirectWithToast } from "~/server/flash.server";
import { spend } from "~/server/rate-limit.server";

const ENROLMENT_PATH = "/dashboard/enrolment";

const refused = (title: string, description: string): Toast => ({ title, description, variant: "destructive" });

/** A refused change, in the parent's words: a lapsed offer says so; anything else shows the rule's message. */
function failureToast({ reason }: EnrolmentFailure): Toast {
  const title = reason === "expired" ? m.enrol_toast_offer_lapsed() : m.enrol_toast_not_changed();
  return refused(title, enrolmentRefusalText(reason));
}

/**
 * Dashboard → Enrolment: 'Accept Offer', and 'Withdraw' once its confirmation step was answered. Only the parent's
 * own applications: anyone else's, or one that does not exist, answers 404. Every outcome lands back on the page
 * with a toast.
 */
export async function changeApplication(formData: FormData, { accountId: parentId, userId }: FamilyActor) {
  const submission = parseForm(formData, applicationChangeSchema);
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flatMap((e) => e ?? [])[0];
    return data(
      { toast: freshToast(refused(m.enrol_toast_not_changed(), first ?? m.enrol_try_again())) },
      { status: 400 },
    );
  }
  const { intent, applicationId } = submission.value;
  const application = await getParentApplication(parentId, applicationId);
  if (!application) throw data(null, { status: 404 });

  const budget = await spend("enrolmentChangesPerUser", parentId);
  if (!budget.ok) {
    const wait = waitInWords(budget.retryAfterSeconds);
    return data(
      {
        toast: freshToast(refused(m.enrol_toast_not_changed(), m.enrol_too_many_changes({ wait }))),
      },
      { status: 429 },
    );
  }

  const now = new Date();
  const { child, batch } = application;
  if (intent === "accept") {
    const result = await acceptOffer(parentId, applicationId, now, userId);
    if (!result.ok) return redirectWithToast(ENROLMENT_PATH, failureToast(result));
    return redirectWithToast(ENROLMENT_PATH, {
      title: m.enrol_toast_offer_accepted(),
      description: m.enrol_toast_offer_accepted_text({ child: child.name, batch: batch.name }),
      variant: "success",
    });
  }
  const result = await withdrawApplication(parentId, applicationId, now, userId);
  if (!result.ok) return redirectWithToast(ENROLMENT_PATH, failureToast(result));
  const heldSeat = (seatHoldingStatuses as readonly string[]).includes(application.status);
  return redirectWithToast(ENROLMENT_PATH, {
    title: m.enrol_toast_withdrawn(),
    description: (heldSeat ? m.enrol_toast_withdrawn_seat_text : m.enrol_toast_withdrawn_text)({
      child: child.name,
      batch: batch.name,
    }),
    variant: "success",
  });
}
