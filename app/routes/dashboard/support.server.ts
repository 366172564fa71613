import { parseForm } from "~/lib/schemas/parse-form";
import { data } from "react-router";
import { supportErrorToast, supportSchema, supportToasts } from "~/lib/schemas/support";
import type { Toast } from "~/lib/toast";
import { createSupportMessage } from "~/server/data/support.server";
import { redirectWithToast } from "~/server/flash.server";
import { log } from "~/server/log.server";
import { storage as configuredStorage, type Storage } from "~/server/storage/index.server";
import { readFormWithAttachment, uploadedAttachment } from "./attachment.server";
import { freshToast } from "./form.server";

/**
 * Contact Support: the attachment streams straight into storage under a generated key while the
 * form arrives. Whatever goes wrong afterwards removes it again, and every failure answers with
 * the typed subject and message intact (SPEC §8: nothing is lost).
 */
export async function sendSupportMessage(request: Request, userId: string, store: Storage = configuredStorage()) {
  const read = await readFormWithAttachment(request, store);
  if (read.error) return data({ lastResult: null, toast: read.error.toast }, { status: read.error.status });

  const { fields, file } = read.form;
  const submission = parseForm(fields, supportSchema);
  const { stored, discard, failure } = uploadedAttachment(file, store);
  const fail = async (toast: Toast, fieldErrors?: Record<string, string[]>) => {
    await discard();
    return data({ lastResult: submission.reply(fieldErrors ? { fieldErrors } : undefined), toast: freshToast(toast) }, { status: 400 });
  };

  if (failure) return fail(failure.toast, failure.fieldErrors);
  if (submission.status !== "success") return fail(supportErrorToast(submission.error ?? undefined));

  const { subject, message, removeAttachment } = submission.value;
  if (removeAttachment) await discard();
  try {
    await createSupportMessage(userId, { subject, message, attachment: removeAttachment ? null : stored });
  } catch (error) {
    log.error("support message not stored", { error });
    return fail(supportToasts.sendFailed("please try again in a moment."));
  }
  return redirectWithToast("/dashboard/support", supportToasts.sent);
}
