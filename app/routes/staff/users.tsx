import type { Route } from "./+types/users";
import { requireAdmin } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Users and roles | Staff" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function UsersPage() {
  return <h1 className="text-2xl font-bold">Users and roles</h1>;
}
