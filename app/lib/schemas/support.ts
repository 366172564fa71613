import * as z from "zod/mini";
import { limits, supportDefaults } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { checkbox, optionalFile, requiredText } from "./fields";

export const supportMessages = {
  messageRequired: "Please enter your message.",
  attachmentTooLarge: "Attachment must be smaller than 10MB.",
} as const;

/** Support & Help → Contact Support (SPEC §5). The attachment is optional, any type, up to 10 MB. */
export const supportSchema = z.object({
  subject: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(150, "Please keep the subject under 150 characters."))),
    z.transform((v) => v || supportDefaults.subject),
  ),
  message: requiredText(supportMessages.messageRequired).check(
    z.maxLength(5000, "Please keep your message under 5,000 characters."),
  ),
  attachment: optionalFile(limits.attachmentMaxBytes, supportMessages.attachmentTooLarge),
  /** Set when the parent removed the chosen file without JavaScript. */
  removeAttachment: checkbox(),
});

export const supportToasts = {
  sent: { title: "Message Sent", description: "Our support team will get back to you soon.", variant: "success" },
  messageRequired: { title: "Message Required", description: supportMessages.messageRequired, variant: "destructive" },
  attachmentTooLarge: {
    title: "File too large",
    description: supportMessages.attachmentTooLarge,
    variant: "destructive",
  },
  uploadFailed: (message: string): Toast => ({
    title: "Upload Failed",
    description: `Could not upload attachment: ${message}`,
    variant: "destructive",
  }),
  sendFailed: (message: string): Toast => ({
    title: "Error",
    description: `Could not send your message: ${message}`,
    variant: "destructive",
  }),
} satisfies Record<string, Toast | ((message: string) => Toast)>;

/** The toast for a failed check: the attachment's size, else the message. */
export function supportErrorToast(errors: Record<string, string[] | null | undefined> | undefined): Toast {
  const all = Object.values(errors ?? {}).flatMap((e) => e ?? []);
  if (all.includes(supportMessages.attachmentTooLarge)) return supportToasts.attachmentTooLarge;
  if (all.includes(supportMessages.messageRequired)) return supportToasts.messageRequired;
  return { title: "Error", description: all[0] ?? "Please check the form.", variant: "destructive" };
}
