/**
 * A route's `handle`. Public pages ship no JavaScript; a route that needs the client
 * runtime (dashboard, staff console, auth forms) opts in with `hydrate: true`.
 *
 * `chrome` says what frames the page: the public site's header, footer and chat button
 * (the default), the dashboard's (the site's on wide screens, its own top bar on phones),
 * or the staff console's own shell, with nothing from the public site.
 *
 * `pageCache: "anonymous"` lets the server keep the page's render for visitors without a session for a minute
 * (app/server/page-cache.server.ts): only for pages whose content is the same for every anonymous visitor.
 */
export type Chrome = "site" | "dashboard" | "console";
export type RouteHandle = { hydrate?: boolean; chrome?: Chrome; pageCache?: "anonymous" };

type Match = { handle?: unknown } | undefined;

export const hydrate: RouteHandle = { hydrate: true };
export const dashboardHandle: RouteHandle = { hydrate: true, chrome: "dashboard" };
export const consoleHandle: RouteHandle = { hydrate: true, chrome: "console" };
export const cachedForAnonymous: RouteHandle = { pageCache: "anonymous" };

export const wantsHydration = (matches: ReadonlyArray<Match>) =>
  matches.some((m) => (m?.handle as RouteHandle | undefined)?.hydrate === true);

/** The chrome of the deepest route that names one. */
export const chromeFor = (matches: ReadonlyArray<Match>): Chrome =>
  matches.reduce<Chrome>((chrome, m) => (m?.handle as RouteHandle | undefined)?.chrome ?? chrome, "site");

/** True when the page's own route opts in to the anonymous page cache and nothing on it hydrates. */
export const cacheableForAnonymous = (matches: ReadonlyArray<Match>) =>
  (matches.at(-1)?.handle as RouteHandle | undefined)?.pageCache === "anonymous" && !wantsHydration(matches);
