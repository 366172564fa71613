import type { Route } from "./+types/audit";
import { requireAdmin } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Audit log | Staff" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AuditPage() {
  return <h1 className="text-2xl font-bold">Audit log</h1>;
}
