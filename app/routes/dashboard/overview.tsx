import { Link } from "react-router";
import { Icon, type IconName } from "~/components/dashboard/icons";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { SubscriptionStatusBadge } from "~/components/dashboard/status";
import { ApplicationStatusBadge } from "~/components/enrolment";
import { cn } from "~/lib/cn";
import { waitlistPositionText } from "~/lib/enrolment";
import { formatClassTime, formatDateTime, formatLongDate, formatPoisha } from "~/lib/format";
import { isOneOf, liveApplicationStatuses } from "~/lib/statuses";
import { requestTime } from "~/server/clock.server";
import { nextClassOf } from "~/server/data/classes.server";
import { listParentApplications, type ParentApplication } from "~/server/data/enrolment.server";
import { amountDue } from "~/server/data/invoices.server";
import { latestPayment } from "~/server/data/payments.server";
import { getRequestProfile } from "~/server/data/profiles.server";
import { currentSubscription } from "~/server/data/subscriptions.server";
import { countOpenSupportMessages } from "~/server/data/support.server";
import { requireUser } from "~/server/session.server";
import { buttonClass } from "~/ui/button";
import { Card } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/overview";
import { loadFailures, loadOrToast } from "./load.server";

export const meta: Route.MetaFunction = () => dashboardMeta("Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = requestTime(request);
  const [profile, nextClass, application, subscription, payment, due, openMessages] = await Promise.all([
    getRequestProfile(request, user.id),
    loadOrToast(() => nextClassOf(user.id, now), loadFailures.classes),
    loadOrToast(async () => latestApplication(await listParentApplications(user.id)), loadFailures.enrolment),
    loadOrToast(() => currentSubscription(user.id), loadFailures.subscription),
    loadOrToast(() => latestPayment(user.id), loadFailures.payments),
    loadOrToast(() => amountDue(user.id, now), loadFailures.invoices),
    loadOrToast(() => countOpenSupportMessages(user.id), loadFailures.support),
  ]);
  return { fullName: profile?.fullName ?? null, nextClass, application, subscription, payment, due, openMessages };
}

/** The application the family most needs to see: an open offer, else the newest live one, else the newest. */
function latestApplication(applications: ParentApplication[]) {
  return (
    applications.find((a) => a.status === "offered") ??
    applications.find((a) => isOneOf(liveApplicationStatuses, a.status)) ??
    applications[0] ??
    null
  );
}

