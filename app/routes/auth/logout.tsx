import { auth } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { log } from "~/server/log.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import type { Route } from "./+types/logout";

/** Ends the session in the database and clears its cookie (PRODUCT.md 2). */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  if (!response.ok) {
    log.error("sign-out failed", { status: response.status });
    return redirectWithToast("/", {
      title: "Logout Error",
      description: "We could not log you out. Please try again.",
      variant: "destructive",
    });
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectWithToast("/", { title: "Logged Out", variant: "success" }, { headers });
}

export const loader = () => new Response(null, { status: 405, headers: { Allow: "POST" } });
