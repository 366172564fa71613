import type { ServerBuild } from "react-router";
import { chosenLanguage } from "~/lib/i18n/language";
import { carriesSession } from "../cookie-names.server";
import { env } from "../env.server";
import { inLanguage } from "../language.server";
import { publicPageLanguage } from "../page-language.server";
import { getSessionUser } from "../session.server";

type NodeRequest = { method: string; path: string; originalUrl: string; headers: Record<string, unknown> };

/**
 * Express middleware (server.js, after the request memo), deciding the language of the request
 * (docs/product.md#languages, decision 021):
 * - a public page is in the language of the route it matches: Bangla under /bn, English at the English URL,
 *   however the address is written (page-language.server.ts), so no cookie ever changes a cacheable page;
 * - every other page (accounts, the dashboard, the console, 404s) is in the signed-in person's language from their
 *   profile; before login, in the language just picked with the language link (`?lang=`), else the cookie's, else
 *   English.
 * `loadBuild` gives the server build whose route table is matched.
 *
 * It lives apart from `language.server.ts`, which everything that writes words imports: reading the session here
 * pulls in the auth library, and with it the mail it sends.
 */
export const requestLanguage =
  (loadBuild: () => ServerBuild | Promise<ServerBuild>) => (req: NodeRequest, _res: unknown, next: () => void) => {
    decideLanguage(req, loadBuild).then(
      (language) => inLanguage(language, next),
      () => inLanguage("en", next),
    );
  };

/** Addresses that answer with files or data, never words: no session is read to pick their language. */
const NOT_PAGES = /^\/(?:files|api|calendar|healthz|assets)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt)$/;

async function decideLanguage(req: NodeRequest, loadBuild: () => ServerBuild | Promise<ServerBuild>) {
  const pageLanguage = publicPageLanguage((await loadBuild()).routes)(req.path);
  if (pageLanguage) return pageLanguage;
  const cookies = typeof req.headers.cookie === "string" ? req.headers.cookie : "";
  if (carriesSession(cookies) && !NOT_PAGES.test(req.path)) {
    // The same read the page's loaders make, memoised for a GET; a POST's is not, so its action reads afresh.
    const request = new Request(new URL(req.originalUrl, env().APP_URL), {
      method: req.method === "HEAD" ? "GET" : req.method,
      headers: { cookie: cookies },
    });
    const user = await getSessionUser(request);
    if (user) return user.language;
  }
  const picked = new URLSearchParams(req.originalUrl.split("?")[1] ?? "").get("lang");
  return picked === "bn" || picked === "en" ? picked : (chosenLanguage(cookies) ?? "en");
}
