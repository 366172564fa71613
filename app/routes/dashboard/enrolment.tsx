import { Form, Link } from "react-router";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { ApplicationStatusBadge, BatchFacts } from "~/components/enrolment";
import { programmeLabels, waitlistPositionText } from "~/lib/enrolment";
import { formatDateTime, formatLongDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { enrolment } from "~/lib/site-config";
import { isOneOf, liveApplicationStatuses, seatHoldingStatuses } from "~/lib/statuses";
import { listParentApplications, type ParentApplication } from "~/server/data/enrolment.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { requireUser } from "~/server/session.server";
import { Button, ButtonLink, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/enrolment";
import { changeApplication } from "./enrolment.server";
import { loadFailures, loadOrToast } from "./load.server";

export const meta: Route.MetaFunction = () => dashboardMeta("Enrolment");

const ENROLMENT_PATH = "/dashboard/enrolment";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const applications = await loadOrToast(() => listParentApplications(user.id), loadFailures.enrolment);
  // 'Withdraw' first asks for confirmation: a link to this page naming the application, so it works without JS.
  const withdraw = new URL(request.url).searchParams.get("withdraw");
  return { applications, confirmWithdraw: withdraw && isUuid(withdraw) ? withdraw : null };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  return changeApplication(await readTextForm(request), user.id);
}

type Application = Awaited<ReturnType<typeof listParentApplications>>[number];

/** Each child with their applications, the child with the newest application first. */
function byChild(applications: Application[]) {
  const children = new Map<string, { child: Application["child"]; applications: Application[] }>();
  for (const application of applications) {
    const entry = children.get(application.child.id) ?? { child: application.child, applications: [] };
    entry.applications.push(application);
    children.set(application.child.id, entry);
  }
  return [...children.values()];
}

export default function EnrolmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { applications, confirmWithdraw } = loaderData;
  const list = (applications.data ?? []) as Application[];
  return (
    <>
      <PageHeader title="Enrolment" description="Your children's applications, waitlist places and offers." />
      {applications.error ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          Could not fetch your applications. Please refresh the page to try again.
        </p>
      ) : list.length === 0 ? (
        <Card data-testid="no-applications">
          <CardContent className="flex flex-col items-start gap-4">
            <div>
              <h2 className="text-lg font-bold text-ink">No applications yet</h2>
              <p className="mt-1 text-slate-700">
                You have not applied for a place yet. See the open batches, with the seats left in each, and apply for
                your child in a few minutes.
              </p>
            </div>
            <ButtonLink to="/enroll">See Open Batches</ButtonLink>
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700">
              We email you whenever an application changes. Offers are open for {enrolment.offerHours} hours.
            </p>
            <ButtonLink to="/enroll/apply" variant="outline">
              Apply for another batch
            </ButtonLink>
          </div>
          <div className="flex flex-col gap-6">
            {byChild(list).map(({ child, applications }) => (
              <Card key={child.id} data-testid="child-applications">
                <CardHeader>
                  <CardTitle>
                    {child.name}
                    {child.age !== null ? (
                      <span className="ml-2 text-base font-normal text-slate-600">Age {child.age}</span>
                    ) : null}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="flex flex-col gap-4">
                    {applications.map((application) => (
                      <li key={application.id}>
                        <ApplicationCard application={application} confirming={confirmWithdraw === application.id} />
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            ))}
          </div>
        </>
      )}
      <Toaster toasts={[applications.error, actionData?.toast]} />
    </>
  );
}

function ApplicationCard({ application, confirming }: { application: Application; confirming: boolean }) {
  const { id, status, batch } = application;
  const live = isOneOf(liveApplicationStatuses, status);
  const headingId = `application-${id}-title`;
  return (
    <article
      id={`application-${id}`}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 p-4 sm:p-5"
      data-testid="application"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-bold break-words text-ink">
            {batch.name}
          </h3>
          <p className="text-sm text-slate-600">{programmeLabels[batch.programme]}</p>
        </div>
        <ApplicationStatusBadge status={status} />
      </div>
      <BatchFacts batch={batch} className="mt-3" />
      <StatusDetail application={application} />
      {application.staffNote ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <span className="font-semibold">Note from our team:</span> “{application.staffNote}”
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">
        Applied {formatLongDate(application.createdAt)}
        {application.outdoor ? " · with outdoor sessions" : ""}
      </p>
      {live ? (
        confirming ? (
          <ConfirmWithdraw application={application} />
        ) : (
          <div className="mt-4 flex flex-wrap gap-3">
            {status === "offered" ? <AcceptOffer applicationId={id} /> : null}
            <Link
              to={`${ENROLMENT_PATH}?withdraw=${id}#application-${id}`}
              preventScrollReset
              className={buttonClass("outline", "md", "text-red-800")}
              aria-describedby={headingId}
            >
              Withdraw
            </Link>
          </div>
        )
      ) : null}
    </article>
  );
}

/** What the status means for the family, and what happens next. */
function StatusDetail({ application }: { application: ParentApplication }) {
  const { status, position, offerExpiresAt } = application;
  const box = "mt-4 rounded-lg p-3 text-sm";
  switch (status) {
    case "submitted":
      return (
        <p className={`${box} bg-sky-50 text-sky-950`}>
          We are reviewing this application and will confirm the place by email.
        </p>
      );
    case "waitlisted":
      return (
        <p className={`${box} bg-yellow-50 text-yellow-950`}>
          <span className="font-bold" data-testid="waitlist-position">
            {waitlistPositionText(position ?? 1)}
          </span>
          . When a seat frees up we offer it to the next family by email.
        </p>
      );
    case "offered":
      return (
        <p className={`${box} bg-green-50 text-green-950`}>
          <span className="font-bold">A seat is free for {application.child.name}.</span> Accept it by{" "}
          <time
            dateTime={offerExpiresAt ? new Date(offerExpiresAt).toISOString() : undefined}
            className="font-bold"
            data-testid="offer-deadline"
          >
            {formatDateTime(offerExpiresAt)}
          </time>{" "}
          (Dhaka time); after that it goes to the next family.
        </p>
      );
    case "accepted":
      return (
        <p className={`${box} bg-green-50 text-green-950`}>
          {application.child.name} has a place. Your{" "}
          <Link to="/dashboard/subscription" className="font-semibold underline underline-offset-2">
            subscription
          </Link>{" "}
          shows what to pay before the first class.
        </p>
      );
    case "declined":
      return <p className={`${box} bg-slate-50 text-slate-800`}>We could not offer a place in this batch.</p>;
    case "withdrawn":
      return <p className={`${box} bg-slate-50 text-slate-800`}>You withdrew this application.</p>;
    case "cancelled":
      return <p className={`${box} bg-slate-50 text-slate-800`}>Our team cancelled this application.</p>;
  }
}

function AcceptOffer({ applicationId }: { applicationId: string }) {
  return (
    <Form method="post" action={ENROLMENT_PATH}>
      <input type="hidden" name="applicationId" value={applicationId} />
      <Button type="submit" name="intent" value="accept" pendingLabel="Accepting...">
        Accept Offer
      </Button>
    </Form>
  );
}

/** The confirmation step of 'Withdraw': what it means, then the posted form or a way back. */
function ConfirmWithdraw({ application }: { application: Application }) {
  const { id, child, batch, status } = application;
  const holdsSeat = isOneOf(seatHoldingStatuses, status);
  const titleId = `withdraw-${id}-title`;
  return (
    <section
      tabIndex={-1}
      // The question takes the focus (the enhancement script); without it the link's #fragment scrolls to it.
      data-autofocus=""
      aria-labelledby={titleId}
      className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
      data-testid="confirm-withdraw"
    >
      <p id={titleId} className="font-bold text-red-900">
        Withdraw {child.name}'s application for {batch.name}?
      </p>
      <p className="mt-1 text-sm text-red-900">
        {holdsSeat
          ? `${child.name} gives up the seat, and it goes to the next family on the waitlist. This cannot be undone.`
          : "This cannot be undone; you can apply again later."}
      </p>
      <Form method="post" action={ENROLMENT_PATH} className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="applicationId" value={id} />
        <Button type="submit" name="intent" value="withdraw" variant="destructive" pendingLabel="Withdrawing...">
          Yes, Withdraw
        </Button>
        <Link to={`${ENROLMENT_PATH}#application-${id}`} preventScrollReset className={buttonClass("outline")}>
          Keep Application
        </Link>
      </Form>
    </section>
  );
}
