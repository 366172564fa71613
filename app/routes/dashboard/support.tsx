import type { Route } from "./+types/support";
import { requireUser } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Support & Help | Dashboard" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function SupportPage() {
  return <h1 className="text-2xl font-bold">Support & Help</h1>;
}
