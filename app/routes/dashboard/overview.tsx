import { Form, Link } from "react-router";
import { useFamilyCan } from "~/components/dashboard/family-can";
import { Icon, type IconName } from "~/components/dashboard/icons";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { NewReplyBadge, SubscriptionStatusBadge } from "~/components/dashboard/status";
import { ApplicationStatusBadge } from "~/components/enrolment";
import { PracticeSummary } from "~/components/practice/overview-card";
import { Sentence } from "~/components/sentence";
import { StaffText } from "~/components/staff-text";
import { cn } from "~/lib/cn";
import { waitlistPositionText } from "~/lib/enrolment";
import { formatClassTime, formatDateTime, formatLongDate, formatPoisha } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { localized, staffText } from "~/lib/i18n/language";
import { pageLanguage } from "~/lib/labels";
import { isOneOf, liveApplicationStatuses } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { requestTime } from "~/server/clock.server";
import { nextClassOf } from "~/server/data/classes.server";
import { listParentApplications, type ParentApplication } from "~/server/data/enrolment/queries.server";
import { amountDue } from "~/server/data/invoices.server";
import { latestPayment } from "~/server/data/payments.server";
import { practiceCard } from "~/server/data/practice/home.server";
import { getRequestProfile } from "~/server/data/profiles.server";
import { progressCard } from "~/server/data/skills/progress.server";
import { currentSubscription } from "~/server/data/subscriptions.server";
import { countOpenSupportMessages, countSupportThreadsWithNewReply } from "~/server/data/support.server";
import { requireFamily } from "~/server/family-session.server";
import { Badge } from "~/ui/badge";
import { Button, buttonClass } from "~/ui/button";
import { Card } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/overview";
import { loadFailures, loadOrToast } from "./load.server";

export const meta: Route.MetaFunction = () => dashboardMeta(m.dash_nav_dashboard());

