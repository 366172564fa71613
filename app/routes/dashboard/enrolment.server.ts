import { data } from "react-router";
import { waitInWords } from "~/lib/format";
import { applicationChangeSchema } from "~/lib/schemas/application-change";
import { parseForm } from "~/lib/schemas/parse-form";
import { seatHoldingStatuses } from "~/lib/statuses";
import { freshToast, type Toast } from "~/lib/toast";
import {
  acceptOffer,
  type EnrolmentFailure,
  getParentApplication,
  withdrawApplication,
} from "~/server/data/enrolment.server";
import { redirectWithToast } from "~/server/flash.server";
import { spend } from "~/server/rate-limit.server";

const ENROLMENT_PATH = "/dashboard/enrolment";

const refused = (title: string, description: string): Toast => ({ title, description, variant: "destructive" });

/** A refused change, in the parent's words: a lapsed offer says so; anything else shows the rule's message. */
function failureToast(failure: EnrolmentFailure): Toast {
  if (failure.reason === "expired") return refused("Offer Lapsed", failure.message);
  return refused("Not Changed", failure.message);
}

/**
 * Dashboard → Enrolment: 'Accept Offer', and 'Withdraw' once its confirmation step was answered. Only the parent's
 * own applications: anyone else's, or one that does not exist, answers 404. Every outcome lands back on the page
 * with a toast.
 */
export async function changeApplication(formData: FormData, parentId: string) {
  const submission = parseForm(formData, applicationChangeSchema);
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flatMap((e) => e ?? [])[0];
    return data({ toast: freshToast(refused("Not Changed", first ?? "Please try again.")) }, { status: 400 });
  }
  const { intent, applicationId } = submission.value;
  const application = await getParentApplication(parentId, applicationId);
  if (!application) throw data(null, { status: 404 });

  const budget = await spend("enrolmentChangesPerUser", parentId);
  if (!budget.ok) {
    const wait = waitInWords(budget.retryAfterSeconds);
    return data(
      {
        toast: freshToast(
          refused("Not Changed", `You have made many changes in a short time. Please wait ${wait} and try again.`),
        ),
      },
      { status: 429 },
    );
  }

  const now = new Date();
  const { child, batch } = application;
  if (intent === "accept") {
    const result = await acceptOffer(parentId, applicationId, now);
    if (!result.ok) return redirectWithToast(ENROLMENT_PATH, failureToast(result));
    return redirectWithToast(ENROLMENT_PATH, {
      title: "Offer Accepted",
      description: `${child.name} has a place in ${batch.name}. We have emailed you the details; your subscription shows what to pay before the first class.`,
      variant: "success",
    });
  }
  const result = await withdrawApplication(parentId, applicationId, now);
  if (!result.ok) return redirectWithToast(ENROLMENT_PATH, failureToast(result));
  const heldSeat = (seatHoldingStatuses as readonly string[]).includes(application.status);
  return redirectWithToast(ENROLMENT_PATH, {
    title: "Application Withdrawn",
    description: `${child.name}'s application for ${batch.name} is withdrawn.${heldSeat ? " The seat goes to the next family on the waitlist." : ""}`,
    variant: "success",
  });
}
