import { data, redirect } from "react-router";
import { m } from "~/paraglide/messages";
import { requestTime } from "~/server/clock.server";
import { recordingTarget } from "~/server/data/classes.server";
import { requireFamily } from "~/server/family-session.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/recording";

/** 'Watch': to a recording of the parent's own batch (active place); 404 for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const target = await recordingTarget(family.accountId, params.recordingId, requestTime(request));
  if (target.state === "missing") throw data(null, { status: 404 });
  if (target.state === "paused")
    return redirectWithToast("/dashboard/classes", {
      title: m.dash_recordings_paused(),
      description: m.dash_recordings_come_back(),
      variant: "destructive",
    });
  return redirect(target.url, { headers: { "Cache-Control": "private, no-store" } });
}
