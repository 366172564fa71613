import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Icon } from "~/components/dashboard/icons";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { formatSchedule, programmeLabels, waitlistPositionText } from "~/lib/enrolment";
import { formatClassTime, formatLongDate, formatTime } from "~/lib/format";
import { classes as classRules } from "~/lib/site-config";
import { calendarSecretOf, feedUrls } from "~/server/calendar/feed.server";
import { requestTime } from "~/server/clock.server";
import {
  listParentClasses,
  type OutdoorSessionEntry,
  type PlaceClasses,
  type WaitingChild,
} from "~/server/data/classes.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { requireUser } from "~/server/session.server";
import { Button, ButtonLink, buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/classes";
import { handleClassesAction } from "./classes.server";
import { loadFailures, loadOrToast } from "./load.server";

/** The two answers to an outdoor session, as the buttons say them. */
const rsvpChoices = [
  { answer: "yes", label: "We'll be there" },
  { answer: "no", label: "Can't make it" },
] as const;

export const meta: Route.MetaFunction = () => dashboardMeta("Classes");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = requestTime(request);
  const [classes, secret] = await Promise.all([
    loadOrToast(() => listParentClasses(user.id, now), loadFailures.classes),
    calendarSecretOf(user.id),
  ]);
  return { classes, calendar: secret ? feedUrls(secret) : null };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  return handleClassesAction(await readTextForm(request), user.id, requestTime(request));
}

export default function ClassesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { classes, calendar } = loaderData;
  const places = classes.data?.places ?? [];
  return (
    <>
      <PageHeader title="Classes" description="Your children's live classes, outdoor sessions and recordings." />
      {classes.error ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          Could not fetch your classes. Please refresh the page to try again.
        </p>
      ) : places.length === 0 ? (
        <NoPlace waiting={classes.data?.waiting ?? []} />
      ) : (
        <div className="flex flex-col gap-6">
          {places.map((place) => (
            <PlaceCard key={place.id} place={place} />
          ))}
          {places.some((p) => p.status === "active") ? <CalendarCard urls={calendar} /> : null}
        </div>
      )}
      <Toaster toasts={[classes.error, actionData?.toast]} />
    </>
  );
}

