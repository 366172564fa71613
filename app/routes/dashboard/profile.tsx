import type { Route } from "./+types/profile";
import { requireUser } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Profile Settings | Dashboard" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function ProfilePage() {
  return <h1 className="text-2xl font-bold">Profile Settings</h1>;
}
