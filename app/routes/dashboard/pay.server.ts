import { redirect } from "react-router";
import { formatLongDate, formatPoisha } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { sumPoisha } from "~/lib/money";
import { transferMethods, transferSteps, transferValues } from "~/lib/payment-methods";
import { invoiceReference } from "~/lib/reconcile";
import { transferRefusalText } from "~/lib/refusals/payments";
import { parseForm } from "~/lib/schemas/parse-form";
import { transferSchema } from "~/lib/schemas/payment";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import type { FamilyActor } from "~/server/data/family/access.server";
import type { InvoiceView } from "~/server/data/invoices.server";
import { confirmWithKeptMessage } from "~/server/data/reconcile.server";
import { submitTransfer } from "~/server/data/transfers.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

/**
 * The parent's invoices as their pages show them (formatted here, so the pages ship no formatters), and the
 * 'Submit Payment' form that one invoice's page and 'Pay all due' share.
 */

export type InvoiceRow = {
  id: string;
  number: string;
  status: InvoiceView["status"];
  overdue: boolean;
  childName: string | null;
  lines: Array<{ description: string; amount: string }>;
  total: string;
  due: string;
  voidReason: string | null;
  rejectedBecause: string | null;
  paymentId: string | null;
  /** What the parent types in bKash's or Nagad's Reference field for it. */
  reference: string;
};

export function invoiceRow(invoice: InvoiceView): InvoiceRow {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    overdue: invoice.overdue,
    childName: invoice.childName,
    lines: invoice.lines.map((line) => ({ description: line.description, amount: formatPoisha(line.amountPoisha) })),
    total: formatPoisha(invoice.totalPoisha, invoice.currency),
    due: formatLongDate(invoice.dueDate),
    voidReason: invoice.voidReason,
    rejectedBecause: invoice.rejectedBecause,
    paymentId: invoice.paymentId,
    reference: invoiceReference(invoice.number),
  };
}

/**
 * What to send for due invoices: the total, the reference (their numbers), each method's steps and the values to type
 * into its app.
 */
export function payment(invoices: InvoiceView[]) {
  const totalPoisha = sumPoisha(invoices.map((invoice) => invoice.totalPoisha));
  const total = formatPoisha(totalPoisha);
  // One short reference, typeable on any keypad: the first invoice's (the reader finds the transfer through it).
  const reference = invoiceReference([...invoices].sort((a, b) => a.number.localeCompare(b.number))[0]?.number ?? "");
  return {
    invoiceIds: invoices.map((invoice) => invoice.id),
    total,
    reference,
    steps: Object.fromEntries(
      transferMethods.map((method) => [method, transferSteps(method, total, reference)]),
    ) as Record<(typeof transferMethods)[number], string[]>,
    values: Object.fromEntries(
      transferMethods.map((method) => [method, transferValues(method, totalPoisha, reference)]),
    ) as Record<(typeof transferMethods)[number], ReturnType<typeof transferValues>>,
  };
}

export const paymentSubmitted: Toast = {
  get title() {
    return m.enrol_toast_payment_submitted();
  },
  get description() {
    return m.enrol_toast_payment_submitted_text();
  },
  variant: "success",
};

/**
 * Submit Payment: the transfer for `invoiceIds` (the invoices the page showed, so the parent pays exactly what they
 * read). A refused TrxID or number keeps what was typed and says why under the field.
 */
export async function submitPayment(
  formData: FormData,
  { accountId: parentId, userId }: FamilyActor,
  invoiceIds: string[],
  done: string,
) {
  const submission = parseForm(formData, transferSchema);
  if (submission.status !== "success") return invalid(submission.reply(), "pay");
  if (!invoiceIds.every(isUuid)) throw redirect("/dashboard/payments");
  const result = await submitTransfer(parentId, invoiceIds, submission.value, new Date(), userId);
  if (!result.ok) {
    const message = transferRefusalText(result.reason);
    const reply =
      result.field === "transactionId"
        ? submission.reply({ fieldErrors: { transactionId: [message] } })
        : submission.reply({ formErrors: [message] });
    return invalid(reply, "pay", {
      title: m.enrol_toast_payment_not_submitted(),
      description: message,
      variant: "destructive",
    });
  }
  // The school's phone may have forwarded the money's message before the parent got here: it confirms it now.
  const confirmed = await confirmWithKeptMessage(submission.value.transactionId, new Date());
  return redirectWithToast(done, confirmed === "approved" ? paymentConfirmed : paymentSubmitted);
}

/** The transfer matched a bKash or Nagad message the school already had: paid at once, the receipt on its way. */
export const paymentConfirmed: Toast = {
  get title() {
    return m.money_toast_confirmed();
  },
  get description() {
    return m.money_toast_confirmed_description();
  },
  variant: "success",
};
