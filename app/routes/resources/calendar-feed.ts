import { data } from "react-router";
import { calendarFeed } from "~/server/calendar/feed.server";
import type { Route } from "./+types/calendar-feed";

/**
 * A parent's private calendar feed, /calendar/<secret>.ics (docs/product.md#classes-and-recordings): 404 for an unknown
 * or reset address.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const secret = params.file.endsWith(".ics") ? params.file.slice(0, -4) : "";
  const feed = await calendarFeed(secret);
  if (feed === null) throw data("Not found", { status: 404 });
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="classes.ics"',
      // Calendar apps poll; the address is private, so nothing shared may keep it.
      "Cache-Control": "private, max-age=300",
      "X-Robots-Tag": "noindex",
    },
  });
}
