import { Outlet } from "react-router";
import { StaffShell } from "~/components/staff/shell";
import { consoleHandle } from "~/lib/handle";
import { countApplicationsToDecide } from "~/server/data/enrolment/queries.server";
import { countNewInboxItems } from "~/server/data/staff-inbox.server";
import { countUnansweredSupport } from "~/server/data/staff-support.server";
import { countAwaitingVerification } from "~/server/data/transfers.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/layout";
import { refusePost } from "./guard.server";

export const handle = consoleHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const [newInbox, unansweredSupport, awaitingPayments, toDecide] = await Promise.all([
    countNewInboxItems(),
    countUnansweredSupport(),
    countAwaitingVerification(),
    countApplicationsToDecide(),
  ]);
  return {
    user: { name: user.name || user.email, role: user.role as "staff" | "admin" },
    counts: { newInbox, unansweredSupport, awaitingPayments, toDecide },
  };
}

/** A post to /staff itself lands here (the index route needs ?index). */
export const action = ({ request }: Route.ActionArgs) => refusePost(request);

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell user={loaderData.user} counts={loaderData.counts}>
      <Outlet />
    </StaffShell>
  );
}
