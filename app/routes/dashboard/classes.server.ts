import { data } from "react-router";
import { can } from "~/lib/family-permissions";
import { waitInWords } from "~/lib/format";
import { rsvpRefusalText } from "~/lib/refusals/classes";
import { rsvpSchema } from "~/lib/schemas/classes";
import { parseForm } from "~/lib/schemas/parse-form";
import { freshToast, type Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { issueCalendarSecret } from "~/server/calendar/feed.server";
import { answerOutdoorSession } from "~/server/data/classes.server";
import type { FamilyAccess } from "~/server/data/family/access.server";
import { notAllowedToast } from "~/server/family-session.server";
import { redirectWithToast } from "~/server/flash.server";
import { spend } from "~/server/rate-limit.server";
import { handleAbsence } from "./absence.server";

export const CLASSES_PATH = "/dashboard/classes";

const refused = (description: string): Toast => ({
  title: m.dash_srv_not_saved(),
  description,
  variant: "destructive",
});

/**
 * Dashboard → Classes: an answer to an outdoor session ('We'll be there' / 'Can't make it'), and the private calendar
 * link (get it, or reset it so the old address stops working). Only for the family's own places; the
 * calendar link is each member's own.
 */
export async function handleClassesAction(formData: FormData, family: FamilyAccess, now: Date) {
  const budget = await spend("classChangesPerUser", family.userId);
  if (!budget.ok) {
    const wait = waitInWords(budget.retryAfterSeconds);
    return data({ toast: freshToast(refused(m.dash_srv_class_changes_wait({ wait }))) }, { status: 429 });
  }
  const intent = String(formData.get("intent") ?? "");
  if ((intent === "rsvp" || intent === "absence") && !can(family.role, "answerClasses"))
    return redirectWithToast(CLASSES_PATH, notAllowedToast(family.role));
  switch (intent) {
    case "rsvp": {
      const submission = parseForm(formData, rsvpSchema);
      if (submission.status !== "success") throw data(null, { status: 404 });
      const result = await answerOutdoorSession(family, submission.value, now);
      if (!result.ok) return redirectWithToast(CLASSES_PATH, refused(rsvpRefusalText(result.reason)));
      return redirectWithToast(CLASSES_PATH, {
        title: m.dash_srv_answer_saved(),
        description: (submission.value.answer === "yes" ? m.dash_srv_answer_yes : m.dash_srv_answer_no)({
          child: result.childName,
        }),
        variant: "success",
      });
    }
    case "absence":
      return handleAbsence(formData, family.accountId, now);
    case "calendar.create":
    case "calendar.reset": {
      const reset = formData.get("intent") === "calendar.reset";
      await issueCalendarSecret(family.userId, { reset });
      return redirectWithToast(`${CLASSES_PATH}#calendar`, {
        title: reset ? m.dash_srv_calendar_reset() : m.dash_srv_calendar_ready(),
        description: reset ? m.dash_srv_calendar_reset_text() : m.dash_srv_calendar_ready_text(),
        variant: "success",
      });
    }
    default:
      throw data(null, { status: 404 });
  }
}
