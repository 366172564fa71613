import type { Route } from "./+types/parents";
import { requireStaff } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Parents | Staff" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export default function ParentsPage() {
  return <h1 className="text-2xl font-bold">Parents</h1>;
}
