import { parseForm } from "~/lib/schemas/parse-form";
import { data } from "react-router";
import { supportErrorToast, supportSchema, supportToasts } from "~/lib/schemas/support";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { createSupportMessage, type Attachment } from "~/server/data/support.server";
import { redirectWithToast } from "~/server/flash.server";
import { log } from "~/server/log.server";
import { FileTooLargeError, folders, newObjectKey, storage as configuredStorage, type Storage } from "~/server/storage/index.server";
import { freshToast, readDashboardForm } from "./form.server";

/**
 * Contact Support: the attachment streams straight into storage under a generated key while the
 * form arrives. Whatever goes wrong afterwards removes it again, and every failure answers with
 * the typed subject and message intact (SPEC §8: nothing is lost).
 */
export async function sendSupportMessage(request: Request, userId: string, store: Storage = configuredStorage()) {
  const read = await readDashboardForm<Attachment>(request, {
    // Room for a file a little over the limit, so the parent gets the size message rather than a dropped connection.
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
  if (read.error) return data({ lastResult: null, toast: read.error.toast }, { status: read.error.status });

  const { fields, file } = read.form;
  const submission = parseForm(fields, supportSchema);
  const stored = file?.ok ? file.value : null;
  const discard = () => (stored ? store.delete(stored.key).catch((error: unknown) => log.warn("attachment not removed", { error })) : undefined);
  const fail = async (toast: Toast, fieldErrors?: Record<string, string[]>) => {
    await discard();
    return data({ lastResult: submission.reply(fieldErrors ? { fieldErrors } : undefined), toast: freshToast(toast) }, { status: 400 });
  };

  if (file && !file.ok) {
    if (file.error instanceof FileTooLargeError) {
      return fail(supportToasts.attachmentTooLarge, { attachment: [supportToasts.attachmentTooLarge.description] });
    }
    log.error("attachment upload failed", { error: file.error });
    return fail(supportToasts.uploadFailed("the file could not be saved. Please try again."), {
      attachment: ["The file could not be saved. Please try again."],
    });
  }
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
