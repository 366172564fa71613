import { Form, Link } from "react-router";
import { useFamilyCan } from "~/components/dashboard/family-can";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { ApplicationStatusBadge, BatchFacts } from "~/components/enrolment";
import { Sentence } from "~/components/sentence";
import { StaffText } from "~/components/staff-text";
import { enhanceData } from "~/lib/enhance-contract";
import { programmeLabels, waitlistPositionText } from "~/lib/enrolment";
import { formatDateTime, formatLongDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { isUuid } from "~/lib/ids";
import { enrolment } from "~/lib/site-config";
import { isOneOf, liveApplicationStatuses, seatHoldingStatuses } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { listParentApplications, type ParentApplication } from "~/server/data/enrolment/queries.server";
import { requireFamily } from "~/server/family-session.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Button, ButtonLink, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/enrolment";
import { changeApplication } from "./enrolment.server";
import { loadFailures, loadOrToast } from "./load.server";

export const meta: Route.MetaFunction = () => dashboardMeta(m.enrol_page_title());

const ENROLMENT_PATH = "/dashboard/enrolment";

export async function loader({ request }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const applications = await loadOrToast(() => listParentApplications(family.accountId), loadFailures.enrolment);
  // 'Withdraw' first asks for confirmation: a link to this page naming the application, so it works without JS.
  const withdraw = new URL(request.url).searchParams.get("withdraw");
  return { applications, confirmWithdraw: withdraw && isUuid(withdraw) ? withdraw : null };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request, "changeEnrolment", "/dashboard/enrolment");
  return changeApplication(await readTextForm(request), family);
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
  const mayApply = useFamilyCan("apply");
  const list = (applications.data ?? []) as Application[];
  const language = useLanguage();
  const number = (value: number) => localDigits(value, language);
  return (
    <>
      <PageHeader title={m.enrol_page_title()} description={m.enrol_page_intro()} />
      {applications.error ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">{m.enrol_page_load_failed()}</p>
      ) : list.length === 0 ? (
        <Card data-testid="no-applications">
          <CardContent className="flex flex-col items-start gap-4">
            <div>
              <h2 className="text-lg font-bold text-ink">{m.enrol_no_apps_title()}</h2>
              <p className="mt-1 text-slate-700">{m.enrol_no_apps_text()}</p>
            </div>
            <ButtonLink to={localized("/enroll", language)}>{m.enrol_see_batches()}</ButtonLink>
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700">{m.enrol_page_note({ hours: number(enrolment.offerHours) })}</p>
            {mayApply ? (
              <ButtonLink to="/enroll/apply" variant="outline">
                {m.enrol_apply_another()}
              </ButtonLink>
            ) : null}
          </div>
          <div className="flex flex-col gap-6">
            {byChild(list).map(({ child, applications }) => (
              <Card key={child.id} data-testid="child-applications">
                <CardHeader>
                  <CardTitle>
                    {child.name}
                    {child.age !== null ? (
                      <span className="ml-2 text-base font-normal text-slate-600">
                        {m.enrol_age({ age: number(child.age) })}
                      </span>
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
  const mayChange = useFamilyCan("changeEnrolment");
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
          <h3 id={headingId} translate="no" className="font-bold break-words text-ink">
            <StaffText en={batch.name} bn={batch.nameBn} />
          </h3>
          <p className="text-sm text-slate-600">{programmeLabels[batch.programme]}</p>
        </div>
        <ApplicationStatusBadge status={status} />
      </div>
      <BatchFacts batch={batch} className="mt-3" />
      <StatusDetail application={application} />
      {application.staffNote ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <span className="font-semibold">{m.enrol_staff_note()}</span> “{application.staffNote}”
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">
        {m.enrol_applied_on({ date: formatLongDate(application.createdAt) })}
        {application.outdoor ? ` · ${m.enrol_with_outdoor()}` : ""}
      </p>
      {live && mayChange ? (
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
              {m.enrol_withdraw()}
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
      return <p className={`${box} bg-sky-50 text-sky-950`}>{m.enrol_detail_submitted()}</p>;
    case "waitlisted":
      return (
        <p className={`${box} bg-yellow-50 text-yellow-950`}>
          <span className="font-bold" data-testid="waitlist-position">
            {waitlistPositionText(position ?? 1)}
          </span>
          {m.enrol_detail_waitlisted()}
        </p>
      );
    case "offered":
      return (
        <p className={`${box} bg-green-50 text-green-950`}>
          <span className="font-bold">{m.enrol_detail_offered_seat({ name: application.child.name })}</span>{" "}
          {m.enrol_detail_offered_by()}{" "}
          <time
            dateTime={offerExpiresAt ? new Date(offerExpiresAt).toISOString() : undefined}
            className="font-bold"
            data-testid="offer-deadline"
          >
            {formatDateTime(offerExpiresAt)}
          </time>{" "}
          {m.enrol_detail_offered_after()}
        </p>
      );
    case "accepted":
      return (
        <p className={`${box} bg-green-50 text-green-950`}>
          {m.enrol_detail_accepted({ name: application.child.name })}{" "}
          <Link to="/dashboard/subscription" className="font-semibold underline underline-offset-2">
            {m.enrol_detail_subscription()}
          </Link>{" "}
          {m.enrol_detail_accepted_after()}
        </p>
      );
    case "declined":
      return <p className={`${box} bg-slate-50 text-slate-800`}>{m.enrol_detail_declined()}</p>;
    case "withdrawn":
      return <p className={`${box} bg-slate-50 text-slate-800`}>{m.enrol_detail_withdrawn()}</p>;
    case "cancelled":
      return <p className={`${box} bg-slate-50 text-slate-800`}>{m.enrol_detail_cancelled()}</p>;
  }
}

function AcceptOffer({ applicationId }: { applicationId: string }) {
  return (
    <Form method="post" action={ENROLMENT_PATH}>
      <input type="hidden" name="applicationId" value={applicationId} />
      <Button type="submit" name="intent" value="accept" pendingLabel={m.enrol_accepting()}>
        {m.enrol_accept_offer()}
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
      {...enhanceData({ autofocus: "" })}
      aria-labelledby={titleId}
      className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
      data-testid="confirm-withdraw"
    >
      <p id={titleId} className="font-bold text-red-900">
        <Sentence write={(marker) => m.enrol_withdraw_question({ child: child.name, batch: marker })}>
          <StaffText en={batch.name} bn={batch.nameBn} />
        </Sentence>
      </p>
      <p className="mt-1 text-sm text-red-900">
        {holdsSeat ? m.enrol_withdraw_seat({ child: child.name }) : m.enrol_withdraw_no_seat()}
      </p>
      <Form method="post" action={ENROLMENT_PATH} className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="applicationId" value={id} />
        <Button type="submit" name="intent" value="withdraw" variant="destructive" pendingLabel={m.enrol_withdrawing()}>
          {m.enrol_yes_withdraw()}
        </Button>
        <Link to={`${ENROLMENT_PATH}#application-${id}`} preventScrollReset className={buttonClass("outline")}>
          {m.enrol_keep()}
        </Link>
      </Form>
    </section>
  );
}
