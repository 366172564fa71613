import type { Route } from "./+types/subscription";
import { requireUser } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Subscription Status | Dashboard" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function SubscriptionPage() {
  return <h1 className="text-2xl font-bold">Subscription Status</h1>;
}
