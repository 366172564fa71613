import { AsyncLocalStorage } from "node:async_hooks";

/** One memo per HTTP request, shared by its loaders (React Router hands each loader its own Request object). */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Express middleware that opens the request's memo (server.js, before React Router). */
export const requestMemo = () => (_req: unknown, _res: unknown, next: () => void) => scope.run(new Map(), next);

/**
 * Reads that several loaders of one page make (the session, the profile) run once per page request. Only reads
 * for GET requests are memoised: an action's changes are always read afresh by the loaders that follow it.
 */
export function oncePerRequest<T>(request: Request, key: string, load: () => Promise<T>): Promise<T> {
  const memo = request.method === "GET" || request.method === "HEAD" ? scope.getStore() : undefined;
  if (!memo) return load();
  let found = memo.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    memo.set(key, found);
  }
  return found;
}
