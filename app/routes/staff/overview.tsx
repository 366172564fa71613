import type { Route } from "./+types/overview";
import { requireStaff } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Staff console | Staff" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export default function OverviewPage() {
  return <h1 className="text-2xl font-bold">Staff console</h1>;
}
