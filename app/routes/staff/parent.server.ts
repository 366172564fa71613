import { formatLongDate, formatMoney } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
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
import { m } from "~/paraglide/messages";
import { INVITATION_DAYS } from "~/server/data/family/invitations.server";
import {
  cancelSubscription,
  createSubscription,
  recordPayment,
  renewSubscription,
  setPaymentStatus,
  updateSubscription,
} from "~/server/data/staff-billing.server";
import { changeInvitationAsStaff } from "~/server/data/staff-family.server";
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
        m.staff_toast_subscription_created(),
        m.staff_toast_subscription_runs({
          start: formatLongDate(submission.value.startDate),
          end: formatLongDate(submission.value.expiryDate),
        }),
      );
    }
    case "subscription.update": {
      const submission = parseForm(formData, subscriptionSchema);
      if (submission.status !== "success") return invalid(submission.reply(), `${intent}:${subscriptionId}`);
      if ((await updateSubscription(actorId, parentId, subscriptionId, submission.value)) === "missing")
        return missing("subscription");
      return done(
        m.staff_toast_subscription_updated(),
        m.staff_toast_subscription_until({ date: formatLongDate(submission.value.expiryDate) }),
      );
    }
    case "subscription.renew": {
      const submission = parseForm(formData, renewSchema);
      if (submission.status !== "success") return invalid(submission.reply(), `${intent}:${subscriptionId}`);
      const renewed = await renewSubscription(actorId, parentId, subscriptionId, submission.value.months);
      if (!renewed) return missing("subscription");
      return done(
        m.staff_toast_subscription_renewed(),
        m.staff_toast_subscription_until({ date: formatLongDate(renewed.expiryDate) }),
      );
    }
    case "subscription.cancel": {
      if ((await cancelSubscription(actorId, parentId, subscriptionId)) === "missing") return missing("subscription");
      return done(m.staff_toast_subscription_cancelled(), m.staff_toast_subscription_cancelled_description());
    }
    case "payment.create": {
      const submission = parseForm(formData, paymentSchema);
      if (submission.status !== "success") return invalid(submission.reply(), intent);
      if ((await recordPayment(actorId, parentId, submission.value)) === "missing") return missing("parent");
      const { amount, currency, paymentMethod } = submission.value;
      return done(
        m.staff_toast_payment_recorded(),
        m.staff_toast_payment_by({ amount: formatMoney(amount, currency), method: paymentMethodLabel(paymentMethod) }),
      );
    }
    case "payment.status": {
      const submission = parseForm(formData, paymentStatusSchema);
      if (submission.status !== "success") return invalid(submission.reply(), intent);
      const outcome = await setPaymentStatus(actorId, parentId, submission.value.paymentId, submission.value.status);
      if (outcome === "missing") return missing("payment");
      if (outcome === "unchanged")
        return redirectWithToast(here, {
          title: m.staff_nothing_changed(),
          description: m.staff_toast_payment_unchanged(),
        });
      return done(
        m.staff_toast_payment_status_updated(),
        m.staff_toast_payment_now({ label: statusLabel(submission.value.status) }),
      );
    }
    case "invitation.resend":
    case "invitation.withdraw": {
      const change = intent === "invitation.resend" ? "resend" : "withdraw";
      const invitationId = String(formData.get("invitationId") ?? "");
      const email = await changeInvitationAsStaff(actorId, parentId, invitationId, change, new Date());
      if (!email) return missing("invitation");
      return change === "resend"
        ? done(
            m.staff_toast_invitation_resent(),
            m.staff_toast_invitation_resent_description({ email, days: localDigits(INVITATION_DAYS) }),
          )
        : done(m.staff_toast_invitation_withdrawn(), m.staff_toast_invitation_withdrawn_description({ email }));
    }
    default:
      return redirectWithToast(here, {
        title: m.form_error_title(),
        description: m.staff_toast_unknown_form(),
        variant: "destructive",
      });
  }
}
