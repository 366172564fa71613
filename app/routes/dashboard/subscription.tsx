import { Form, Link } from "react-router";
import { useFamilyCan } from "~/components/dashboard/family-can";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { SubscriptionStatusBadge } from "~/components/dashboard/status";
import { formatLongDate } from "~/lib/format";
import { localized } from "~/lib/i18n/language";
import { fullStop, pageLanguage } from "~/lib/labels";
import { placeRefusalText } from "~/lib/refusals/place-billing";
import { findPlan, whatsappHref } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { renewPlace } from "~/server/data/place-billing.server";
import { listSubscriptions, type Subscription } from "~/server/data/subscriptions.server";
import { requireFamily } from "~/server/family-session.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Button, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/subscription";
import { loadFailures, loadOrToast } from "./load.server";

export const meta: Route.MetaFunction = () => dashboardMeta(m.dash_subscription_title());

/**
 * A place billed monthly in the app (docs/product.md#fees-and-billing) that is not ending: Renew and Cancel work on it.
 */
const isLivePlace = (s: Subscription) => Boolean(s.batchId) && !s.endsOn && s.status !== "cancelled";
const isMonthly = (s: Subscription) => findPlan(s.planId)?.per === "month";

export async function loader({ request }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const subscriptions = await loadOrToast(() => listSubscriptions(family.accountId), loadFailures.subscription);
  return {
    subscriptions: subscriptions.data
      ? {
          ...subscriptions,
          data: subscriptions.data.map((s) => ({
            ...s,
            canRenew: isLivePlace(s) && isMonthly(s),
            canCancel: isLivePlace(s),
          })),
        }
      : subscriptions,
  };
}

/** Renew: to the place's open invoice, or next month's, made now. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request, "changePlace", "/dashboard/subscription");
  const form = await readTextForm(request);
  const result = await renewPlace(
    family.accountId,
    String(form.get("subscriptionId") ?? ""),
    new Date(),
    family.userId,
  );
  if (!result.ok)
    return redirectWithToast("/dashboard/subscription", {
      title: m.dash_could_not_renew(),
      description: placeRefusalText(result.reason),
      variant: "destructive",
    });
  return redirectWithToast(`/dashboard/payments/invoices/${result.invoiceId}`, {
    title: result.created ? m.dash_next_invoice_ready() : m.dash_invoice_to_pay(),
    description: m.dash_pay_by_bkash_nagad(),
    variant: "success",
  });
}

type Row = Subscription & { canRenew?: boolean; canCancel?: boolean };

export default function SubscriptionPage({ loaderData }: Route.ComponentProps) {
  const { subscriptions } = loaderData;
  const rows: Row[] = subscriptions.data ?? [];
  const onlyStaffManaged = !rows.some((s) => s.batchId);
  const language = pageLanguage();
  return (
    <>
      <PageHeader title={m.dash_subscription_title()} description={m.dash_subscription_description()} />
      <Card>
        <CardHeader>
          <CardTitle>{m.dash_your_plan()}</CardTitle>
        </CardHeader>
        <CardContent>
          {subscriptions.error ? (
            <p className="text-red-800">{subscriptions.error.description}</p>
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-slate-300 p-6">
              <p className="text-slate-700">{m.dash_no_active_subscription()}</p>
              <Link to={localized("/services", language)} className={buttonClass("primary")}>
                {m.dash_explore_plans()}
              </Link>
            </div>
          ) : (
            <ul className="flex flex-col gap-4">
              {rows.map((s) => (
                <SubscriptionItem key={s.id} subscription={s} />
              ))}
            </ul>
          )}
          {onlyStaffManaged ? <StaffManagedNote /> : null}
        </CardContent>
      </Card>
      <Toaster toasts={[subscriptions.error]} />
    </>
  );
}

function SubscriptionItem({ subscription: s }: { subscription: Row }) {
  const mayChange = useFamilyCan("changePlace");
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="subscription">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-bold text-ink">{s.planName || m.dash_subscription_plan()}</h3>
          {s.childName ? <p className="text-sm text-slate-600">{s.childName}</p> : null}
        </div>
        <SubscriptionStatusBadge status={s.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{m.dash_start_date()}</dt>
          <dd className="font-semibold text-ink">{formatLongDate(s.startDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{m.dash_expiry_date()}</dt>
          <dd className="font-semibold text-ink">{formatLongDate(s.expiryDate)}</dd>
        </div>
      </dl>
      {s.endsOn && s.status !== "cancelled" ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="ends-on">
          {m.dash_cancelled_stays_until({ date: formatLongDate(s.endsOn) })}
        </p>
      ) : null}
      {s.status === "pending" && s.batchId ? (
        <p className="mt-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          {m.dash_place_starts_once_paid()}{" "}
          <Link to="/dashboard/payments" className="font-semibold underline">
            {m.dash_pay_now()}
          </Link>
        </p>
      ) : null}
      {mayChange && (s.canRenew || s.canCancel) ? (
        <div className="mt-4 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          {s.canRenew ? <RenewButton subscriptionId={s.id} /> : null}
          {s.canCancel ? (
            <Link to={`/dashboard/subscription/${s.id}/cancel`} className={buttonClass("outline")}>
              {m.dash_cancel()}
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function RenewButton({ subscriptionId }: { subscriptionId: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      <Button type="submit" variant="primary" pendingLabel={m.dash_renewing()}>
        {m.dash_renew()}
      </Button>
    </Form>
  );
}

/** Subscriptions staff entered before places were billed in the app: staff renew and cancel those. */
function StaffManagedNote() {
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" disabled aria-describedby="renewal-note">
          {m.dash_renew()}
        </Button>
        <Button variant="outline" disabled aria-describedby="renewal-note">
          {m.dash_cancel()}
        </Button>
      </div>
      <p id="renewal-note" className="mt-3 text-sm text-slate-600">
        {m.dash_renewal_note_start()}{" "}
        <Link to="/dashboard/support" className="font-semibold text-brand-700 underline">
          {m.dash_nav_support()}
        </Link>{" "}
        {m.dash_renewal_note_or()}{" "}
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline"
        >
          {m.dash_renewal_note_whatsapp()}
        </a>
        {fullStop()}
      </p>
    </div>
  );
}
