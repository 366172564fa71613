import { data } from "react-router";
import { trialCalendarFor } from "~/server/data/trials.server";
import { trialCalendar } from "~/server/mail/templates/trial-confirmation.server";
import type { Route } from "./+types/trial-calendar";

/**
 * /trial/booked/:id/calendar.ics: the booked class as a calendar file, while the class is still to come. It has no
 * /bn twin: its words are in the request's language (language.server.ts), so the Bangla booking page links to it with
 * `?lang=bn` (the `le_lang` cookie or a signed-in person's language also count).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const details = await trialCalendarFor(params.id);
  if (!details) throw data(null, { status: 404 });
  return new Response(trialCalendar(details), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="trial-class.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
