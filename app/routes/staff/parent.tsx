import type { Route } from "./+types/parent";
import { requireStaff } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Parent | Staff" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export default function ParentPage() {
  return <h1 className="text-2xl font-bold">Parent</h1>;
}
