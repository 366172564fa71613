import type { Route } from "./+types/support";
import { requireStaff } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Support | Staff" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export default function SupportPage() {
  return <h1 className="text-2xl font-bold">Support</h1>;
}
