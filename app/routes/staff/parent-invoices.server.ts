import { formatLongDate, formatPoisha } from "~/lib/format";
import { paymentMethodLabel } from "~/lib/labels";
import { parseForm } from "~/lib/schemas/parse-form";
import { oneOffInvoiceSchema, recordInvoicePaymentSchema, voidInvoiceSchema } from "~/lib/schemas/payment";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { createOneOffInvoice, voidInvoice } from "~/server/data/invoices.server";
import { recordInvoicePayment } from "~/server/data/payments.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

const notDue = (action: string) => ({
  title: "Not changed",
  description: `Only a due invoice can be ${action}: this one is awaiting verification, paid or void. Please reload the page.`,
  variant: "destructive" as const,
});

/** A family's invoices page, told apart by `intent`: a new one-off invoice, Void, or Record a payment. */
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
        title: "Invoice created",
        description: `${invoice.number} for ${formatPoisha(invoice.totalPoisha)}, due ${formatLongDate(submission.value.dueDate)}. The parent sees it on their Payments page.`,
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
        title: "Invoice voided",
        description: "The parent sees it as void, with your reason.",
        variant: "success",
      });
    }
    case "invoice.pay": {
      const submission = parseForm(formData, recordInvoicePaymentSchema);
      if (submission.status !== "success") return invalid(submission.reply(), `${intent}:${invoiceId}`);
      const result = await recordInvoicePayment(actorId, parentId, submission.value, now);
      if (!result.ok)
        return redirectWithToast(
          here,
          result.reason === "missing" ? notFoundToast("invoice") : notDue("paid this way"),
        );
      return redirectWithToast(here, {
        title: "Payment recorded",
        description: `Receipt ${result.receiptNumber}: ${formatPoisha(result.amountPoisha)} by ${paymentMethodLabel(submission.value.method)}. The parent has been emailed the receipt.`,
        variant: "success",
      });
    }
    default:
      return redirectWithToast(here, {
        title: "Error",
        description: "That form is not recognised. Please reload the page.",
        variant: "destructive",
      });
  }
}
