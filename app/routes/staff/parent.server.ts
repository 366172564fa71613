import { formatLongDate, formatMoney } from "~/lib/format";
import { paymentMethodLabel, statusLabel } from "~/lib/labels";
import { parseForm } from "~/lib/schemas/parse-form";
import {
  newSubscriptionSchema,
  paymentSchema,
  paymentStatusSchema,
  renewSchema,
  subscriptionSchema,
} from "~/lib/schemas/staff-billing";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import {
  cancelSubscription,
  createSubscription,
  recordPayment,
  renewSubscription,
  setPaymentStatus,
  updateSubscription,
} from "~/server/data/staff-billing.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

/** The parent page's forms, told apart by `intent`; each success returns to the page with a toast. */
export async function handleParentAction(formData: FormData, actorId: string, parentId: string) {
  const intent = String(formData.get("intent") ?? "");
  const subscriptionId = String(formData.get("subscriptionId") ?? "");
  const here = `/staff/parents/${parentId}`;
  const done = (title: string, description: string) =>
    redirectWithToast(here, { title, description, variant: "success" });
  const missing = (what: string) => redirectWithToast(here, notFoundToast(what));

  switch (intent) {
    case "subscription.create": {
      const submission = parseForm(formData, newSubscriptionSchema);
      if (submission.status !== "success") return invalid(submission.reply(), intent);
      if ((await createSubscription(actorId, parentId, submission.value)) === "missing") return missing("parent");
      return done(
        "Subscription created",
        `It runs from ${formatLongDate(submission.value.startDate)} to ${formatLongDate(submission.value.expiryDate)}.`,
      );
    }
    case "subscription.update": {
      const submission = parseForm(formData, subscriptionSchema);
      if (submission.status !== "success") return invalid(submission.reply(), `${intent}:${subscriptionId}`);
      if ((await updateSubscription(actorId, parentId, subscriptionId, submission.value)) === "missing")
        return missing("subscription");
      return done("Subscription updated", `It now runs until ${formatLongDate(submission.value.expiryDate)}.`);
    }
    case "subscription.renew": {
      const submission = parseForm(formData, renewSchema);
      if (submission.status !== "success") return invalid(submission.reply(), `${intent}:${subscriptionId}`);
      const renewed = await renewSubscription(actorId, parentId, subscriptionId, submission.value.months);
      if (!renewed) return missing("subscription");
      return done("Subscription renewed", `It now runs until ${formatLongDate(renewed.expiryDate)}.`);
    }
    case "subscription.cancel": {
      if ((await cancelSubscription(actorId, parentId, subscriptionId)) === "missing") return missing("subscription");
      return done("Subscription cancelled", "The parent's dashboard now shows it as cancelled.");
    }
    case "payment.create": {
      const submission = parseForm(formData, paymentSchema);
      if (submission.status !== "success") return invalid(submission.reply(), intent);
      if ((await recordPayment(actorId, parentId, submission.value)) === "missing") return missing("parent");
      const { amount, currency, paymentMethod } = submission.value;
      return done("Payment recorded", `${formatMoney(amount, currency)} by ${paymentMethodLabel(paymentMethod)}.`);
    }
    case "payment.status": {
      const submission = parseForm(formData, paymentStatusSchema);
      if (submission.status !== "success") return invalid(submission.reply(), intent);
      const outcome = await setPaymentStatus(actorId, parentId, submission.value.paymentId, submission.value.status);
      if (outcome === "missing") return missing("payment");
      if (outcome === "unchanged")
        return redirectWithToast(here, {
          title: "Nothing changed",
          description: "The payment already had that status.",
        });
      return done("Payment status updated", `The payment is now ${statusLabel(submission.value.status)}.`);
    }
    default:
      return redirectWithToast(here, {
        title: "Error",
        description: "That form is not recognised. Please reload the page.",
        variant: "destructive",
      });
  }
}
