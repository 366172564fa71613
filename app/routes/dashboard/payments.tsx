import type { Route } from "./+types/payments";
import { requireUser } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Payment History | Dashboard" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function PaymentsPage() {
  return <h1 className="text-2xl font-bold">Payment History</h1>;
}
