import type { Route } from "./+types/overview";
import { requireUser } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Dashboard" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function OverviewPage() {
  return <h1 className="text-2xl font-bold">Dashboard</h1>;
}
