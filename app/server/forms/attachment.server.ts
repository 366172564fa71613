import { waitInWords } from "~/lib/format";
import { supportToasts } from "~/lib/schemas/support";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import type { Attachment } from "../data/support.server";
import { log } from "../log.server";
import { spend } from "../rate-limit.server";
import { FileTooLargeError, folders, newObjectKey, type Storage } from "../storage/index.server";
import { readPageForm } from "./page-form.server";
import type { FileOutcome } from "./read-form.server";

/** A user who has spent their upload budget: the file is dropped unread and the form says when to try again. */
export class UploadBudgetSpentError extends Error {
  override name = "UploadBudgetSpentError";
  constructor(readonly retryAfterSeconds: number) {
    super("Too many uploads.");
  }
}

/**
 * Reads a support message or a staff reply. Its optional attachment (any type, up to 10 MB, private) streams
 * into storage under a generated key while the form arrives; the form's `release()` removes it again unless the
 * caller `keep()`s it once the message is saved.
 */
export function readFormWithAttachment(request: Request, store: Storage, userId: string) {
  return readPageForm<Attachment>(request, {
    // Room for a file a little over the limit, so the sender gets the size message rather than a dropped connection.
    maxBodyBytes: 2 * limits.attachmentMaxBytes + 1024 * 1024,
    limitHint: supportToasts.attachmentTooLarge.description,
    file: {
      field: "attachment",
      save: async (part) => {
        const budget = await spend("uploadsPerUser", userId);
        if (!budget.ok) throw new UploadBudgetSpentError(budget.retryAfterSeconds);
        const key = newObjectKey(folders.attachments);
        const { size } = await store.put(key, part.stream, {
          maxBytes: limits.attachmentMaxBytes,
          contentType: part.contentType,
        });
        return { key, name: part.filename, type: part.contentType, size };
      },
      remove: (attachment) =>
        store.delete(attachment.key).catch((error: unknown) => log.warn("attachment not removed", { error })),
    },
  });
}

/** The stored attachment, if any, and, when the upload failed, the toast and field error that say why. */
export function uploadedAttachment(file: FileOutcome<Attachment>) {
  const stored = file?.ok ? file.value : null;
  let failure: { toast: Toast; fieldErrors: Record<string, string[]> } | null = null;
  if (file && !file.ok) {
    const message = uploadFailureMessage(file.error);
    const toast =
      file.error instanceof FileTooLargeError
        ? supportToasts.attachmentTooLarge
        : supportToasts.uploadFailed(message.charAt(0).toLowerCase() + message.slice(1));
    failure = {
      toast,
      fieldErrors: {
        attachment: [file.error instanceof FileTooLargeError ? supportToasts.attachmentTooLarge.description : message],
      },
    };
  }
  return { stored, failure };
}

function uploadFailureMessage(error: unknown) {
  if (error instanceof FileTooLargeError) return supportToasts.attachmentTooLarge.description;
  if (error instanceof UploadBudgetSpentError)
    return m.form_upload_budget_spent({ wait: waitInWords(error.retryAfterSeconds) });
  log.error("attachment upload failed", { error });
  return m.form_file_not_saved();
}
