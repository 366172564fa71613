import type { Route } from "./+types/inbox";
import { requireStaff } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Inbox | Staff" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export default function InboxPage() {
  return <h1 className="text-2xl font-bold">Inbox</h1>;
}
