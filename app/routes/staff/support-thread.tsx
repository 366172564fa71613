import type { Route } from "./+types/support-thread";
import { requireStaff } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Support thread | Staff" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export default function SupportThreadPage() {
  return <h1 className="text-2xl font-bold">Support thread</h1>;
}
