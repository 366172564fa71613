/**
 * A route's `handle`. Public pages ship no JavaScript; a route that needs the client
 * runtime (dashboard, staff console, auth forms) opts in with `hydrate: true`.
 */
export type RouteHandle = { hydrate?: boolean };

export const hydrate: RouteHandle = { hydrate: true };

export const wantsHydration = (matches: ReadonlyArray<{ handle?: unknown } | undefined>) =>
  matches.some((m) => (m?.handle as RouteHandle | undefined)?.hydrate === true);
