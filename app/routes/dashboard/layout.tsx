import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { hydrate } from "~/lib/handle";
import { requireUser } from "~/server/session.server";

export const handle = hydrate;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { user: { email: user.email, name: user.name } };
}

export default function DashboardLayout() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Outlet />
    </main>
  );
}