export async function loader({ request }: Route.LoaderArgs) {
  const { user, family } = await requireFamily(request);
  const now = requestTime(request);
  const [profile, nextClass, application, subscription, payment, due, openMessages, continuations, progress] =
    await Promise.all([
      getRequestProfile(request, user.id),
      loadOrToast(() => nextClassOf(family.accountId, now), loadFailures.classes),
      loadOrToast(
        async () => latestApplication(await listParentApplications(family.accountId)),
        loadFailures.enrolment,
      ),
      loadOrToast(() => currentSubscription(family.accountId), loadFailures.subscription),
      loadOrToast(() => latestPayment(family.accountId), loadFailures.payments),
      loadOrToast(() => amountDue(family.accountId, now), loadFailures.invoices),
      loadOrToast(async () => {
        const [open, newReplies] = await Promise.all([
          countOpenSupportMessages(user.id),
          countSupportThreadsWithNewReply(user.id),
        ]);
        return { open, newReplies };
      }, loadFailures.support),
      // Seats held in the next cycle (docs/product.md#the-next-cycle): each has its own card, first.
      loadOrToast(
        async () =>
          (await listParentApplications(family.accountId)).filter((a) => a.status === "offered" && a.continuing),
        loadFailures.enrolment,
      ),
      loadOrToast(() => progressCard(family.accountId), loadFailures.progress),
    ]);
  const practice = await loadOrToast(() => practiceCard(family.accountId, now), loadFailures.progress);
  return {
    practice,
    fullName: profile?.fullName ?? null,
    nextClass,
    application,
    subscription,
    payment,
    due,
    openMessages,
    continuations,
    progress,
  };
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
  const { fullName, nextClass, application, subscription, payment, due, openMessages, continuations, progress } =
    loaderData;
  const errors = [
    nextClass.error,
    application.error,
    subscription.error,
    payment.error,
    due.error,
    openMessages.error,
    continuations.error,
    progress.error,
  ];
  const language = pageLanguage();
  return (
    <>
      <PageHeader
        title={m.dash_welcome({ name: fullName || m.dash_user() })}
        description={m.dash_overview_description()}
      />
      {continuations.data?.map((offer) => (
        <ContinueCard key={offer.id} offer={offer} />
      ))}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SummaryCard
          to="/dashboard/classes"
          icon="calendar"
          title={m.dash_nav_classes()}
          testId="classes-card"
          className="sm:col-span-2"
        >
          {nextClass.error ? (
            <Unavailable />
          ) : nextClass.data ? (
            <>
              <p className="font-semibold text-ink">
                {m.dash_next_class({ time: formatClassTime(nextClass.data.startsAt, nextClass.data.endsAt) })}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                <span translate="no">{nextClass.data.childName}</span> ·{" "}
                <StaffText en={nextClass.data.batchName} bn={nextClass.data.batchNameBn} translate="no" />
              </p>
            </>
          ) : (
            <Empty text={m.dash_overview_no_classes()} />
          )}
        </SummaryCard>
        <SummaryCard to="/dashboard/enrolment" icon="school" title={m.dash_nav_enrolment()} testId="enrolment-card">
          {application.error ? (
            <Unavailable />
          ) : application.data ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <p className="truncate font-semibold text-ink">{application.data.child.name}</p>
                <ApplicationStatusBadge status={application.data.status} />
              </div>
              <p className="mt-1 text-sm text-slate-600" data-testid="application-batch">
                <StaffText en={application.data.batch.name} bn={application.data.batch.nameBn} translate="no" />
              </p>
              {application.data.status === "offered" ? (
                <p className="mt-1 text-sm font-semibold text-green-800">
                  {m.dash_accept_by({ time: formatDateTime(application.data.offerExpiresAt) })}
                </p>
              ) : application.data.status === "waitlisted" ? (
                <p className="mt-1 text-sm font-semibold text-ink">
                  {waitlistPositionText(application.data.position ?? 1)}
                </p>
              ) : null}
            </>
          ) : (
            <Empty text={m.dash_no_applications()} />
          )}
        </SummaryCard>
        <SummaryCard
          to="/dashboard/subscription"
          icon="card"
          title={m.dash_nav_subscription()}
          testId="subscription-card"
        >
          {subscription.error ? (
            <Unavailable />
          ) : subscription.data ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <p className="truncate font-semibold text-ink">
                  {subscription.data.planName || m.dash_subscription_plan()}
                </p>
                <SubscriptionStatusBadge status={subscription.data.status} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {m.dash_expires({ date: formatLongDate(subscription.data.expiryDate) })}
              </p>
            </>
          ) : (
            <Empty text={m.dash_no_subscription()} />
          )}
        </SummaryCard>
        <SummaryCard to="/dashboard/payments" icon="receipt" title={m.dash_latest_payment()} testId="payment-card">
          {payment.error || due.error ? (
            <Unavailable />
          ) : due.data?.count ? (
            <p className="font-semibold text-ink" data-testid="amount-due">
              {m.dash_amount_due()} <span className="text-2xl font-bold">{formatPoisha(due.data.totalPoisha)}</span>{" "}
              {m.dash_due_by({ date: formatLongDate(due.data.firstDue) })}
            </p>
          ) : payment.data ? (
            <>
              <p className="font-semibold text-green-800">{m.dash_all_paid()}</p>
              <p className="text-2xl font-bold text-ink">
                {formatPoisha(payment.data.amountPoisha, payment.data.currency)}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {m.dash_paid_on({ date: formatLongDate(payment.data.paymentDate) })}
              </p>
            </>
          ) : (
            <Empty text={m.dash_no_payments()} />
          )}
        </SummaryCard>
        <SummaryCard to="/dashboard/support" icon="help" title={m.dash_nav_support()} testId="support-card">
          {openMessages.error ? (
            <Unavailable />
          ) : openMessages.data?.newReplies ? (
            <>
              {openMessages.data.open ? (
                <p className="text-2xl font-bold text-ink">
                  {m.dash_open_count({ count: localDigits(openMessages.data.open) })}
                </p>
              ) : null}
              <p className="mt-1">
                <NewReplyBadge />
              </p>
              <p className="mt-2 font-semibold text-ink">{m.dash_new_reply_waiting()}</p>
            </>
          ) : openMessages.data?.open ? (
            <>
              <p className="text-2xl font-bold text-ink">
                {m.dash_open_count({ count: localDigits(openMessages.data.open) })}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {openMessages.data.open === 1 ? m.dash_open_waiting_one() : m.dash_open_waiting_many()}
              </p>
            </>
          ) : (
            <Empty text={m.dash_no_open_messages()} />
          )}
        </SummaryCard>
        <SummaryCard to="/dashboard/progress" icon="chart" title={m.skills_nav_progress()} testId="progress-card">
          {progress.error ? <Unavailable /> : <ProgressSummary progress={progress.data} />}
        </SummaryCard>
        <SummaryCard
          to="/dashboard/progress#practice"
          icon="home"
          title={m.practice_this_week_at_home()}
          testId="practice-card"
        >
          {loaderData.practice.error ? <Unavailable /> : <PracticeSummary card={loaderData.practice.data} />}
        </SummaryCard>
      </div>

      <section aria-labelledby="quick-actions" className="mt-8">
        <h2 id="quick-actions" className="text-lg font-bold text-ink">
          {m.dash_quick_actions()}
        </h2>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to="/dashboard/profile" className={buttonClass("primary")}>
            {m.dash_update_profile()}
          </Link>
          <Link to={localized("/enroll", language)} className={buttonClass("outline")}>
            {m.dash_view_enrollment_info()}
          </Link>
          <Link to={localized("/parent-resources", language)} className={buttonClass("outline")}>
            {m.dash_access_parent_resources()}
          </Link>
        </div>
      </section>
      <Toaster toasts={errors} />
    </>
  );
}

