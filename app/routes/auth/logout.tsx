import type { Route } from "./+types/logout";
import { auth } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { assertSameOrigin } from "~/server/request-guards.server";

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectWithToast("/", { title: "Logged Out", variant: "success" }, { headers });
}

export const loader = () => new Response(null, { status: 405, headers: { Allow: "POST" } });
