import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { OutdoorAgreementFields } from "~/components/care/outdoor-agreement";
import { CopyButton } from "~/components/copy-value";
import { AbsenceControl, MonthAttendance, type PlaceAttendance } from "~/components/dashboard/attendance";
import { useFamilyCan } from "~/components/dashboard/family-can";
import { Icon } from "~/components/dashboard/icons";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { Sentence } from "~/components/sentence";
import { StaffText } from "~/components/staff-text";
import { formatSchedule, programmeLabels, waitlistPositionText } from "~/lib/enrolment";
import { formatClassTime, formatLongDate, formatTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { localized, staffText } from "~/lib/i18n/language";
import { fullStop, pageLanguage } from "~/lib/labels";
import { classes as classRules } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { calendarSecretOf, feedUrls } from "~/server/calendar/feed.server";
import { requestTime } from "~/server/clock.server";
import { placesAttendance } from "~/server/data/attendance/attendance.server";
import {
  listParentClasses,
  type OutdoorSessionEntry,
  type PlaceClasses,
  type WaitingChild,
} from "~/server/data/classes.server";
import { requireFamily } from "~/server/family-session.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Button, ButtonLink, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/classes";
import { handleClassesAction } from "./classes.server";
import { loadFailures, loadOrToast } from "./load.server";

/** The two answers to an outdoor session, as the buttons say them. */
const rsvpChoices = [
  { answer: "yes", label: m.dash_rsvp_yes },
  { answer: "no", label: m.dash_rsvp_no },
] as const;

export const meta: Route.MetaFunction = () => dashboardMeta(m.dash_nav_classes());

export async function loader({ request }: Route.LoaderArgs) {
  const { user, family } = await requireFamily(request);
  const now = requestTime(request);
  const [classes, secret] = await Promise.all([
    loadOrToast(() => listParentClasses(family.accountId, now), loadFailures.classes),
    calendarSecretOf(user.id),
  ]);
  const attendance = classes.data ? await placesAttendance(classes.data.places, now) : null;
  return { classes, calendar: secret ? feedUrls(secret) : null, attendance };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request);
  return handleClassesAction(await readTextForm(request), family, requestTime(request));
}

export default function ClassesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { classes, calendar, attendance } = loaderData;
  const places = classes.data?.places ?? [];
  return (
    <>
      <PageHeader title={m.dash_nav_classes()} description={m.dash_classes_description()} />
      {classes.error ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">{m.dash_classes_failed()}</p>
      ) : places.length === 0 ? (
        <NoPlace waiting={classes.data?.waiting ?? []} />
      ) : (
        <div className="flex flex-col gap-6">
          {places.map((place) => (
            <PlaceCard key={place.id} place={place} attendance={attendance} />
          ))}
          {places.some((p) => p.status === "active") ? <CalendarCard urls={calendar} /> : null}
        </div>
      )}
      <Toaster toasts={[classes.error, actionData?.toast]} />
    </>
  );
}

