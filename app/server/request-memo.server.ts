const memos = new WeakMap<Request, Map<string, Promise<unknown>>>();

/**
 * Reads that several loaders of one page make (the session, the profile) run once per page request: React Router
 * hands every loader of a request the same Request object. Only GET requests are memoised, so what an action
 * changes is always read afresh.
 */
export function oncePerRequest<T>(request: Request, key: string, load: () => Promise<T>): Promise<T> {
  if (request.method !== "GET" && request.method !== "HEAD") return load();
  let memo = memos.get(request);
  if (!memo) {
    memo = new Map();
    memos.set(request, memo);
  }
  let found = memo.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    memo.set(key, found);
  }
  return found;
}
