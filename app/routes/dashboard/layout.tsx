import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { DashboardShell } from "~/components/dashboard/shell";
import { avatarUrl } from "~/lib/files";
import { hydrate } from "~/lib/handle";
import { getProfile } from "~/server/data/profiles.server";
import { requireUser } from "~/server/session.server";

export const handle = hydrate;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const profile = await getProfile(user.id);
  return { user: { name: profile?.fullName ?? null, email: user.email, avatarUrl: avatarUrl(profile?.avatarKey) } };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell user={loaderData.user}>
      <Outlet />
    </DashboardShell>
  );
}
