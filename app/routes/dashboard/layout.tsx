import { Outlet } from "react-router";
import { DashboardShell } from "~/components/dashboard/shell";
import { avatarUrl } from "~/lib/files";
import { dashboardHandle } from "~/lib/handle";
import { getRequestProfile } from "~/server/data/profiles.server";
import { isStaff, requireUser } from "~/server/session.server";
import type { Route } from "./+types/layout";

export const handle = dashboardHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const profile = await getRequestProfile(request, user.id);
  return {
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
    <DashboardShell user={loaderData.user}>
      <Outlet />
    </DashboardShell>
  );
}
