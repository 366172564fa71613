import { toBanglaDigits } from "~/lib/i18n/digits";
import { capacityBelowTakenText } from "~/lib/refusals/batches";
import { continueRefusalText } from "~/lib/refusals/continuation";
import { batchOpenSchema, batchSchema } from "~/lib/schemas/batch";
import { continueBatchSchema } from "~/lib/schemas/money";
import { parseForm } from "~/lib/schemas/parse-form";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { setBatchOpen, updateBatch } from "~/server/data/batches.server";
import { continueBatch } from "~/server/data/enrolment/continuation.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";
import { handleClassAction } from "./batch-classes.server";
import { handleBatchPracticeAction } from "./batch-practice.server";
import { handleDecision, handleMove } from "./enrolment.server";

/**
 * The batch page's forms, told apart by `intent`: edit, close or reopen, the batch that continues it, cancelling or
 * moving a place, and its classes (link, cancelling one, recordings, outdoor sessions).
 */
export async function handleBatchAction(formData: FormData, actorId: string, batchId: string) {
  const here = `/staff/batches/${batchId}`;
  const now = new Date();
  switch (String(formData.get("intent") ?? "")) {
    case "batch.update": {
      const submission = parseForm(formData, batchSchema);
      if (submission.status !== "success") return invalid(submission.reply(), "batch.update");
      const result = await updateBatch(actorId, batchId, submission.value, now);
      if (!result.ok && result.reason === "not-found")
        return redirectWithToast("/staff/batches", notFoundToast("batch"));
      if (!result.ok && result.reason === "below-taken")
        return invalid(
          submission.reply({ fieldErrors: { capacity: [capacityBelowTakenText(result.seatsTaken)] } }),
          "batch.update",
        );
      const offered = result.ok ? result.offered.length : 0;
      return redirectWithToast(here, {
        title: m.ops_toast_batch_updated(),
        description: offered
          ? offered === 1
            ? m.ops_toast_batch_saved_one_offered()
            : m.ops_toast_batch_saved_many_offered({
                count: getLocale() === "bn" ? toBanglaDigits(offered) : String(offered),
              })
          : m.ops_toast_changes_saved(),
        variant: "success",
      });
    }
    case "batch.open": {
      const submission = parseForm(formData, batchOpenSchema);
      if (submission.status !== "success") return invalid(submission.reply(), "batch.open");
      const outcome = await setBatchOpen(actorId, batchId, submission.value.open, now);
      if (outcome === "missing") return redirectWithToast("/staff/batches", notFoundToast("batch"));
      return redirectWithToast(here, {
        title: submission.value.open ? m.ops_toast_batch_reopened() : m.ops_toast_batch_closed(),
        description: submission.value.open
          ? m.ops_toast_batch_reopened_description()
          : m.ops_toast_batch_closed_description(),
        variant: "success",
      });
    }
    case "class.link":
    case "class.cancel":
    case "recording.add":
    case "recording.update":
    case "recording.remove":
    case "outdoor.add":
    case "outdoor.remove":
      return handleClassAction(formData, actorId, batchId, now);
    case "batch.continue": {
      const submission = parseForm(formData, continueBatchSchema);
      if (submission.status !== "success") return invalid(submission.reply(), "batch.continue");
      const result = await continueBatch(actorId, batchId, submission.value.nextBatchId, now);
      if (!result.ok && result.reason === "missing") return redirectWithToast(here, notFoundToast("batch"));
      if (!result.ok) {
        const message = continueRefusalText(result.reason, result);
        return invalid(submission.reply({ fieldErrors: { nextBatchId: [message] } }), "batch.continue", {
          title: m.staff_users_not_changed(),
          description: message,
          variant: "destructive",
        });
      }
      return redirectWithToast(here, {
        title: m.money_toast_continued(),
        description: m.money_toast_continued_description({
          batch: result.nextBatchName,
          count: getLocale() === "bn" ? toBanglaDigits(result.offered) : String(result.offered),
        }),
        variant: "success",
      });
    }
    case "practice.assign":
      return handleBatchPracticeAction(formData, actorId, batchId);
    case "application.cancel":
      return handleDecision(formData, actorId, here);
    case "application.move":
      return handleMove(formData, actorId, here);
    default:
      return redirectWithToast(here, {
        title: m.ops_toast_error(),
        description: m.ops_toast_form_unknown(),
        variant: "destructive",
      });
  }
}
