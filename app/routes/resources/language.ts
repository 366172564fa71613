import * as z from "zod/mini";
import { languages } from "~/lib/i18n/language";
import { setUserLanguage } from "~/server/data/users.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { languageChoiceCookie } from "~/server/language.server";
import { clientKey, enforce } from "~/server/rate-limit.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { getSessionUser, safeRedirectPath } from "~/server/session.server";
import type { Route } from "./+types/language";

const choice = z.object({ language: z.enum(languages), redirectTo: z.optional(z.string()) });

/**
 * The language link of a signed-in page (the dashboard, the console, the application form): it posts here, and the
 * choice goes into the person's profile, so their pages and mail follow it (docs/product.md#languages), and into
 * the cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  await enforce("languageChoicesPerIp", clientKey(context.clientIp));
  const parsed = choice.safeParse(Object.fromEntries(await readTextForm(request)));
  if (!parsed.success) return new Response("Bad Request", { status: 400 });
  const { language, redirectTo } = parsed.data;
  const user = await getSessionUser(request);
  if (user) await setUserLanguage(user.id, language);
  const back = safeRedirectPath(redirectTo, user ? "/dashboard" : "/");
  return new Response(null, {
    status: 303,
    headers: { Location: back, "Set-Cookie": languageChoiceCookie(language) },
  });
}

export const loader = () => new Response(null, { status: 405, headers: { Allow: "POST" } });
