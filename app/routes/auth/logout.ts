import { localized } from "~/lib/i18n/language";
import { m } from "~/paraglide/messages";
import { auth } from "~/server/auth.server";
import { redirectWithToast } from "~/server/flash.server";
import { currentLanguage } from "~/server/language.server";
import { log } from "~/server/log.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import type { Route } from "./+types/logout";

/** Ends the session in the database and clears its cookie (docs/product.md#accounts). */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  // The language is the signed-in person's (language.server.ts): they land on the home page in it.
  const home = localized("/", currentLanguage());
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  if (!response.ok) {
    log.error("sign-out failed", { status: response.status });
    return redirectWithToast(home, {
      title: m.auth_logout_error_title(),
      description: m.auth_logout_error_text(),
      variant: "destructive",
    });
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectWithToast(home, { title: m.auth_logged_out(), variant: "success" }, { headers });
}

export const loader = () => new Response(null, { status: 405, headers: { Allow: "POST" } });
