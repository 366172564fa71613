import { Form } from "react-router";
import { EventForm } from "~/components/staff/event-form";
import { FoldedForm } from "~/components/staff/folded-form";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { EmptyState } from "~/components/staff/table";
import { addDays } from "~/lib/dates";
import { dhakaDay, dhakaTimeOfDay } from "~/lib/enrolment";
import { formatClassTime, formatDateTime } from "~/lib/format";
import { eventSchema } from "~/lib/schemas/events";
import { parseForm } from "~/lib/schemas/parse-form";
import { notFoundToast } from "~/lib/schemas/staff-errors";
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

export const meta: Route.MetaFunction = () => staffMeta("Events");

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
        title: "Not Removed",
        description: "People have registered for this event. Contact them before changing it.",
        variant: "destructive",
      });
    return redirectWithToast(HERE, { title: "Event Removed", variant: "success" });
  }
  const form = intent === "event.update" ? `event.update.${eventId}` : "event.create";
  const submission = parseForm(formData, eventSchema);
  if (submission.status !== "success") return invalid(submission.reply(), form);
  if (intent === "event.update") {
    const outcome = await updateEvent(user.id, eventId, submission.value, now);
    if (outcome === "missing") return redirectWithToast(HERE, notFoundToast("event"));
    if (outcome !== "saved") {
      const message = `${outcome.belowTaken} places are already taken: the event needs at least that many.`;
      return invalid(submission.reply({ fieldErrors: { seats: [message] } }), form);
    }
    return redirectWithToast(HERE, { title: "Event Updated", description: submission.value.title, variant: "success" });
  }
  await createEvent(user.id, submission.value, now);
  return redirectWithToast(HERE, {
    title: "Event Created",
    description: `${submission.value.title} is on the public events page.`,
    variant: "success",
  });
}

export default function StaffEventsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, nextWeek } = loaderData;
  const resultFor = (form: string) =>
    actionData && "form" in actionData && actionData.form === form ? actionData.lastResult : undefined;
  return (
    <>
      <StaffPageHeader
        title="Events"
        description="Workshops and outdoor adventures open to every family, on the public events page, with their registrations."
      />
      <section aria-labelledby="upcoming-events">
        <h2 id="upcoming-events" className="mb-3 text-lg font-bold text-ink">
          Coming up
        </h2>
        {upcoming.length === 0 ? (
          <EmptyState>No events are coming up. Create one below.</EmptyState>
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
          <CardTitle>New event</CardTitle>
        </CardHeader>
        <CardContent>
          <EventForm
            formId="new-event"
            label="New event"
            defaults={{ date: nextWeek, startTime: "10:00", endTime: "12:00", seats: 20 }}
            lastResult={resultFor("event.create")}
            submitLabel="Create Event"
          />
        </CardContent>
      </Card>
      {past.length > 0 ? (
        <section aria-labelledby="past-events" className="mt-8">
          <h2 id="past-events" className="mb-3 text-lg font-bold text-ink">
            Past events
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
  return (
    <Card data-testid="staff-event">
      <CardHeader>
        <CardTitle>{event.title}</CardTitle>
        <p className="text-sm text-slate-700">
          {formatClassTime(event.startsAt, event.endsAt)} · {event.place ?? "Online"} · {taken} of {event.seats} places
          taken
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {event.registrations.length === 0 ? (
          <p className="text-sm text-slate-600">No registrations yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm" aria-label={`Registrations for ${event.title}`}>
            {event.registrations.map((r) => (
              <li key={r.id} className="py-2">
                <span className="font-semibold text-ink">{r.name}</span> · {r.contact} · {r.attendees}{" "}
                {r.attendees === 1 ? "person" : "people"}
                <span className="text-slate-600"> · {formatDateTime(r.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
        {lastResult !== undefined || event.endsAt > new Date() ? (
          <div className="flex flex-wrap items-start gap-3">
            <FoldedForm summary="Edit…" context={event.title} open={Boolean(lastResult)}>
              <EventForm
                formId={`event-${event.id}`}
                label={`Edit ${event.title}`}
                eventId={event.id}
                defaults={{
                  ...event,
                  date: dhakaDay(event.startsAt),
                  startTime: dhakaTimeOfDay(event.startsAt),
                  endTime: dhakaTimeOfDay(event.endsAt),
                }}
                lastResult={lastResult}
                submitLabel="Save changes"
              />
            </FoldedForm>
            {event.registrations.length === 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value="event.remove" />
                <input type="hidden" name="eventId" value={event.id} />
                <Button type="submit" size="sm" variant="ghost" className="text-red-800" pendingLabel="Removing...">
                  Remove event
                </Button>
              </Form>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
