import { supportToasts } from "~/lib/schemas/support";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import type { Attachment } from "~/server/data/support.server";
import { log } from "~/server/log.server";
import type { ReadFormResult } from "~/server/storage/form.server";
import { FileTooLargeError, folders, newObjectKey, type Storage } from "~/server/storage/index.server";
import { readDashboardForm } from "./form.server";

/**
 * Reads a support message or a staff reply. Its optional attachment (any type, up to 10 MB, private) streams
 * into storage under a generated key while the form arrives.
 */
export function readFormWithAttachment(request: Request, store: Storage) {
  return readDashboardForm<Attachment>(request, {
    // Room for a file a little over the limit, so the sender gets the size message rather than a dropped connection.
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
}

/**
 * What became of the attachment: the stored file, if any; `discard` to remove it again when anything after the
 * upload fails; and, when the upload itself failed, the toast and field error that say why.
 */
export function uploadedAttachment(file: ReadFormResult<Attachment>["file"], store: Storage) {
  const stored = file?.ok ? file.value : null;
  const discard = async () => {
    if (stored) await store.delete(stored.key).catch((error: unknown) => log.warn("attachment not removed", { error }));
  };
  let failure: { toast: Toast; fieldErrors: Record<string, string[]> } | null = null;
  if (file && !file.ok) {
    if (file.error instanceof FileTooLargeError) {
      failure = { toast: supportToasts.attachmentTooLarge, fieldErrors: { attachment: [supportToasts.attachmentTooLarge.description] } };
    } else {
      log.error("attachment upload failed", { error: file.error });
      failure = {
        toast: supportToasts.uploadFailed("the file could not be saved. Please try again."),
        fieldErrors: { attachment: ["The file could not be saved. Please try again."] },
      };
    }
  }
  return { stored, discard, failure };
}
