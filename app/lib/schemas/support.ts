import * as z from "zod/mini";
import { limits, supportDefaults } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { checkbox, formKey, optionalFile, requiredText, said } from "./fields";

export const supportMessages = {
  get messageRequired() {
    return m.dash_support_message_required();
  },
  get attachmentTooLarge() {
    return m.dash_support_attachment_too_large();
  },
};

/**
 * Support & Help → Contact Support (docs/product.md#support-messages). The attachment is optional, any type, up to 10
 * MB.
 */
export const supportSchema = z.object({
  subject: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(150, said(m.dash_support_subject_too_long)))),
    z.transform((v) => v || supportDefaults.subject),
  ),
  message: requiredText(() => supportMessages.messageRequired).check(
    z.maxLength(5000, said(m.dash_support_message_too_long)),
  ),
  attachment: optionalFile(limits.attachmentMaxBytes, () => supportMessages.attachmentTooLarge),
  /** Set when the parent removed the chosen file without JavaScript. */
  removeAttachment: checkbox(),
});

/**
 * A parent's reply inside one of their threads: the message field and attachment rules of a new message, without a
 * subject, and the form's one-time key so a double click sends one reply and one email.
 */
export const supportReplySchema = z.object({
  message: supportSchema.shape.message,
  attachment: supportSchema.shape.attachment,
  removeAttachment: supportSchema.shape.removeAttachment,
  idempotencyKey: formKey(),
});

const destructive = (title: () => string, description: () => string): Toast & { description: string } => ({
  get title() {
    return title();
  },
  get description() {
    return description();
  },
  variant: "destructive",
});

export const supportToasts = {
  sent: {
    get title() {
      return m.dash_support_sent_title();
    },
    get description() {
      return m.dash_support_sent_description();
    },
    variant: "success",
  },
  replied: {
    get title() {
      return m.dash_support_replied_title();
    },
    get description() {
      return m.dash_support_sent_description();
    },
    variant: "success",
  },
  messageRequired: destructive(m.dash_support_message_required_title, () => supportMessages.messageRequired),
  attachmentTooLarge: destructive(m.dash_file_too_large, () => supportMessages.attachmentTooLarge),
  uploadFailed: (message: string): Toast => ({
    title: m.dash_support_upload_failed_title(),
    description: m.dash_support_upload_failed({ message }),
    variant: "destructive",
  }),
  sendFailed: (message: string): Toast => ({
    title: m.dash_error(),
    description: m.dash_support_send_failed({ message }),
    variant: "destructive",
  }),
} satisfies Record<string, Toast | ((message: string) => Toast)>;

/** The toast for a failed check: the attachment's size, else the message. */
export function supportErrorToast(errors: Record<string, string[] | null | undefined> | undefined): Toast {
  const all = Object.values(errors ?? {}).flatMap((e) => e ?? []);
  if (all.includes(supportMessages.attachmentTooLarge)) return supportToasts.attachmentTooLarge;
  if (all.includes(supportMessages.messageRequired)) return supportToasts.messageRequired;
  return { title: m.dash_error(), description: all[0] ?? m.dash_check_form(), variant: "destructive" };
}
