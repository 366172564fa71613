/**
 * A route's `handle`. Every page is rendered whole on the server and ships no framework JavaScript. The account
 * pages, the dashboard and the console opt in to the one small enhancement script (`enhance: true`, decision 019);
 * public pages ship no script at all.
 *
 * `chrome` says what frames the page: the public site's header, footer and chat button
 * (the default), the dashboard's (the site's on wide screens, its own top bar on phones),
 * or the staff console's own shell, with nothing from the public site.
 *
 * `pageCache: "anonymous"` lets the server keep the page's render for visitors without a session for a minute
 * (app/server/page-cache.server.ts): only for pages whose content is the same for every anonymous visitor.
 */
export type Chrome = "site" | "dashboard" | "console";
export type RouteHandle = { enhance?: boolean; chrome?: Chrome; pageCache?: "anonymous" };

type Match = { handle?: unknown } | undefined;

const handleOf = (match: Match) => match?.handle as RouteHandle | undefined;

export const enhanced: RouteHandle = { enhance: true };
export const dashboardHandle: RouteHandle = { enhance: true, chrome: "dashboard" };
export const consoleHandle: RouteHandle = { enhance: true, chrome: "console" };
export const cachedForAnonymous: RouteHandle = { pageCache: "anonymous" };

export const wantsEnhancement = (matches: ReadonlyArray<Match>) => matches.some((m) => handleOf(m)?.enhance === true);

/** The chrome of the deepest route that names one. */
export const chromeFor = (matches: ReadonlyArray<Match>): Chrome =>
  matches.reduce<Chrome>((chrome, m) => handleOf(m)?.chrome ?? chrome, "site");

/** True when the page's own route opts in to the anonymous page cache and carries no script. */
export const cacheableForAnonymous = (matches: ReadonlyArray<Match>) =>
  handleOf(matches.at(-1))?.pageCache === "anonymous" && !wantsEnhancement(matches);
