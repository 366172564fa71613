import { redirect } from "react-router";
import { localized } from "~/lib/i18n/language";
import type { Route } from "./+types/in-bangla";

/**
 * `/bn/login`, `/bn/register`…: the account pages keep one address, so these send the visitor to it in Bangla, with
 * the query kept (docs/product.md#languages).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(localized(url.pathname.slice("/bn".length) + url.search, "bn"));
}
