import { data } from "react-router";
import { localDigits } from "~/lib/i18n/digits";
import { registerSchema } from "~/lib/schemas/attendance";
import { parseForm } from "~/lib/schemas/parse-form";
import { freshToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { saveRegister } from "~/server/data/attendance/attendance.server";
import { redirectWithToast } from "~/server/flash.server";

/**
 * Save Register (docs/product.md#attendance): every child of the class marked Present, Late or Absent. Back to the
 * batch's Register with a toast; a form with a child unmarked is shown again with what was chosen.
 */
export async function handleSaveRegister(formData: FormData, actorId: string, batchId: string, classDate: string) {
  const submission = parseForm(formData, registerSchema);
  if (submission.status !== "success") throw data(null, { status: 400 });
  const result = await saveRegister(actorId, batchId, classDate, submission.value, new Date());
  if (!result.ok) {
    if (result.reason === "missing") throw data(null, { status: 404 });
    return data(
      {
        toast: freshToast({
          title: m.att_register_not_saved(),
          description: result.reason === "unmarked" ? m.att_mark_choose() : m.att_refused_outsider(),
          variant: "destructive",
        }),
        posted: { ...submission.value.children, ...submission.value.trials } as Record<string, string>,
      },
      { status: 400 },
    );
  }
  return redirectWithToast(`/staff/batches/${batchId}#register`, {
    title: result.changed ? m.att_toast_register_saved() : m.att_toast_register_unchanged(),
    description: result.changed ? m.att_toast_register_changed({ count: localDigits(result.changed) }) : undefined,
    variant: "success",
  });
}
