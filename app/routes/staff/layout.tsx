import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { hydrate } from "~/lib/handle";
import { requireStaff } from "~/server/session.server";

export const handle = hydrate;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return { user: { name: user.name, role: user.role } };
}

export default function StaffLayout() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Outlet />
    </main>
  );
}