function NoPlace({ waiting }: { waiting: WaitingChild[] }) {
  const language = pageLanguage();
  return (
    <Card data-testid="no-classes">
      <CardContent className="flex flex-col items-start gap-4">
        <div>
          <h2 className="text-lg font-bold text-ink">{m.dash_no_classes_yet()}</h2>
          <p className="mt-1 text-slate-700">{m.dash_no_classes_explained()}</p>
        </div>
        {waiting.length > 0 ? (
          <ul className="flex flex-col gap-2" data-testid="waiting-children">
            {waiting.map((w) => (
              <li key={`${w.childName}-${w.batchName}`} className="rounded-lg bg-slate-50 p-3 text-slate-800">
                <span translate="no" className="font-semibold">
                  {w.childName}
                </span>
                , <StaffText en={w.batchName} bn={w.batchNameBn} translate="no" />:{" "}
                {w.status === "waitlisted" && w.position
                  ? waitlistPositionText(w.position)
                  : w.status === "offered"
                    ? m.dash_place_offered()
                    : m.dash_application_in_review()}
                {fullStop()}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {waiting.length > 0 ? <ButtonLink to="/dashboard/enrolment">{m.dash_open_enrolment()}</ButtonLink> : null}
          <ButtonLink to={localized("/enroll", language)} variant={waiting.length > 0 ? "outline" : "primary"}>
            {m.dash_see_open_batches()}
          </ButtonLink>
        </div>
      </CardContent>
    </Card>
  );
}

function PlaceCard({ place, attendance }: { place: PlaceClasses; attendance: PlaceAttendance | null }) {
  const headingId = `place-${place.id}`;
  return (
    <Card data-testid="place-classes">
      <CardHeader>
        <CardTitle>
          <span id={headingId}>
            <span translate="no">{place.childName}</span> ·{" "}
            <StaffText en={place.batch.name} bn={place.batch.nameBn} translate="no" />
          </span>
        </CardTitle>
        <p className="text-sm text-slate-600">
          {programmeLabels[place.batch.programme]} · {m.dash_dhaka_time({ schedule: formatSchedule(place.batch) })}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {place.status === "pending" ? (
          <p className="rounded-lg bg-sky-50 p-4 text-sky-900" data-testid="pay-to-start">
            {m.dash_child_place_starts({ name: place.childName })}{" "}
            <Link to="/dashboard/payments" className="font-semibold underline">
              {m.dash_pay_now()}
            </Link>
          </p>
        ) : (
          <>
            <NextClass place={place} />
            <MonthAttendance placeId={place.id} attendance={attendance} />
            <MonthClasses place={place} attendance={attendance} />
            {place.outdoor ? <OutdoorSessions place={place} sessions={place.outdoor} /> : null}
            <Recordings place={place} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function NextClass({ place }: { place: PlaceClasses }) {
  const next = place.next;
  if (!next) return <p className="text-slate-700">{m.dash_no_classes_scheduled()}</p>;
  const minutes = classRules.joinOpensMinutesBefore;
  return (
    <section
      aria-label={m.dash_next_class_label()}
      className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-semibold text-ink" data-testid="next-class">
        {m.dash_next_class_prefix()}{" "}
        <time dateTime={next.startsAt.toISOString()}>{formatClassTime(next.startsAt, next.endsAt)}</time>
      </p>
      {!place.hasJoinLink ? (
        <p className="text-sm text-slate-700">{m.dash_link_appears()}</p>
      ) : next.joinable ? (
        <a
          href={`/dashboard/classes/${place.id}/join`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "lg", "shrink-0")}
        >
          {m.dash_join_class()}
          <span className="sr-only"> {m.dash_new_tab()}</span>
        </a>
      ) : (
        <p className="text-sm font-semibold text-slate-700" data-testid="join-opens">
          {m.dash_join_opens_at({
            time: formatTime(next.joinOpensAt),
            date: formatLongDate(next.joinOpensAt),
            minutes: localDigits(minutes),
          })}
        </p>
      )}
    </section>
  );
}

function MonthClasses({ place, attendance }: { place: PlaceClasses; attendance: PlaceAttendance | null }) {
  return (
    <Subsection title={m.dash_month_classes()}>
      {place.month.length === 0 ? (
        <p className="text-slate-600">{m.dash_no_classes_month()}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="month-classes">
          {place.month.map((c) => (
            <li key={c.startsAt.toISOString()} className="py-2">
              <time
                dateTime={c.startsAt.toISOString()}
                className={c.cancelled ? "text-slate-600 line-through" : c.past ? "text-slate-600" : "text-ink"}
              >
                {formatClassTime(c.startsAt, c.endsAt)}
              </time>
              {c.past && !c.cancelled ? <span className="text-sm text-slate-600"> · {m.dash_class_done()}</span> : null}
              {c.cancelled ? (
                <p className="text-sm font-semibold text-red-800" data-testid="cancelled-class">
                  <Sentence write={(reason) => m.dash_class_cancelled({ reason })}>
                    <StaffText en={c.cancelled} bn={c.cancelledBn} />
                  </Sentence>
                </p>
              ) : (
                <AbsenceControl
                  placeId={place.id}
                  childName={place.childName}
                  classDate={c.date}
                  upcoming={attendance ? c.startsAt.getTime() > Date.parse(attendance.now) : false}
                  attendance={attendance}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Subsection>
  );
}

function OutdoorSessions({ place, sessions }: { place: PlaceClasses; sessions: OutdoorSessionEntry[] }) {
  const mayAnswer = useFamilyCan("answerClasses");
  return (
    <Subsection title={m.dash_outdoor_sessions()}>
      {sessions.length === 0 ? (
        <p className="text-slate-600">{m.dash_no_outdoor_sessions()}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {sessions.map((s) => (
            <li key={s.id} className="rounded-xl border border-slate-200 p-4" data-testid="outdoor-session">
              <p className="font-semibold text-ink">{formatClassTime(s.startsAt, s.endsAt)}</p>
              <p className="text-slate-700">
                <Sentence write={(place) => m.dash_meeting_place({ place })}>
                  <StaffText en={s.place} bn={s.placeBn} translate="no" />
                </Sentence>
              </p>
              {s.notes ? (
                <p className="mt-1 text-slate-700">
                  <Sentence write={(notes) => m.dash_what_to_bring({ notes })}>
                    <StaffText en={s.notes} bn={s.notesBn} />
                  </Sentence>
                </p>
              ) : null}
              <p className="mt-2 text-sm text-slate-700" data-testid="rsvp-answer">
                {s.answer === "yes"
                  ? m.dash_answer_yes({ name: place.childName })
                  : s.answer === "no"
                    ? m.dash_answer_no({ name: place.childName })
                    : m.dash_not_answered()}
              </p>
              {!mayAnswer ? null : s.canAnswer ? (
                <Form
                  method="post"
                  className="mt-3 flex flex-wrap gap-2"
                  aria-label={m.dash_answer_for({ name: place.childName })}
                >
                  <input type="hidden" name="intent" value="rsvp" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <input type="hidden" name="placeId" value={place.id} />
                  {s.needsAgreement ? (
                    <OutdoorAgreementFields
                      childName={place.childName}
                      term={s.term}
                      id={`agree-${place.id}-${s.id}`}
                    />
                  ) : null}
                  {rsvpChoices.map(({ answer, label }) => (
                    <Button
                      key={answer}
                      type="submit"
                      name="answer"
                      value={answer}
                      size="sm"
                      variant={s.answer === answer ? "primary" : "outline"}
                      aria-pressed={s.answer === answer}
                      pendingLabel={m.dash_saving()}
                    >
                      {label()}
                    </Button>
                  ))}
                </Form>
              ) : (
                <p className="mt-2 text-sm text-slate-600">{m.dash_answers_closed()}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Subsection>
  );
}

function Recordings({ place }: { place: PlaceClasses }) {
  const days = classRules.recordingsPausedAfterOverdueDays;
  return (
    <Subsection title={m.dash_recordings()}>
      {place.recordings === null ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="recordings-paused">
          {m.dash_recordings_paused_note({ days: localDigits(days) })}{" "}
          <Link to="/dashboard/payments" className="font-semibold underline">
            {m.dash_pay_now()}
          </Link>
        </p>
      ) : place.recordings.length === 0 ? (
        <p className="text-slate-600">{m.dash_no_recordings()}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="recordings">
          {place.recordings.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <StaffText en={r.title} bn={r.titleBn} className="font-semibold text-ink" />
                <span className="block text-sm text-slate-600">
                  {m.dash_class_of({ date: formatLongDate(r.classDate) })}
                </span>
              </span>
              <a
                href={`/dashboard/classes/recordings/${r.id}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={m.dash_watch_label({ title: staffText(r.title, r.titleBn).text })}
                className={buttonClass("outline", "sm")}
              >
                <Icon name="external" className="h-4 w-4" />
                {m.dash_watch()}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Subsection>
  );
}

function CalendarCard({ urls }: { urls: ReturnType<typeof feedUrls> | null }) {
  return (
    <Card id="calendar" data-testid="calendar">
      <CardHeader>
        <CardTitle>{m.dash_calendar_title()}</CardTitle>
        <p className="text-sm text-slate-600">{m.dash_calendar_explained()}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {urls ? (
          <>
            <div className="flex flex-col gap-1.5">
              <label id="calendar-url-label" htmlFor="calendar-url" className="text-sm font-semibold text-ink">
                {m.dash_calendar_link()}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id="calendar-url"
                  type="text"
                  readOnly
                  value={urls.https}
                  className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-ink"
                />
                <CopyButton value={urls.https} describedBy="calendar-url-label" />
              </div>
              <p className="text-sm text-slate-600">{m.dash_calendar_private()}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <a href={urls.google} target="_blank" rel="noopener noreferrer" className={buttonClass("primary")}>
                <Icon name="calendar" />
                {m.dash_calendar_google()}
                <span className="sr-only">{m.enrol_pay_new_tab()}</span>
              </a>
              <a href={urls.webcal} className={buttonClass("outline")}>
                <Icon name="calendar" />
                {m.dash_calendar_subscribe()}
              </a>
              <Form method="post">
                <input type="hidden" name="intent" value="calendar.reset" />
                <Button type="submit" variant="outline" pendingLabel={m.dash_resetting()}>
                  {m.dash_reset_link()}
                </Button>
              </Form>
            </div>
            <ul className="flex flex-col gap-1 text-sm text-slate-700" data-testid="calendar-help">
              <li>{m.dash_calendar_android()}</li>
              <li>{m.dash_calendar_iphone()}</li>
            </ul>
            <p className="text-sm text-slate-600">{m.dash_reset_link_explained()}</p>
          </>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="calendar.create" />
            <Button type="submit" pendingLabel={m.dash_creating()}>
              <Icon name="calendar" />
              {m.dash_get_calendar_link()}
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 font-bold text-ink">{title}</h3>
      {children}
    </section>
  );
}
