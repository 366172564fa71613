import { Form } from "react-router";
import { around } from "~/components/sentence";
import { EventForm } from "~/components/staff/event-form";
import { FoldedForm } from "~/components/staff/folded-form";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { EmptyState } from "~/components/staff/table";
import { addDays } from "~/lib/dates";
import { dhakaDay, dhakaTimeOfDay } from "~/lib/enrolment";
import { formatClassTime, formatDateTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { eventSchema } from "~/lib/schemas/events";
import { parseForm } from "~/lib/schemas/parse-form";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { m } from "~/paraglide/messages";
import {
  createEvent,
  listEventsForStaff,
  removeEvent,
  type StaffEvent,
  updateEvent,
} from "~/server/data/events.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/events";
import { staffAction } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta(m.ops_events_title());

const HERE = "/staff/events";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = new Date();
  return { ...(await listEventsForStaff(now)), nextWeek: addDays(dhakaDay(now), 7) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await staffAction(request);
  const formData = await readTextForm(request);
  const intent = String(formData.get("intent") ?? "");
  const eventId = String(formData.get("eventId") ?? "");
  const now = new Date();
  if (intent === "event.remove") {
    const outcome = await removeEvent(user.id, eventId);
    if (outcome === "missing") return redirectWithToast(HERE, notFoundToast("event"));
    if (outcome === "registered")
      return redirectWithToast(HERE, {
        title: m.ops_toast_not_removed(),
        description: m.ops_toast_not_removed_description(),
        variant: "destructive",
      });
    return redirectWithToast(HERE, { title: m.ops_toast_event_removed(), variant: "success" });
  }
  const form = intent === "event.update" ? `event.update.${eventId}` : "event.create";
  const submission = parseForm(formData, eventSchema);
  if (submission.status !== "success") return invalid(submission.reply(), form);
  if (intent === "event.update") {
    const outcome = await updateEvent(user.id, eventId, submission.value, now);
    if (outcome === "missing") return redirectWithToast(HERE, notFoundToast("event"));
    if (outcome !== "saved") {
      const message = m.ops_event_places_below_taken({ count: localDigits(outcome.belowTaken) });
      return invalid(submission.reply({ fieldErrors: { seats: [message] } }), form);
    }
    return redirectWithToast(HERE, {
      title: m.ops_toast_event_updated(),
      description: submission.value.title,
      variant: "success",
    });
  }
  await createEvent(user.id, submission.value, now);
  return redirectWithToast(HERE, {
    title: m.ops_toast_event_created(),
    description: m.ops_toast_event_created_description({ title: submission.value.title }),
    variant: "success",
  });
}

export default function StaffEventsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, nextWeek } = loaderData;
  const resultFor = (form: string) =>
    actionData && "form" in actionData && actionData.form === form ? actionData.lastResult : undefined;
  return (
    <>
      <StaffPageHeader title={m.ops_events_title()} description={m.ops_events_description()} />
      <section aria-labelledby="upcoming-events">
        <h2 id="upcoming-events" className="mb-3 text-lg font-bold text-ink">
          {m.ops_coming_up()}
        </h2>
        {upcoming.length === 0 ? (
          <EmptyState>{m.ops_events_none_coming()}</EmptyState>
        ) : (
          <ul className="flex flex-col gap-4">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} lastResult={resultFor(`event.update.${event.id}`)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{m.ops_new_event()}</CardTitle>
        </CardHeader>
        <CardContent>
          <EventForm
            formId="new-event"
            label={m.ops_new_event()}
            defaults={{ date: nextWeek, startTime: "10:00", endTime: "12:00", seats: 20 }}
            lastResult={resultFor("event.create")}
            submitLabel={m.ops_create_event()}
          />
        </CardContent>
      </Card>
      {past.length > 0 ? (
        <section aria-labelledby="past-events" className="mt-8">
          <h2 id="past-events" className="mb-3 text-lg font-bold text-ink">
            {m.ops_past_events()}
          </h2>
          <ul className="flex flex-col gap-4">
            {past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

function EventCard({
  event,
  lastResult,
}: {
  event: StaffEvent;
  lastResult?: Parameters<typeof EventForm>[0]["lastResult"];
}) {
  const taken = event.seats - event.placesLeft;
  const [beforePlace, afterPlace] = around((place) =>
    m.ops_event_line({
      when: formatClassTime(event.startsAt, event.endsAt),
      place,
      taken: localDigits(taken),
      seats: localDigits(event.seats),
    }),
  );
  return (
    <Card data-testid="staff-event">
      <CardHeader>
        <CardTitle translate="no">{event.title}</CardTitle>
        <p className="text-sm text-slate-700">
          {beforePlace}
          {event.place ? <span translate="no">{event.place}</span> : m.ops_online()}
          {afterPlace}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {event.registrations.length === 0 ? (
          <p className="text-sm text-slate-600">{m.ops_no_registrations()}</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 text-sm"
            aria-label={m.ops_registrations_for({ title: event.title })}
          >
            {event.registrations.map((r) => (
              <li key={r.id} className="py-2">
                <span className="font-semibold text-ink" translate="no">
                  {r.name}
                </span>{" "}
                · <span translate="no">{r.contact}</span> ·{" "}
                {(r.attendees === 1 ? m.ops_person : m.ops_people)({ count: localDigits(r.attendees) })}
                <span className="text-slate-600"> · {formatDateTime(r.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
        {lastResult !== undefined || event.endsAt > new Date() ? (
          <div className="flex flex-wrap items-start gap-3">
            <FoldedForm summary={m.ops_edit_summary()} context={event.title} open={Boolean(lastResult)}>
              <EventForm
                formId={`event-${event.id}`}
                label={m.ops_edit_named({ title: event.title })}
                eventId={event.id}
                defaults={{
                  ...event,
                  date: dhakaDay(event.startsAt),
                  startTime: dhakaTimeOfDay(event.startsAt),
                  endTime: dhakaTimeOfDay(event.endsAt),
                }}
                lastResult={lastResult}
                submitLabel={m.ops_save_changes()}
              />
            </FoldedForm>
            {event.registrations.length === 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value="event.remove" />
                <input type="hidden" name="eventId" value={event.id} />
                <Button
                  type="submit"
                  size="sm"
                  variant="ghost"
                  className="text-red-800"
                  pendingLabel={m.ops_removing()}
                >
                  {m.ops_remove_event()}
                </Button>
              </Form>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
