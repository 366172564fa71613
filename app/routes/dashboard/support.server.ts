import { data } from "react-router";
import { waitInWords } from "~/lib/format";
import { parseForm } from "~/lib/schemas/parse-form";
import { supportErrorToast, supportReplySchema, supportSchema, supportToasts } from "~/lib/schemas/support";
import type { Toast } from "~/lib/toast";
import { freshToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { addParentReply, createSupportMessage } from "~/server/data/support.server";
import { rethrowIfUnavailable } from "~/server/db-availability.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormWithAttachment, uploadedAttachment } from "~/server/forms/attachment.server";
import { log } from "~/server/log.server";
import { spend } from "~/server/rate-limit.server";
import { storage as configuredStorage, type Storage } from "~/server/storage/index.server";

/**
 * Contact Support: the attachment streams straight into storage under a generated key while the form arrives.
 * Unless the message is saved with it, it is removed again, and every failure answers with the typed subject and
 * message intact: nothing is lost.
 */
export async function sendSupportMessage(request: Request, userId: string, store: Storage = configuredStorage()) {
  const read = await readFormWithAttachment(request, store, userId);
  if (read.error) return data({ lastResult: null, toast: read.error.toast }, { status: read.error.status });
  const form = read.form;
  try {
    const submission = parseForm(form.fields, supportSchema);
    const { stored, failure } = uploadedAttachment(form.file);
    const fail = (toast: Toast, fieldErrors?: Record<string, string[]>, status = 400) =>
      data(
        { lastResult: submission.reply(fieldErrors ? { fieldErrors } : undefined), toast: freshToast(toast) },
        { status },
      );

    if (failure) return fail(failure.toast, failure.fieldErrors);
    if (submission.status !== "success") return fail(supportErrorToast(submission.error ?? undefined));

    const budget = await spend("supportMessagesPerUser", userId);
    if (!budget.ok) {
      return fail(
        supportToasts.sendFailed(m.dash_srv_support_wait({ wait: waitInWords(budget.retryAfterSeconds) })),
        undefined,
        429,
      );
    }
    const { subject, message, removeAttachment } = submission.value;
    const attachment = removeAttachment ? null : stored;
    try {
      await createSupportMessage(userId, { subject, message, attachment });
    } catch (error) {
      rethrowIfUnavailable(error);
      log.error("support message not stored", { error });
      return fail(supportToasts.sendFailed(m.dash_srv_support_try_again()));
    }
    if (attachment) form.keep();
    return redirectWithToast("/dashboard/support", supportToasts.sent);
  } finally {
    await form.release();
  }
}

/**
 * A reply in one of the parent's own threads, under the rules of a new message: the same message check, the same
 * attachment rules and the same budget. Someone else's thread answers 404, as a missing one does.
 */
export async function sendSupportReply(
  request: Request,
  userId: string,
  messageId: string,
  store: Storage = configuredStorage(),
) {
  const read = await readFormWithAttachment(request, store, userId);
  if (read.error) return data({ lastResult: null, toast: read.error.toast }, { status: read.error.status });
  const form = read.form;
  try {
    const submission = parseForm(form.fields, supportReplySchema);
    const { stored, failure } = uploadedAttachment(form.file);
    const fail = (toast: Toast, fieldErrors?: Record<string, string[]>, status = 400) =>
      data(
        { lastResult: submission.reply(fieldErrors ? { fieldErrors } : undefined), toast: freshToast(toast) },
        { status },
      );

    if (failure) return fail(failure.toast, failure.fieldErrors);
    if (submission.status !== "success") return fail(supportErrorToast(submission.error ?? undefined));

    const budget = await spend("supportMessagesPerUser", userId);
    if (!budget.ok) {
      return fail(
        supportToasts.sendFailed(m.dash_srv_support_wait({ wait: waitInWords(budget.retryAfterSeconds) })),
        undefined,
        429,
      );
    }
    const { message, removeAttachment, idempotencyKey } = submission.value;
    const attachment = removeAttachment ? null : stored;
    let result: Awaited<ReturnType<typeof addParentReply>>;
    try {
      result = await addParentReply(userId, messageId, { body: message, attachment, idempotencyKey });
    } catch (error) {
      rethrowIfUnavailable(error);
      log.error("support reply not stored", { error });
      return fail(supportToasts.sendFailed(m.dash_srv_support_try_again()));
    }
    if (!result) throw data(null, { status: 404 });
    // A repeated post (double click, retry) made no second reply; its copy of the file is not kept.
    if (attachment && !result.duplicate) form.keep();
    return redirectWithToast(`/dashboard/support/${messageId}`, supportToasts.replied);
  } finally {
    await form.release();
  }
}
