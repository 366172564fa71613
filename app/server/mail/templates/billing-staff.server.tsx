import { formatDateTime, formatLongDate, formatPoisha } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import { env } from "~/server/env.server";
import { mailTemplate } from "../render.server";
import { staffFactsEmail } from "./staff-facts.server";

/** Staff's billing mails (docs/product.md#money-and-payments): a transfer to verify, and a place a parent cancelled. */

export const transferSubmittedStaffMail = mailTemplate(
  (f: {
    parentName: string;
    parentEmail: string;
    method: string;
    senderNumber: string;
    transactionId: string;
    amountPoisha: number;
    invoiceNumbers: string[];
    submittedAt: Date;
  }) => {
    const url = `${env().APP_URL}/staff/payments`;
    return staffFactsEmail({
      kind: "billing-transfer-submitted",
      subject: `Payment to verify: ${formatPoisha(f.amountPoisha)} by ${paymentMethodLabel(f.method)} (${f.invoiceNumbers.join(", ")})`,
      intro:
        "A parent has paid by mobile money and submitted the transaction ID. Please check it against the statement.",
      fields: [
        ["Invoice", f.invoiceNumbers.join(", ")],
        ["Parent", `${f.parentName} <${f.parentEmail}>`],
        ["Amount", formatPoisha(f.amountPoisha)],
        ["Method", paymentMethodLabel(f.method)],
        ["Sent from", f.senderNumber],
        ["Transaction ID", f.transactionId],
        ["Submitted", formatDateTime(f.submittedAt)],
      ],
      closing: (
        <>
          Approve or reject it in the <a href={url}>staff console</a>.
        </>
      ),
      closingText: `Approve or reject it in the staff console: ${url}`,
    });
  },
  { englishOnly: true },
);

export const placeEndingStaffMail = mailTemplate(
  (f: {
    parentName: string;
    parentEmail: string;
    childName: string;
    batchName: string;
    batchId: string | null;
    endsOn: string;
  }) => {
    const url = `${env().APP_URL}/staff/batches/${f.batchId ?? ""}`;
    return staffFactsEmail({
      kind: "billing-place-ending",
      subject: `Subscription cancelled: ${f.childName}, ${f.batchName}`,
      intro:
        "A parent cancelled a subscription from the dashboard. The place stays until the end of the paid period, then its seat goes to the waitlist.",
      fields: [
        ["Child", f.childName],
        ["Batch", f.batchName],
        ["Parent", `${f.parentName} <${f.parentEmail}>`],
        ["Place stays until", formatLongDate(f.endsOn)],
      ],
      closing: (
        <>
          See the batch in the <a href={url}>staff console</a>.
        </>
      ),
      closingText: `See the batch in the staff console: ${url}`,
    });
  },
  { englishOnly: true },
);
