import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { Language } from "~/lib/i18n/language";

type BuildRoutes = ServerBuild["routes"];

/**
 * The language of the public page a path leads to, decided by React Router's own matching over the build's route
 * table, so that whatever reaches a page (`/about/`, `/Contact`, `/bn/About`, percent-encoded letters) is in that
 * page's language: Bangla for a route mounted under /bn (and any address under /bn that leads nowhere), English for
 * the page it is the twin of. Null for any other route (accounts, the dashboard, the console, the 404 page), whose
 * language follows the person.
 */
export function publicPageLanguage(routes: BuildRoutes): (pathname: string) => Language | null {
  let matcher = matchers.get(routes);
  if (!matcher) {
    matcher = buildMatcher(routes);
    matchers.set(routes, matcher);
  }
  return matcher;
}

const matchers = new WeakMap<BuildRoutes, (pathname: string) => Language | null>();

function buildMatcher(routes: BuildRoutes) {
  const entries = Object.values(routes).filter((route) => route !== undefined);
  const twinned = new Set(entries.filter((route) => isBanglaTwin(route.id)).map((route) => route.module));
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  return (pathname: string): Language | null => {
    const leaf = matchRoutes(tree, pathname)?.at(-1)?.route;
    const route = leaf?.id ? routes[leaf.id] : undefined;
    if (route && isBanglaTwin(route.id)) return "bn";
    if (route && twinned.has(route.module)) return "en";
    // Any other address under /bn (a page that is not there) answers in Bangla too.
    return BANGLA_PREFIX.test(pathname) ? "bn" : null;
  };
}

const BANGLA_PREFIX = /^\/bn(?:\/|$)/i;

/** The route table mounts each public page's module again under /bn, with an id of its own (app/routes.ts). */
const isBanglaTwin = (id: string) => id.startsWith("bn/");
