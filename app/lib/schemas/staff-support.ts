import * as z from "zod/mini";
import { limits } from "~/lib/site-config";
import { supportStatuses } from "~/lib/statuses";
import type { Toast } from "~/lib/toast";
import { checkbox, formKey, optionalFile, requiredText } from "./fields";
import { supportMessages } from "./support";

export const staffReplyMessages = {
  bodyRequired: "Please write a reply.",
} as const;

const status = z.enum(supportStatuses, { error: "Please choose a status." });

/** Staff → Support thread → Reply: a body, an optional attachment under the parents' rules, and the new status. */
export const staffReplySchema = z.object({
  body: requiredText(staffReplyMessages.bodyRequired).check(
    z.maxLength(5000, "Please keep the reply under 5,000 characters."),
  ),
  attachment: optionalFile(limits.attachmentMaxBytes, supportMessages.attachmentTooLarge),
  removeAttachment: checkbox(),
  status,
  idempotencyKey: formKey(),
});

/** Staff → Support thread → Status. */
export const supportStatusSchema = z.object({ status });

export const staffSupportToasts = {
  replied: {
    title: "Reply sent",
    description: "The parent has been emailed that a reply is waiting.",
    variant: "success",
  },
  statusChanged: (label: string): Toast => ({
    title: "Status updated",
    description: `The message is now ${label}.`,
    variant: "success",
  }),
  unchanged: { title: "Nothing changed", description: "The message already had that status.", variant: "default" },
  replyFailed: { title: "Error", description: "Could not send the reply. Please try again.", variant: "destructive" },
} satisfies Record<string, Toast | ((label: string) => Toast)>;
