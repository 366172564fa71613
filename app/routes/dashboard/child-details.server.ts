import { data } from "react-router";
import { waitInWords } from "~/lib/format";
import { careToasts, childDetailsSchema, mediaChoicesSchema } from "~/lib/schemas/care";
import { parseForm } from "~/lib/schemas/parse-form";
import { freshToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { saveChildDetails, setMediaChoices } from "~/server/data/care.server";
import type { FamilyActor } from "~/server/data/family/access.server";
import { redirectWithToast } from "~/server/flash.server";
import { spend } from "~/server/rate-limit.server";

/**
 * Profile → a child's details: 'details' saves allergies, medical notes, the emergency contact and the date of birth;
 * 'media' the two photo and video choices (docs/product.md#each-childs-details, docs/product.md#consents). Only for
 * the family's own child: anyone else's answers 404, as the page does.
 */
export async function handleChildDetailsAction(formData: FormData, family: FamilyActor, childId: string, now: Date) {
  const path = `/dashboard/profile/children/${childId}`;
  const intent = String(formData.get("intent") ?? "");
  const budget = await spend("profileSavesPerUser", family.userId);
  if (!budget.ok) {
    const toast = careToasts.invalid;
    const description = m.dash_srv_profile_changes_wait({ wait: waitInWords(budget.retryAfterSeconds) });
    return data({ intent, lastResult: null, toast: freshToast({ ...toast, description }) }, { status: 429 });
  }
  switch (intent) {
    case "details": {
      const submission = parseForm(formData, childDetailsSchema);
      if (submission.status !== "success") {
        return data({ intent, lastResult: submission.reply(), toast: freshToast(careToasts.invalid) }, { status: 400 });
      }
      if (!(await saveChildDetails(family.accountId, childId, submission.value, now)))
        throw data(null, { status: 404 });
      return redirectWithToast(path, careToasts.detailsSaved);
    }
    case "media": {
      const submission = parseForm(formData, mediaChoicesSchema);
      if (submission.status !== "success") throw data(null, { status: 400 });
      const changed = await setMediaChoices(family, childId, submission.value, now);
      if (changed === null) throw data(null, { status: 404 });
      return redirectWithToast(`${path}#media`, changed ? careToasts.mediaSaved : careToasts.mediaUnchanged);
    }
    default:
      throw data(null, { status: 404 });
  }
}
