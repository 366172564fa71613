import { parseForm } from "~/lib/schemas/parse-form";
import { data } from "react-router";
import { staffReplySchema, staffSupportToasts, supportStatusSchema } from "~/lib/schemas/staff-support";
import { supportToasts } from "~/lib/schemas/support";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { statusLabel } from "~/components/staff/status";
import { freshToast, readDashboardForm } from "~/routes/dashboard/form.server";
import { replyToSupportMessage, setSupportStatus } from "~/server/data/staff-support.server";
import type { Attachment } from "~/server/data/support.server";
import { redirectWithToast } from "~/server/flash.server";
import { log } from "~/server/log.server";
import { FileTooLargeError, folders, newObjectKey, storage as configuredStorage, type Storage } from "~/server/storage/index.server";
import { errorToast, notFoundToast } from "./guard.server";

/**
 * The thread page's two forms. A reply's attachment streams into storage as the form arrives,
 * under the same rules as the parent's (any type, up to 10 MB, private); anything that fails
 * afterwards removes it again and keeps the typed reply.
 */
export async function handleThreadAction(request: Request, actorId: string, messageId: string, store: Storage = configuredStorage()) {
  const read = await readDashboardForm<Attachment>(request, {
    maxBodyBytes: 2 * limits.attachmentMaxBytes + 1024 * 1024,
    file: {
      field: "attachment",
      handle: async (part) => {
        const key = newObjectKey(folders.attachments);
        const { size } = await store.put(key, part.stream, { maxBytes: limits.attachmentMaxBytes, contentType: part.contentType });
        return { key, name: part.filename, type: part.contentType, size };
      },
    },
  });
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
  const stored = file?.ok ? file.value : null;
  const discard = () => (stored ? store.delete(stored.key).catch((error: unknown) => log.warn("attachment not removed", { error })) : undefined);
  const fail = async (toast: Toast, fieldErrors?: Record<string, string[]>) => {
    await discard();
    return data({ form: "reply", lastResult: submission.reply(fieldErrors ? { fieldErrors } : undefined), toast: freshToast(toast) }, { status: 400 });
  };

  if (file && !file.ok) {
    if (file.error instanceof FileTooLargeError) {
      return fail(supportToasts.attachmentTooLarge, { attachment: [supportToasts.attachmentTooLarge.description] });
    }
    log.error("attachment upload failed", { error: file.error });
    return fail(supportToasts.uploadFailed("the file could not be saved. Please try again."), { attachment: ["The file could not be saved. Please try again."] });
  }
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
