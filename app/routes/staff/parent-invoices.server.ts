import { formatLongDate, formatPoisha } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import { adjustmentSchema } from "~/lib/schemas/money";
import { parseForm } from "~/lib/schemas/parse-form";
import { oneOffInvoiceSchema, recordInvoicePaymentSchema, voidInvoiceSchema } from "~/lib/schemas/payment";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { m } from "~/paraglide/messages";
import { adjustInvoice } from "~/server/data/invoice-adjustments.server";
import { createOneOffInvoice, voidInvoice } from "~/server/data/invoices.server";
import { recordInvoicePayment } from "~/server/data/payments.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

const notDue = (action: "voided" | "paid") => ({
  title: m.staff_users_not_changed(),
  description: action === "voided" ? m.staff_toast_invoice_not_due_voided() : m.staff_toast_invoice_not_due_paid(),
  variant: "destructive" as const,
});

/** A family's invoices page, told apart by `intent`: a new one-off invoice, Void, Record a payment, or Adjust. */
export async function handleInvoiceAction(formData: FormData, actorId: string, parentId: string) {
  const here = `/staff/parents/${parentId}/invoices`;
  const intent = String(formData.get("intent") ?? "");
  const invoiceId = String(formData.get("invoiceId") ?? "");
  const now = new Date();

  switch (intent) {
    case "invoice.create": {
      const submission = parseForm(formData, oneOffInvoiceSchema);
      if (submission.status !== "success") return invalid(submission.reply(), intent);
      const invoice = await createOneOffInvoice(actorId, parentId, submission.value, now);
      if (!invoice) return redirectWithToast(here, notFoundToast(submission.value.childId ? "child" : "parent"));
      return redirectWithToast(here, {
        title: m.staff_toast_invoice_created(),
        description: m.staff_toast_invoice_created_description({
          number: invoice.number,
          amount: formatPoisha(invoice.totalPoisha),
          date: formatLongDate(submission.value.dueDate),
        }),
        variant: "success",
      });
    }
    case "invoice.void": {
      const submission = parseForm(formData, voidInvoiceSchema);
      if (submission.status !== "success") return invalid(submission.reply(), `${intent}:${invoiceId}`);
      const outcome = await voidInvoice(actorId, parentId, submission.value.invoiceId, submission.value.reason, now);
      if (outcome === "missing") return redirectWithToast(here, notFoundToast("invoice"));
      if (outcome === "not-due") return redirectWithToast(here, notDue("voided"));
      return redirectWithToast(here, {
        title: m.staff_toast_invoice_voided(),
        description: m.staff_toast_invoice_voided_description(),
        variant: "success",
      });
    }
    case "invoice.pay": {
      const submission = parseForm(formData, recordInvoicePaymentSchema);
      if (submission.status !== "success") return invalid(submission.reply(), `${intent}:${invoiceId}`);
      const result = await recordInvoicePayment(actorId, parentId, submission.value, now);
      if (!result.ok)
        return redirectWithToast(here, result.reason === "missing" ? notFoundToast("invoice") : notDue("paid"));
      return redirectWithToast(here, {
        title: m.staff_toast_payment_recorded(),
        description: m.staff_toast_invoice_paid_description({
          receipt: result.receiptNumber,
          amount: formatPoisha(result.amountPoisha),
          method: paymentMethodLabel(submission.value.method),
        }),
        variant: "success",
      });
    }
    case "invoice.adjust": {
      const submission = parseForm(formData, adjustmentSchema);
      if (submission.status !== "success") return invalid(submission.reply(), `${intent}:${invoiceId}`);
      const result = await adjustInvoice(actorId, parentId, submission.value, now);
      if (result.ok)
        return redirectWithToast(here, {
          title: m.money_toast_adjusted(),
          description: m.money_toast_adjusted_description({
            number: result.number,
            amount: formatPoisha(result.totalPoisha),
          }),
          variant: "success",
        });
      if (result.reason === "missing") return redirectWithToast(here, notFoundToast("invoice"));
      const message =
        result.reason === "too-large"
          ? m.money_err_adjust_too_large({ amount: formatPoisha(result.totalPoisha) })
          : m.money_err_adjust_not_due();
      return invalid(submission.reply({ fieldErrors: { amountPoisha: [message] } }), `${intent}:${invoiceId}`, {
        title: m.staff_users_not_changed(),
        description: message,
        variant: "destructive",
      });
    }
    default:
      return redirectWithToast(here, {
        title: m.form_error_title(),
        description: m.staff_toast_unknown_form(),
        variant: "destructive",
      });
  }
}
