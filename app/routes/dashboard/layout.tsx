import { Outlet } from "react-router";
import { FamilyPermissionsProvider } from "~/components/dashboard/family-can";
import { DashboardShell } from "~/components/dashboard/shell";
import { permissionsOf } from "~/lib/family-permissions";
import { avatarUrl } from "~/lib/files";
import { dashboardHandle } from "~/lib/handle";
import { amountDue } from "~/server/data/invoices.server";
import { getRequestProfile } from "~/server/data/profiles.server";
import { countSupportThreadsWithNewReply } from "~/server/data/support.server";
import { requireFamily } from "~/server/family-session.server";
import { isStaff } from "~/server/session.server";
import type { Route } from "./+types/layout";
import { loadFailures, loadOrToast } from "./load.server";

export const handle = dashboardHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, family } = await requireFamily(request);
  const [profile, due, newReplies] = await Promise.all([
    getRequestProfile(request, user.id),
    // The banner is a reminder: when it cannot be read, the page still shows (the failure is logged).
    loadOrToast(() => amountDue(family.accountId), loadFailures.invoices),
    // The thread being opened is read by now (its own loader marks it), whichever loader runs first.
    loadOrToast(() => countSupportThreadsWithNewReply(user.id, params.messageId), loadFailures.support),
  ]);
  return {
    family: { role: family.role, can: permissionsOf(family.role) },
    overdueInvoices: due.data?.overdue ?? 0,
    flags: { newReplies: newReplies.data ?? 0 },
    user: {
      name: profile?.fullName ?? null,
      email: user.email,
      avatarUrl: avatarUrl(profile?.avatarKey),
      isStaff: isStaff(user),
    },
  };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell user={loaderData.user} overdueInvoices={loaderData.overdueInvoices} flags={loaderData.flags}>
      <FamilyPermissionsProvider can={loaderData.family.can}>
        <Outlet />
      </FamilyPermissionsProvider>
    </DashboardShell>
  );
}
