import { data, redirect } from "react-router";
import { requestTime } from "~/server/clock.server";
import { recordingTarget } from "~/server/data/classes.server";
import { redirectWithToast } from "~/server/flash.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/recording";

/** 'Watch': to a recording of the parent's own batch (active place); 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const target = await recordingTarget(user.id, params.recordingId, requestTime(request));
  if (target.state === "missing") throw data(null, { status: 404 });
  if (target.state === "paused")
    return redirectWithToast("/dashboard/classes", {
      title: "Recordings Paused",
      description: "Recordings come back as soon as the overdue invoice is paid.",
      variant: "destructive",
    });
  return redirect(target.url, { headers: { "Cache-Control": "private, no-store" } });
}
