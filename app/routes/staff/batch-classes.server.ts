import {
  cancelClassSchema,
  joinLinkSchema,
  outdoorSessionIdSchema,
  outdoorSessionSchema,
  recordingIdSchema,
  recordingSchema,
} from "~/lib/schemas/classes";
import { parseForm } from "~/lib/schemas/parse-form";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import {
  addOutdoorSession,
  addRecording,
  cancelClass,
  removeOutdoorSession,
  removeRecording,
  setJoinUrl,
  updateRecording,
} from "~/server/data/batch-classes.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

const saved = (title: string, description?: string): Toast => ({ title, description, variant: "success" });
const refused = (title: string, description: string): Toast => ({ title, description, variant: "destructive" });

/**
 * The batch page's class forms (docs/product.md#classes-and-recordings): the class link, cancelling one class,
 * recordings and outdoor sessions.
 */
export async function handleClassAction(formData: FormData, actorId: string, batchId: string, now: Date) {
  const here = `/staff/batches/${batchId}`;
  const missingBatch = () => redirectWithToast("/staff/batches", notFoundToast("batch"));
  const intent = String(formData.get("intent") ?? "");
  switch (intent) {
    case "class.link": {
      const submission = parseForm(formData, joinLinkSchema);
      if (submission.status !== "success") return invalid(submission.reply(), intent);
      if ((await setJoinUrl(actorId, batchId, submission.value.joinUrl, now)) === "missing") return missingBatch();
      return redirectWithToast(
        `${here}#classes`,
        saved(m.ops_toast_class_link_saved(), m.ops_toast_class_link_saved_description()),
      );
    }
    case "class.cancel": {
      const form = `class.cancel.${formData.get("classStartsAt")}`;
      const submission = parseForm(formData, cancelClassSchema);
      if (submission.status !== "success") return invalid(submission.reply(), form);
      const outcome = await cancelClass(actorId, batchId, submission.value, now);
      switch (outcome) {
        case "missing":
          return missingBatch();
        case "cancelled":
          return redirectWithToast(
            `${here}#classes`,
            saved(m.ops_toast_class_cancelled(), m.ops_toast_class_cancelled_description()),
          );
        case "already":
          return redirectWithToast(
            `${here}#classes`,
            refused(m.ops_toast_already_cancelled(), m.ops_toast_already_cancelled_description()),
          );
        case "past":
          return redirectWithToast(`${here}#classes`, refused(m.ops_toast_not_cancelled(), m.ops_toast_class_past()));
        case "not-a-class":
          return redirectWithToast(`${here}#classes`, refused(m.ops_toast_not_cancelled(), m.ops_toast_not_a_class()));
      }
      break;
    }
    case "recording.add":
    case "recording.update": {
      const recordingId = String(formData.get("recordingId") ?? "");
      const form = intent === "recording.add" ? intent : `recording.update.${recordingId}`;
      const submission = parseForm(formData, recordingSchema);
      if (submission.status !== "success") return invalid(submission.reply(), form);
      const outcome =
        intent === "recording.add"
          ? await addRecording(actorId, batchId, submission.value, now)
          : await updateRecording(actorId, batchId, recordingId, submission.value, now);
      if (outcome === "missing")
        return intent === "recording.add"
          ? missingBatch()
          : redirectWithToast(`${here}#recordings`, notFoundToast("recording"));
      return redirectWithToast(
        `${here}#recordings`,
        saved(
          intent === "recording.add" ? m.ops_toast_recording_added() : m.ops_toast_recording_updated(),
          submission.value.title,
        ),
      );
    }
    case "recording.remove": {
      const submission = parseForm(formData, recordingIdSchema);
      const outcome =
        submission.status === "success"
          ? await removeRecording(actorId, batchId, submission.value.recordingId)
          : "missing";
      if (outcome === "missing") return redirectWithToast(`${here}#recordings`, notFoundToast("recording"));
      return redirectWithToast(`${here}#recordings`, saved(m.ops_toast_recording_removed()));
    }
    case "outdoor.add": {
      const submission = parseForm(formData, outdoorSessionSchema);
      if (submission.status !== "success") return invalid(submission.reply(), intent);
      if ((await addOutdoorSession(actorId, batchId, submission.value, now)) === "missing") return missingBatch();
      return redirectWithToast(
        `${here}#outdoor`,
        saved(m.ops_toast_outdoor_added(), m.ops_toast_outdoor_added_description()),
      );
    }
    case "outdoor.remove": {
      const submission = parseForm(formData, outdoorSessionIdSchema);
      const outcome =
        submission.status === "success"
          ? await removeOutdoorSession(actorId, batchId, submission.value.sessionId)
          : "missing";
      if (outcome === "missing") return redirectWithToast(`${here}#outdoor`, notFoundToast("outdoor session"));
      return redirectWithToast(`${here}#outdoor`, saved(m.ops_toast_outdoor_removed()));
    }
  }
  return redirectWithToast(here, refused(m.ops_toast_error(), m.ops_toast_form_unknown()));
}
