import * as z from "zod/mini";
import { limits } from "~/lib/site-config";
import { supportStatuses } from "~/lib/statuses";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { checkbox, formKey, optionalFile, requiredText, said } from "./fields";
import { supportMessages } from "./support";

export const staffReplyMessages = {
  get bodyRequired() {
    return m.staff_reply_required();
  },
};

const status = z.enum(supportStatuses, said(m.staff_choose_status));

/** Staff → Support thread → Reply: a body, an optional attachment under the parents' rules, and the new status. */
export const staffReplySchema = z.object({
  body: requiredText(m.staff_reply_required).check(z.maxLength(5000, said(m.staff_reply_too_long))),
  attachment: optionalFile(limits.attachmentMaxBytes, () => supportMessages.attachmentTooLarge),
  removeAttachment: checkbox(),
  status,
  idempotencyKey: formKey(),
});

/** Staff → Support thread → Status. */
export const supportStatusSchema = z.object({ status });

export const staffSupportToasts = {
  get replied(): Toast {
    return { title: m.staff_replied(), description: m.staff_replied_description(), variant: "success" };
  },
  statusChanged: (label: string): Toast => ({
    title: m.staff_status_updated(),
    description: m.staff_status_updated_description({ label }),
    variant: "success",
  }),
  get unchanged(): Toast {
    return {
      title: m.staff_nothing_changed(),
      description: m.staff_status_unchanged_description(),
      variant: "default",
    };
  },
  get replyFailed(): Toast {
    return { title: m.staff_error(), description: m.staff_reply_failed(), variant: "destructive" };
  },
};
