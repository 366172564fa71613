import { data, redirect } from "react-router";
import { localDigits } from "~/lib/i18n/digits";
import { classes } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { requestTime } from "~/server/clock.server";
import { recordJoin } from "~/server/data/attendance/attendance.server";
import { joinTarget } from "~/server/data/classes.server";
import { requireFamily } from "~/server/family-session.server";
import { redirectWithToast } from "~/server/flash.server";
import { log } from "~/server/log.server";
import type { Route } from "./+types/class-join";

/**
 * 'Join Class': to the batch's meeting, for the parent's own active place while a class is open to join. The link
 * itself is never in a page: anyone else gets 404, and outside the class's time the parent is told when it opens.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const target = await joinTarget(family.accountId, params.placeId, requestTime(request));
  if (target.state === "missing") throw data(null, { status: 404 });
  if (target.state === "closed")
    return redirectWithToast("/dashboard/classes", {
      title: m.dash_not_open_yet(),
      description: m.dash_join_opens_rule({ minutes: minutes(classes.joinOpensMinutesBefore) }),
      variant: "default",
    });
  // The click is noted once per child and class (decision 024); a failure to note it never blocks the class.
  await recordJoin(target.attendee, target.attendee.classDate, requestTime(request)).catch((error: unknown) =>
    log.error("attendance.join_not_recorded", { error: String(error) }),
  );
  return redirect(target.url, { headers: { "Cache-Control": "private, no-store" } });
}

const minutes = (n: number) => localDigits(n);
