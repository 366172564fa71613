import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { cacheableForAnonymous } from "~/lib/handle";
import { NonceProvider } from "~/lib/nonce";
import { log } from "~/server/log.server";
import { pageCacheMarker } from "~/server/page-cache.server";

export { requestLanguage } from "~/server/middleware/request-language.server";
export { anonymousPageCache } from "~/server/page-cache.server";
export { requestMemo } from "~/server/request-memo.server";
export { runTask, startServer } from "~/server/startup.server";

export const streamTimeout = 5_000;

const PRIVATE = "private, no-store";

/** A page's loader data fetched on its own (`/dashboard.data`) is as private as the page. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set("Cache-Control", PRIVATE);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce;
  if (request.method === "GET" && responseStatusCode === 200 && isAnonymousPublicPage(routerContext)) {
    responseHeaders.set(pageCacheMarker, "anonymous");
  } else {
    // Every other page may be someone's own (a dashboard, a receipt, a form with what they typed, a calendar
    // address): neither the browser's history cache nor a proxy keeps it.
    responseHeaders.set("Cache-Control", PRIVATE);
  }
  // No page defers data (no <Await>), so the shell is the whole page: it is rendered in full and sent in one
  // write with its length, which costs far less than streaming it in React's 2 KB chunks.
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // A refusal (403, 404, 413, 429…) rethrown by a route's error boundary to the root's is an answer, not a fault.
          if (isRefusal(error)) return;
          responseStatusCode = 500;
          log.error("render error", { error, url: new URL(request.url).pathname });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/** A page whose route opts in to the anonymous cache, rendered for a visitor with no session and no toast. */
function isAnonymousPublicPage({ staticHandlerContext: { matches, loaderData }, routeModules }: EntryContext) {
  const root = loaderData.root as { user?: unknown; toast?: unknown } | undefined;
  if (root?.user || root?.toast) return false;
  return cacheableForAnonymous(matches.map((match) => ({ handle: routeModules[match.route.id]?.handle })));
}

/** An error response below 500 that a loader, an action or an error boundary threw on purpose. */
const isRefusal = (error: unknown) => isRouteErrorResponse(error) && error.status < 500;

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRefusal(error)) return;
  // React Router refuses a POST whose Origin is foreign (a 400) before our own check runs; that is a refusal, not a fault.
  if (error instanceof Error && error.message.includes("origin does not match `origin` header")) {
    log.warn("cross-site request refused", {
      path: new URL(request.url).pathname,
      origin: request.headers.get("Origin"),
    });
    return;
  }
  log.error("unhandled error", {
    path: new URL(request.url).pathname,
    error: error instanceof Error ? error : String(error),
  });
};
