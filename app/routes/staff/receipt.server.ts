import { formatPoisha } from "~/lib/format";
import { refundSchema } from "~/lib/schemas/money";
import { parseForm } from "~/lib/schemas/parse-form";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { m } from "~/paraglide/messages";
import { refundPayment } from "~/server/data/refunds.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

/** Staff → a payment's receipt → Refund…: one credit note, once per form key, never more than is left to refund. */
export async function handleRefund(formData: FormData, actorId: string, paymentId: string) {
  const here = `/staff/payments/receipts/${paymentId}`;
  const submission = parseForm(formData, refundSchema);
  if (submission.status !== "success") return invalid(submission.reply(), "refund");
  const result = await refundPayment(actorId, paymentId, submission.value, new Date());
  if (result.ok)
    return redirectWithToast(here, {
      title: m.money_toast_refunded(),
      description: m.money_toast_refunded_description({
        number: result.number,
        amount: formatPoisha(result.amountPoisha),
      }),
      variant: "success",
    });
  if (result.reason === "missing") return redirectWithToast(here, notFoundToast("payment"));
  const message =
    result.reason === "too-much"
      ? m.money_err_refund_too_much({ amount: formatPoisha(result.refundablePoisha) })
      : m.money_err_not_refundable();
  return invalid(submission.reply({ fieldErrors: { amountPoisha: [message] } }), "refund", {
    title: m.money_toast_not_refunded(),
    description: message,
    variant: "destructive",
  });
}
