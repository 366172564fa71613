import { formatDateTime } from "~/lib/format";
import { env } from "~/server/env.server";
import { mailTemplate } from "../render.server";
import { staffFactsEmail } from "./staff-facts.server";

/**
 * Staff's support mail (docs/product.md#support-messages): a parent wrote a new message, or replied in a thread.
 * It carries the text, so staff can read it from their mail, and links to the thread to answer.
 */
export const supportMessageStaffMail = mailTemplate(
  (f: {
    kind: "message" | "reply";
    messageId: string;
    subject: string;
    text: string;
    attachmentName: string | null;
    parentName: string;
    parentEmail: string;
    sentAt: Date;
  }) => {
    const url = `${env().APP_URL}/staff/support/${f.messageId}`;
    const isReply = f.kind === "reply";
    return staffFactsEmail({
      kind: isReply ? "support-parent-reply-staff" : "support-new-message-staff",
      subject: isReply ? `Parent replied: ${f.subject}` : `New support message: ${f.subject}`,
      intro: isReply
        ? "A parent replied in a support thread."
        : "A parent sent a new support message from the dashboard.",
      fields: [
        ["Parent", `${f.parentName} <${f.parentEmail}>`],
        ["Subject", f.subject],
        [isReply ? "Reply" : "Message", f.text],
        ["Attachment", f.attachmentName ?? "None"],
        ["Sent", formatDateTime(f.sentAt)],
      ],
      closing: (
        <>
          Answer it in the <a href={url}>staff console</a>.
        </>
      ),
      closingText: `Answer it in the staff console: ${url}`,
    });
  },
  { englishOnly: true },
);
