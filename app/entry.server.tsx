import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { cacheableForAnonymous } from "~/lib/handle";
import { NonceProvider } from "~/lib/nonce";
import { log } from "~/server/log.server";
import { pageCacheMarker } from "~/server/page-cache.server";

export { anonymousPageCache } from "~/server/page-cache.server";
export { runTask, startServer } from "~/server/startup.server";

export const streamTimeout = 5_000;

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
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode get the whole document at once; browsers get the shell streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { error, url: new URL(request.url).pathname });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** A page whose route opts in to the anonymous cache, rendered for a visitor with no session and no toast. */
function isAnonymousPublicPage({ staticHandlerContext: { matches, loaderData }, routeModules }: EntryContext) {
  const root = loaderData.root as { user?: unknown; toast?: unknown } | undefined;
  if (root?.user || root?.toast) return false;
  return cacheableForAnonymous(matches.map((match) => ({ handle: routeModules[match.route.id]?.handle })));
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
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