export default function OverviewPage({ loaderData }: Route.ComponentProps) {
  const { fullName, nextClass, application, subscription, payment, due, openMessages } = loaderData;
  const errors = [nextClass.error, application.error, subscription.error, payment.error, due.error, openMessages.error];
  return (
    <>
      <PageHeader title={`Welcome, ${fullName || "User"}!`} description="Here is a summary of your account." />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SummaryCard
          to="/dashboard/classes"
          icon="calendar"
          title="Classes"
          testId="classes-card"
          className="sm:col-span-2"
        >
          {nextClass.error ? (
            <Unavailable />
          ) : nextClass.data ? (
            <>
              <p className="font-semibold text-ink">
                Next class: {formatClassTime(nextClass.data.startsAt, nextClass.data.endsAt)}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {nextClass.data.childName} · {nextClass.data.batchName}
              </p>
            </>
          ) : (
            <Empty text="No classes yet: they appear here once a place is confirmed and paid." />
          )}
        </SummaryCard>
        <SummaryCard to="/dashboard/enrolment" icon="school" title="Enrolment" testId="enrolment-card">
          {application.error ? (
            <Unavailable />
          ) : application.data ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <p className="truncate font-semibold text-ink">{application.data.child.name}</p>
                <ApplicationStatusBadge status={application.data.status} />
              </div>
              <p className="mt-1 text-sm text-slate-600">{application.data.batch.name}</p>
              {application.data.status === "offered" ? (
                <p className="mt-1 text-sm font-semibold text-green-800">
                  Accept by {formatDateTime(application.data.offerExpiresAt)}
                </p>
              ) : application.data.status === "waitlisted" ? (
                <p className="mt-1 text-sm font-semibold text-ink">
                  {waitlistPositionText(application.data.position ?? 1)}
                </p>
              ) : null}
            </>
          ) : (
            <Empty text="No applications yet." />
          )}
        </SummaryCard>
        <SummaryCard to="/dashboard/subscription" icon="card" title="Subscription" testId="subscription-card">
          {subscription.error ? (
            <Unavailable />
          ) : subscription.data ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <p className="truncate font-semibold text-ink">{subscription.data.planName || "Subscription Plan"}</p>
                <SubscriptionStatusBadge status={subscription.data.status} />
              </div>
              <p className="mt-1 text-sm text-slate-600">Expires {formatLongDate(subscription.data.expiryDate)}</p>
            </>
          ) : (
            <Empty text="No subscription yet." />
          )}
        </SummaryCard>
        <SummaryCard to="/dashboard/payments" icon="receipt" title="Latest Payment" testId="payment-card">
          {payment.error || due.error ? (
            <Unavailable />
          ) : due.data?.count ? (
            <p className="font-semibold text-ink" data-testid="amount-due">
              Amount due: <span className="text-2xl font-bold">{formatPoisha(due.data.totalPoisha)}</span> by{" "}
              {formatLongDate(due.data.firstDue)}
            </p>
          ) : payment.data ? (
            <>
              <p className="font-semibold text-green-800">All paid</p>
              <p className="text-2xl font-bold text-ink">
                {formatPoisha(payment.data.amountPoisha, payment.data.currency)}
              </p>
              <p className="mt-1 text-sm text-slate-600">Paid {formatLongDate(payment.data.paymentDate)}</p>
            </>
          ) : (
            <Empty text="No payments yet." />
          )}
        </SummaryCard>
        <SummaryCard to="/dashboard/support" icon="help" title="Support" testId="support-card">
          {openMessages.error ? (
            <Unavailable />
          ) : openMessages.data ? (
            <>
              <p className="text-2xl font-bold text-ink">{openMessages.data} Open</p>
              <p className="mt-1 text-sm text-slate-600">
                {openMessages.data === 1 ? "message is" : "messages are"} waiting for our team.
              </p>
            </>
          ) : (
            <Empty text="No open messages." />
          )}
        </SummaryCard>
      </div>

      <section aria-labelledby="quick-actions" className="mt-8">
        <h2 id="quick-actions" className="text-lg font-bold text-ink">
          Quick Actions
        </h2>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to="/dashboard/profile" className={buttonClass("primary")}>
            Update Profile
          </Link>
          <Link to="/enroll" className={buttonClass("outline")}>
            View Enrollment Info
          </Link>
          <Link to="/parent-resources" className={buttonClass("outline")}>
            Access Parent Resources
          </Link>
        </div>
      </section>
      <Toaster toasts={errors} />
    </>
  );
}

function SummaryCard({
  to,
  icon,
  title,
  testId,
  className,
  children,
}: {
  to: string;
  icon: IconName;
  title: string;
  testId: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card
      className={cn(
        "relative flex flex-col p-5 focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-600",
        className,
      )}
      data-testid={testId}
    >
      <div className="mb-3 flex items-center gap-2 text-brand-800">
        <Icon name={icon} />
        <h2 className="font-bold">
          <Link to={to} className="after:absolute after:inset-0 focus:outline-none">
            {title}
          </Link>
        </h2>
      </div>
      <div className="flex-1">{children}</div>
      <p className="mt-4 flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden="true">
        View details <Icon name="arrow" className="h-4 w-4" />
      </p>
    </Card>
  );
}

const Empty = ({ text }: { text: string }) => <p className="text-slate-600">{text}</p>;
const Unavailable = () => <p className="text-red-800">Could not load this right now.</p>;
