import { parseForm } from "~/lib/schemas/parse-form";
import { data } from "react-router";
import { staffReplySchema, staffSupportToasts, supportStatusSchema } from "~/lib/schemas/staff-support";
import type { Toast } from "~/lib/toast";
import { statusLabel } from "~/components/staff/status";
import { readFormWithAttachment, uploadedAttachment } from "~/routes/dashboard/attachment.server";
import { freshToast } from "~/routes/dashboard/form.server";
import { replyToSupportMessage, setSupportStatus } from "~/server/data/staff-support.server";
import { redirectWithToast } from "~/server/flash.server";
import { log } from "~/server/log.server";
import { storage as configuredStorage, type Storage } from "~/server/storage/index.server";
import { errorToast, notFoundToast } from "./guard.server";

/**
 * The thread page's two forms. A reply's attachment streams into storage as the form arrives,
 * under the same rules as the parent's (any type, up to 10 MB, private); anything that fails
 * afterwards removes it again and keeps the typed reply.
 */
export async function handleThreadAction(request: Request, actorId: string, messageId: string, store: Storage = configuredStorage()) {
  const read = await readFormWithAttachment(request, store);
  if (read.error) return data({ form: "reply", lastResult: null, toast: read.error.toast }, { status: read.error.status });
  const { fields, file } = read.form;
  const here = `/staff/support/${messageId}`;

  if (fields.get("intent") === "status") {
    const submission = parseForm(fields, supportStatusSchema);
    if (submission.status !== "success") return data({ form: "status", lastResult: submission.reply(), toast: errorToast(submission.error) }, { status: 400 });
    const outcome = await setSupportStatus(actorId, messageId, submission.value.status);
    if (outcome === "missing") return redirectWithToast("/staff/support", notFoundToast("message"));
    return redirectWithToast(here, outcome === "changed" ? staffSupportToasts.statusChanged(statusLabel(submission.value.status)) : staffSupportToasts.unchanged);
  }

  const submission = parseForm(fields, staffReplySchema);
  const { stored, discard, failure } = uploadedAttachment(file, store);
  const fail = async (toast: Toast, fieldErrors?: Record<string, string[]>) => {
    await discard();
    return data({ form: "reply", lastResult: submission.reply(fieldErrors ? { fieldErrors } : undefined), toast: freshToast(toast) }, { status: 400 });
  };

  if (failure) return fail(failure.toast, failure.fieldErrors);
  if (submission.status !== "success") return fail(errorToast(submission.error));

  const { body, status, removeAttachment } = submission.value;
  if (removeAttachment) await discard();
  try {
    const result = await replyToSupportMessage(actorId, messageId, { body, status, attachment: removeAttachment ? null : stored });
    if (!result) {
      await discard();
      return redirectWithToast("/staff/support", notFoundToast("message"));
    }
  } catch (error) {
    log.error("support reply not stored", { error });
    return fail(staffSupportToasts.replyFailed);
  }
  return redirectWithToast(here, staffSupportToasts.replied);
}