/** 'Continue to {batch}': the seat held in the next cycle, and the one press that keeps it. */
function ContinueCard({ offer }: { offer: ParentApplication }) {
  const batch = staffText(offer.batch.name, offer.batch.nameBn).text;
  const mayAccept = useFamilyCan("changeEnrolment");
  return (
    <Card className="mb-4 border-brand-300 bg-brand-50 p-5" data-testid="continue-card">
      <h2 className="text-lg font-bold text-ink">
        <Sentence write={(name) => m.money_continue_card_title({ batch: name })}>
          <StaffText en={offer.batch.name} bn={offer.batch.nameBn} />
        </Sentence>
      </h2>
      <p className="mt-1 text-slate-800">
        <Sentence
          write={(child) => m.money_continue_card_text({ child, deadline: formatDateTime(offer.offerExpiresAt) })}
        >
          <span translate="no">{offer.child.name}</span>
        </Sentence>
      </p>
      {mayAccept ? (
        <Form method="post" action="/dashboard/enrolment" className="mt-3">
          <input type="hidden" name="applicationId" value={offer.id} />
          <Button
            type="submit"
            name="intent"
            value="accept"
            pendingLabel={m.enrol_accepting()}
            aria-label={m.money_continue_card_sr({ child: offer.child.name, batch })}
          >
            {m.money_continue_card_button()}
          </Button>
        </Form>
      ) : null}
    </Card>
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
        {m.dash_view_details()} <Icon name="arrow" className="h-4 w-4" />
      </p>
    </Card>
  );
}

/** The latest review, else the latest skills check, else the next step. */
function ProgressSummary({ progress }: { progress: Awaited<ReturnType<typeof progressCard>> }) {
  const review = progress.latestReview;
  if (review)
    return (
      <>
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-ink">
            {m.skills_card_review()} <span translate="no">{review.childName}</span>
          </p>
          {review.acknowledgedAt ? null : <Badge tone="attention">{m.skills_new_badge()}</Badge>}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {m.skills_published_on({ date: formatLongDate(review.publishedAt) })}
        </p>
      </>
    );
  if (progress.lastScored)
    return (
      <p className="text-slate-700">
        {m.skills_card_checked({ date: formatLongDate(progress.lastScored.date) })}{" "}
        <span translate="no">{progress.lastScored.childName}</span>
      </p>
    );
  return <Empty text={progress.waitingForFirstCheck.length ? m.skills_first_check_soon() : m.skills_card_none()} />;
}

const Empty = ({ text }: { text: string }) => <p className="text-slate-600">{text}</p>;
const Unavailable = () => <p className="text-red-800">{m.dash_unavailable()}</p>;