function NoPlace({ waiting }: { waiting: WaitingChild[] }) {
  return (
    <Card data-testid="no-classes">
      <CardContent className="flex flex-col items-start gap-4">
        <div>
          <h2 className="text-lg font-bold text-ink">No classes yet</h2>
          <p className="mt-1 text-slate-700">
            Once your child has a confirmed place in a batch, their class link, schedule, outdoor sessions and
            recordings are here.
          </p>
        </div>
        {waiting.length > 0 ? (
          <ul className="flex flex-col gap-2" data-testid="waiting-children">
            {waiting.map((w) => (
              <li key={`${w.childName}-${w.batchName}`} className="rounded-lg bg-slate-50 p-3 text-slate-800">
                <span className="font-semibold">{w.childName}</span>, {w.batchName}:{" "}
                {w.status === "waitlisted" && w.position
                  ? waitlistPositionText(w.position)
                  : w.status === "offered"
                    ? "a place is offered: accept it on your Enrolment page"
                    : "the application is being reviewed"}
                .
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {waiting.length > 0 ? <ButtonLink to="/dashboard/enrolment">Open Enrolment</ButtonLink> : null}
          <ButtonLink to="/enroll" variant={waiting.length > 0 ? "outline" : "primary"}>
            See Open Batches
          </ButtonLink>
        </div>
      </CardContent>
    </Card>
  );
}

function PlaceCard({ place }: { place: PlaceClasses }) {
  const headingId = `place-${place.id}`;
  return (
    <Card data-testid="place-classes">
      <CardHeader>
        <CardTitle>
          <span id={headingId}>
            {place.childName} · {place.batch.name}
          </span>
        </CardTitle>
        <p className="text-sm text-slate-600">
          {programmeLabels[place.batch.programme]} · {formatSchedule(place.batch)}, Dhaka time
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {place.status === "pending" ? (
          <p className="rounded-lg bg-sky-50 p-4 text-sky-900" data-testid="pay-to-start">
            {place.childName}'s place starts once the admission fee and the first month are paid. Then the class link,
            the outdoor sessions and the recordings appear here.{" "}
            <Link to="/dashboard/payments" className="font-semibold underline">
              Pay now
            </Link>
          </p>
        ) : (
          <>
            <NextClass place={place} />
            <MonthClasses place={place} />
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
  if (!next) return <p className="text-slate-700">No classes are scheduled in the coming weeks.</p>;
  return (
    <section
      aria-label="Next class"
      className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-semibold text-ink" data-testid="next-class">
        Next class: <time dateTime={next.startsAt.toISOString()}>{formatClassTime(next.startsAt, next.endsAt)}</time>
      </p>
      {!place.hasJoinLink ? (
        <p className="text-sm text-slate-700">The class link will appear here before the class.</p>
      ) : next.joinable ? (
        <a
          href={`/dashboard/classes/${place.id}/join`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "lg", "shrink-0")}
        >
          Join Class
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <p className="text-sm font-semibold text-slate-700" data-testid="join-opens">
          Join Class opens at {formatTime(next.joinOpensAt)} on {formatLongDate(next.joinOpensAt)},{" "}
          {classRules.joinOpensMinutesBefore} minutes before the class.
        </p>
      )}
    </section>
  );
}

function MonthClasses({ place }: { place: PlaceClasses }) {
  return (
    <Subsection title="This month's classes">
      {place.month.length === 0 ? (
        <p className="text-slate-600">No classes this month.</p>
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
              {c.past && !c.cancelled ? <span className="text-sm text-slate-600"> · done</span> : null}
              {c.cancelled ? (
                <p className="text-sm font-semibold text-red-800" data-testid="cancelled-class">
                  Cancelled: {c.cancelled}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Subsection>
  );
}

function OutdoorSessions({ place, sessions }: { place: PlaceClasses; sessions: OutdoorSessionEntry[] }) {
  return (
    <Subsection title="Outdoor sessions">
      {sessions.length === 0 ? (
        <p className="text-slate-600">No outdoor sessions are planned yet. We add them here, two a month.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {sessions.map((s) => (
            <li key={s.id} className="rounded-xl border border-slate-200 p-4" data-testid="outdoor-session">
              <p className="font-semibold text-ink">{formatClassTime(s.startsAt, s.endsAt)}</p>
              <p className="text-slate-700">Meeting place: {s.place}</p>
              {s.notes ? <p className="mt-1 text-slate-700">What to bring: {s.notes}</p> : null}
              <p className="mt-2 text-sm text-slate-700" data-testid="rsvp-answer">
                {s.answer === "yes"
                  ? `Your answer: ${place.childName} will be there.`
                  : s.answer === "no"
                    ? `Your answer: ${place.childName} can't make it.`
                    : "You have not answered yet."}
              </p>
              {s.canAnswer ? (
                <Form method="post" className="mt-3 flex flex-wrap gap-2" aria-label={`Answer for ${place.childName}`}>
                  <input type="hidden" name="intent" value="rsvp" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <input type="hidden" name="placeId" value={place.id} />
                  {rsvpChoices.map(({ answer, label }) => (
                    <Button
                      key={answer}
                      type="submit"
                      name="answer"
                      value={answer}
                      size="sm"
                      variant={s.answer === answer ? "primary" : "outline"}
                      aria-pressed={s.answer === answer}
                      pendingLabel="Saving..."
                    >
                      {label}
                    </Button>
                  ))}
                </Form>
              ) : (
                <p className="mt-2 text-sm text-slate-600">Answers closed the day before the session.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Subsection>
  );
}

function Recordings({ place }: { place: PlaceClasses }) {
  return (
    <Subsection title="Recordings">
      {place.recordings === null ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="recordings-paused">
          Recordings are paused while an invoice is more than {classRules.recordingsPausedAfterOverdueDays} days
          overdue. They come back as soon as it is paid.{" "}
          <Link to="/dashboard/payments" className="font-semibold underline">
            Pay now
          </Link>
        </p>
      ) : place.recordings.length === 0 ? (
        <p className="text-slate-600">No recordings yet. They appear here after the classes.</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="recordings">
          {place.recordings.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-semibold text-ink">{r.title}</span>
                <span className="block text-sm text-slate-600">Class of {formatLongDate(r.classDate)}</span>
              </span>
              <a
                href={`/dashboard/classes/recordings/${r.id}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Watch ${r.title} (opens in a new tab)`}
                className={buttonClass("outline", "sm")}
              >
                <Icon name="external" className="h-4 w-4" />
                Watch
              </a>
            </li>
          ))}
        </ul>
      )}
    </Subsection>
  );
}

function CalendarCard({ urls }: { urls: { https: string; webcal: string } | null }) {
  return (
    <Card id="calendar" data-testid="calendar">
      <CardHeader>
        <CardTitle>Add to your calendar</CardTitle>
        <p className="text-sm text-slate-600">
          A private link that keeps your phone's calendar up to date with your children's classes, the outdoor sessions
          you said yes to and the workshops you registered for. It holds no class links.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {urls ? (
          <>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="calendar-url" className="text-sm font-semibold text-ink">
                Your calendar link
              </label>
              <input
                id="calendar-url"
                type="text"
                readOnly
                value={urls.https}
                className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-ink"
              />
              <p className="text-sm text-slate-600">Keep it to yourself: whoever has it sees your family's schedule.</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <a href={urls.webcal} className={buttonClass("primary")}>
                <Icon name="calendar" />
                Subscribe in your calendar app
              </a>
              <Form method="post">
                <input type="hidden" name="intent" value="calendar.reset" />
                <Button type="submit" variant="outline" pendingLabel="Resetting...">
                  Reset link
                </Button>
              </Form>
            </div>
            <p className="text-sm text-slate-600">Reset link makes a new address; the old one stops working.</p>
          </>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="calendar.create" />
            <Button type="submit" pendingLabel="Creating...">
              <Icon name="calendar" />
              Get my calendar link
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
