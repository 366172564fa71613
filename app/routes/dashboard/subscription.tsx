import { Link } from "react-router";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { SubscriptionStatusBadge } from "~/components/dashboard/status";
import { formatLongDate } from "~/lib/format";
import { whatsappHref } from "~/lib/site-config";
import { listSubscriptions } from "~/server/data/subscriptions.server";
import { requireUser } from "~/server/session.server";
import { Button, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/subscription";
import { loadFailures, loadOrToast } from "./load.server";

export const meta: Route.MetaFunction = () => dashboardMeta("Subscription Status");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { subscriptions: await loadOrToast(() => listSubscriptions(user.id), loadFailures.subscription) };
}

export default function SubscriptionPage({ loaderData }: Route.ComponentProps) {
  const { subscriptions } = loaderData;
  return (
    <>
      <PageHeader title="Subscription Status" description="Your plan, its status and when it renews." />
      <Card>
        <CardHeader>
          <CardTitle>Your Plan</CardTitle>
        </CardHeader>
        <CardContent>
          {subscriptions.error ? (
            <p className="text-red-800">{subscriptions.error.description}</p>
          ) : subscriptions.data.length === 0 ? (
            <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-slate-300 p-6">
              <p className="text-slate-700">You don't have an active subscription.</p>
              <Link to="/services" className={buttonClass("primary")}>
                Explore Plans
              </Link>
            </div>
          ) : (
            <ul className="flex flex-col gap-4">
              {subscriptions.data.map((s) => (
                <li key={s.id} className="rounded-xl border border-slate-200 p-4" data-testid="subscription">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="font-bold text-ink">{s.planName || "Subscription Plan"}</h3>
                    <SubscriptionStatusBadge status={s.status} />
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                    <div>
                      <dt className="text-slate-600">Start date</dt>
                      <dd className="font-semibold text-ink">{formatLongDate(s.startDate)}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">Expiry date</dt>
                      <dd className="font-semibold text-ink">{formatLongDate(s.expiryDate)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 border-t border-slate-200 pt-4">
            <div className="flex flex-wrap gap-3">
              <Button variant="primary" disabled aria-describedby="renewal-note">
                Renew
              </Button>
              <Button variant="outline" disabled aria-describedby="renewal-note">
                Cancel
              </Button>
            </div>
            <p id="renewal-note" className="mt-3 text-sm text-slate-600">
              Renewals and cancellations are handled by our staff for now. Send us a message from{" "}
              <Link to="/dashboard/support" className="font-semibold text-brand-700 underline">
                Support
              </Link>{" "}
              or{" "}
              <a
                href={whatsappHref()}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                chat on WhatsApp
              </a>
              .
            </p>
          </div>
        </CardContent>
      </Card>
      <Toaster toasts={[subscriptions.error]} />
    </>
  );
}
