// HTTP server: security headers, compression, static assets, then React Router.
// All application logic lives in the server build; see app/server/startup.server.ts.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";

const root = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const isDev = process.env.NODE_ENV === "development";
// React picks its production build from NODE_ENV when first imported, so set it before.
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("@react-router/express");

function fail(error) {
  const known = error && (error.name === "EnvError" || error.name === "StartupError");
  console.error(`\nCannot start: ${known ? error.message : (error?.stack ?? error)}\n`);
  process.exit(1);
}

const assetTypes = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };
const precompressedCopies = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/**
 * Serves the build's Brotli or gzip copy of a script or stylesheet (vite.config.ts writes them) to a browser
 * that accepts it, by pointing express.static at the copy; `encodedCopyHeaders` labels the copy once it is found.
 * Anything else falls through unchanged.
 */
function precompressedAssets(assetsDir) {
  const available = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  return (req, res, next) => {
    const type = assetTypes[path.extname(req.path)];
    if ((req.method !== "GET" && req.method !== "HEAD") || !type) return next();
    res.vary("Accept-Encoding");
    const file = req.path.slice(1);
    const copies = precompressedCopies.filter(([, extension]) => available.has(file + extension));
    const encoding = copies.length ? req.acceptsEncodings(...copies.map(([name]) => name)) : false;
    const copy = copies.find(([name]) => name === encoding);
    if (!copy) return next();
    req.url = `${req.path}${copy[1]}`;
    next();
  };
}

/**
 * express.static's headers for a precompressed copy, set only when the file is there to send: a copy that has gone
 * (a build replaced under the running server) then falls through as a plain 404.
 */
function encodedCopyHeaders(res, filePath) {
  const copy = precompressedCopies.find(([, extension]) => filePath.endsWith(extension));
  if (!copy) return;
  res.setHeader("Content-Encoding", copy[0]);
  res.setHeader("Content-Type", assetTypes[path.extname(filePath.slice(0, -copy[1].length))]);
}

/**
 * An action reads its form through a capped reader (app/server/forms/read-form.server.ts), which stops at its cap
 * without reading further. A response sent while the request body is still arriving (a 413, say) closes the
 * connection after it, so the rest of that body is never read and the connection is not reused.
 */
function closeUnreadBodies(req, res, next) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
  next();
}

/** CSP with a per-request nonce; Vite's dev client needs a looser policy. */
function securityHeaders({ hsts }) {
  return (_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const scriptSrc = isDev ? `'self' 'unsafe-inline'` : `'self' 'nonce-${nonce}' 'strict-dynamic'`;
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${scriptSrc}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src 'self'${isDev ? " ws:" : ""}`,
        "form-action 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

async function main() {
  const app = express();
  app.disable("x-powered-by");

  let build;
  let vite;
  if (isDev) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true } });
    build = () => vite.ssrLoadModule("virtual:react-router/server-build");
  } else {
    build = await import(path.join(buildDir, "server/index.js"));
  }
  const entry = isDev ? (await build()).entry.module : build.entry.module;
  const server = await entry.startServer();

  app.set("trust proxy", server.trustProxy);
  app.use((req, res, next) => {
    if (server.acceptsHost(req.headers.host)) return next();
    res.status(421).type("text/plain").send("Misdirected Request");
  });
  app.use((req, _res, next) => {
    // The client's address as resolved under TRUST_PROXY; whatever a client sent in this header is replaced.
    req.headers["x-le-client-ip"] = req.ip ?? "unknown";
    next();
  });
  app.use(closeUnreadBodies);
  app.use(securityHeaders(server));
  app.use(compression());
  if (vite) {
    app.use(vite.middlewares);
  } else {
    const assetsDir = path.join(buildDir, "client/assets");
    app.use(
      "/assets",
      precompressedAssets(assetsDir),
      express.static(assetsDir, { immutable: true, maxAge: "1y", setHeaders: encodedCopyHeaders }),
    );
    app.use(express.static(path.join(buildDir, "client"), { maxAge: "1d" }));
  }
  // Public pages rendered for anonymous visitors are kept for a minute (see app/server/page-cache.server.ts).
  if (!isDev) app.use(entry.anonymousPageCache());
  app.use(entry.requestMemo());
  app.use(entry.requestLanguage(typeof build === "function" ? build : () => build));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: isDev ? "development" : "production",
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientIp: req.ip ?? "unknown" }),
    }),
  );

  const listeners = await listen(app, server);
  logLine("info", "listening", { url: server.appUrl, port: server.port, hosts: server.listenHosts });
  const shutdown = gracefulShutdown(listeners, server);
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

const KEEP_ALIVE_MS = 65_000;

/**
 * Listens on each of `listenHosts` (undefined: every interface). The IPv6 loopback is a courtesy: a machine without
 * IPv6 is served on 127.0.0.1 alone.
 */
async function listen(app, { port, listenHosts }) {
  const listeners = [];
  for (const host of listenHosts) {
    const listener = http.createServer(app);
    // Longer than the idle timeout of the proxies in front (60 s is common) and of clients that pool connections:
    // a server that drops an idle connection first can do so just as a client sends on it, which the client sees as
    // a reset (Node's default is 5 s).
    listener.keepAliveTimeout = KEEP_ALIVE_MS;
    listener.headersTimeout = KEEP_ALIVE_MS + 1_000;
    try {
      await new Promise((resolve, reject) => {
        listener.once("error", reject);
        listener.listen(port, host, resolve);
      });
      listeners.push(listener);
    } catch (error) {
      if (host !== "::1" || listeners.length === 0) throw error;
      logLine("warn", "not listening on the IPv6 loopback", { error: error?.code });
    }
  }
  return listeners;
}

const logLine = (level, msg, fields = {}) =>
  (level === "info" ? process.stdout : process.stderr).write(
    `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`,
  );

/** How long requests already in flight may take to finish once a shutdown starts. */
const DRAIN_MS = 10_000;

/**
 * On SIGTERM: stop accepting connections, close idle keep-alive ones, let requests in flight finish (up to 10 s,
 * answering them with `Connection: close`), then stop the mail worker and jobs after their current step, close the
 * database pool and Redis, and exit 0. Behind a proxy that retries refused connections, a rolling restart loses nothing.
 */
function gracefulShutdown(listeners, server) {
  let started = false;
  for (const listener of listeners) {
    listener.on("request", (_req, res) => {
      if (started) res.setHeader("Connection", "close");
    });
  }
  return async () => {
    if (started) return;
    started = true;
    const since = Date.now();
    logLine("info", "shutting down: draining requests");
    const closed = Promise.all(listeners.map((listener) => new Promise((resolve) => listener.close(resolve))));
    for (const listener of listeners) listener.closeIdleConnections();
    const cutoff = setTimeout(() => {
      logLine("warn", "requests still running after the drain time; closing their connections");
      for (const listener of listeners) listener.closeAllConnections();
    }, DRAIN_MS);
    cutoff.unref();
    await closed;
    clearTimeout(cutoff);
    try {
      await server.close();
      logLine("info", "shut down", { ms: Date.now() - since });
      process.exit(0);
    } catch (error) {
      logLine("error", "shutdown failed", { error: error?.message });
      process.exit(1);
    }
  };
}

main().catch(fail);
