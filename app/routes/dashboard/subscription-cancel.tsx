import { data, Form, Link, redirect } from "react-router";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { formatLongDate } from "~/lib/format";
import { placeRefusalText } from "~/lib/refusals/place-billing";
import { m } from "~/paraglide/messages";
import { cancelPlace, placeStaysUntil } from "~/server/data/place-billing.server";
import { getSubscription } from "~/server/data/subscriptions.server";
import { requireFamily } from "~/server/family-session.server";
import { redirectWithToast } from "~/server/flash.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Button, buttonClass } from "~/ui/button";
import { Card, CardContent } from "~/ui/card";
import type { Route } from "./+types/subscription-cancel";

export const meta: Route.MetaFunction = () => dashboardMeta(m.dash_cancel_subscription());

export async function loader({ request, params }: Route.LoaderArgs) {
  const { family } = await requireFamily(request, "changePlace", "/dashboard/subscription");
  const subscription = await getSubscription(family.accountId, params.subscriptionId);
  if (!subscription?.batchId) throw data(null, { status: 404 });
  if (subscription.endsOn || subscription.status === "cancelled") throw redirect("/dashboard/subscription");
  return {
    planName: subscription.planName,
    childName: subscription.childName,
    staysUntil: formatLongDate(placeStaysUntil(subscription.paidThrough, new Date())),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request, "changePlace", "/dashboard/subscription");
  const result = await cancelPlace(family.accountId, params.subscriptionId, new Date(), family.userId);
  if (!result.ok)
    return redirectWithToast("/dashboard/subscription", {
      title: m.dash_could_not_cancel(),
      description: placeRefusalText(result.reason),
      variant: "destructive",
    });
  return redirectWithToast("/dashboard/subscription", {
    title: m.dash_subscription_cancelled(),
    description: m.dash_place_stays_until({ date: formatLongDate(result.endsOn) }),
    variant: "success",
  });
}

export default function CancelSubscriptionPage({ loaderData }: Route.ComponentProps) {
  const { planName, childName, staysUntil } = loaderData;
  return (
    <>
      <PageHeader
        title={m.dash_cancel_subscription()}
        description={[childName, planName].filter(Boolean).join(" · ")}
      />
      <Card className="max-w-2xl">
        <CardContent className="flex flex-col gap-4">
          <p className="text-lg font-semibold text-ink" data-testid="stays-until">
            {m.dash_place_stays_until({ date: staysUntil })}
          </p>
          <p className="text-slate-700">{m.dash_cancel_explained()}</p>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <Button type="submit" variant="destructive" pendingLabel={m.dash_cancelling()}>
                {m.dash_cancel_subscription()}
              </Button>
            </Form>
            <Link to="/dashboard/subscription" className={buttonClass("outline")}>
              {m.dash_keep_subscription()}
            </Link>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
