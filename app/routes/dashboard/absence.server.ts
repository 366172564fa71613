import { data } from "react-router";
import { absenceSchema } from "~/lib/schemas/attendance";
import { parseForm } from "~/lib/schemas/parse-form";
import { m } from "~/paraglide/messages";
import { setCantAttend } from "~/server/data/attendance/attendance.server";
import { redirectWithToast } from "~/server/flash.server";

const CLASSES_PATH = "/dashboard/classes";

/** Dashboard → Classes → "Can't attend" on an upcoming class of the parent's own place, or taking it back. */
export async function handleAbsence(formData: FormData, parentId: string, now: Date) {
  const submission = parseForm(formData, absenceSchema);
  if (submission.status !== "success") throw data(null, { status: 404 });
  const cant = submission.value.cant === "yes";
  const result = await setCantAttend(parentId, { ...submission.value, cant }, now);
  if (!result.ok) {
    if (result.reason !== "started") throw data(null, { status: 404 });
    return redirectWithToast(CLASSES_PATH, {
      title: m.dash_srv_not_saved(),
      description: m.att_refused_started(),
      variant: "destructive",
    });
  }
  return redirectWithToast(CLASSES_PATH, {
    title: cant ? m.att_toast_absence_saved() : m.att_toast_absence_taken_back(),
    description: (cant ? m.att_toast_absence_saved_text : m.att_toast_absence_taken_back_text)({
      child: result.childName,
    }),
    variant: "success",
  });
}
