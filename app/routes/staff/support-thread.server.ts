import { data } from "react-router";
import { statusLabel } from "~/lib/labels";
import { parseForm } from "~/lib/schemas/parse-form";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { staffReplySchema, staffSupportToasts, supportStatusSchema } from "~/lib/schemas/staff-support";
import type { Toast } from "~/lib/toast";
import { freshToast } from "~/lib/toast";
import { replyToSupportMessage, setSupportStatus } from "~/server/data/staff-support.server";
import type { Attachment } from "~/server/data/support.server";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormWithAttachment, uploadedAttachment } from "~/server/forms/attachment.server";
import { errorToast } from "~/server/forms/form-results.server";
import type { ReadForm } from "~/server/forms/read-form.server";
import { log } from "~/server/log.server";
import { storage as configuredStorage, type Storage } from "~/server/storage/index.server";

/**
 * The thread page's two forms. A reply's attachment streams into storage as the form arrives,
 * under the same rules as the parent's (any type, up to 10 MB, private); anything that fails
 * afterwards removes it again and keeps the typed reply.
 */
export async function handleThreadAction(
  request: Request,
  actorId: string,
  messageId: string,
  store: Storage = configuredStorage(),
) {
  const read = await readFormWithAttachment(request, store, actorId);
  if (read.error)
    return data({ form: "reply", lastResult: null, toast: read.error.toast }, { status: read.error.status });
  const form = read.form;
  try {
    return await threadAction(form, actorId, messageId);
  } finally {
    await form.release();
  }
}

async function threadAction(form: ReadForm<Attachment>, actorId: string, messageId: string) {
  const { fields, file } = form;
  const here = `/staff/support/${messageId}`;

  if (fields.get("intent") === "status") {
    const submission = parseForm(fields, supportStatusSchema);
    if (submission.status !== "success")
      return data(
        { form: "status", lastResult: submission.reply(), toast: errorToast(submission.error) },
        { status: 400 },
      );
    const outcome = await setSupportStatus(actorId, messageId, submission.value.status);
    if (outcome === "missing") return redirectWithToast("/staff/support", notFoundToast("message"));
    return redirectWithToast(
      here,
      outcome === "changed"
        ? staffSupportToasts.statusChanged(statusLabel(submission.value.status))
        : staffSupportToasts.unchanged,
    );
  }

  const submission = parseForm(fields, staffReplySchema);
  const { stored, failure } = uploadedAttachment(file);
  const fail = (toast: Toast, fieldErrors?: Record<string, string[]>) =>
    data(
      {
        form: "reply",
        lastResult: submission.reply(fieldErrors ? { fieldErrors } : undefined),
        toast: freshToast(toast),
      },
      { status: 400 },
    );

  if (failure) return fail(failure.toast, failure.fieldErrors);
  if (submission.status !== "success") return fail(errorToast(submission.error));

  const { body, status, removeAttachment, idempotencyKey } = submission.value;
  const attachment = removeAttachment ? null : stored;
  let result: Awaited<ReturnType<typeof replyToSupportMessage>>;
  try {
    result = await replyToSupportMessage(actorId, messageId, { body, status, attachment, idempotencyKey });
  } catch (error) {
    rethrowIfUnavailable(error);
    log.error("support reply not stored", { error });
    return fail(staffSupportToasts.replyFailed);
  }
  if (!result) return redirectWithToast("/staff/support", notFoundToast("message"));
  // A repeated post (double click, retry) made no second reply; its copy of the file is not kept.
  if (attachment && !result.duplicate) form.keep();
  return redirectWithToast(here, staffSupportToasts.replied);
}
