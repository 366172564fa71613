import type { NextFunction, Request, Response } from "express";
import { offersBangla } from "~/lib/i18n/language";
import { carriesPersonalCookie } from "./cookie-names.server";

/**
 * The header by which a rendered page says it may be cached for anonymous visitors (entry.server.tsx sets it on
 * routes whose handle opts in). It never leaves the server.
 */
export const pageCacheMarker = "x-page-cache";

/** Headers kept with a cached page; the security headers (CSP with its fresh nonce) are set anew on every request. */
const keptHeaders = ["content-type", "content-language", "link", "vary"];

type CachedPage = { headers: [string, string][]; body: Buffer; storedAt: number };

export type PageCacheOptions = { ttlMs?: number; maxEntries?: number; maxBodyBytes?: number; now?: () => number };

/**
 * Express middleware that keeps the anonymous render of public pages for a short time. Public pages ship no script,
 * so the cached HTML holds no nonce; a request with a session or flash cookie is never served from it nor stored.
 * Only 200 responses that carry the marker, and set no cookie, are stored. The cache lives in this process and is
 * safe to lose: a miss renders the page as before.
 */
export function anonymousPageCache({
  ttlMs = 60_000,
  maxEntries = 200,
  maxBodyBytes = 256 * 1024,
  now = Date.now,
}: PageCacheOptions = {}) {
  const pages = new Map<string, CachedPage>();

  return (req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      carriesPersonalCookie(req.headers.cookie) ||
      req.headers.authorization
    ) {
      return next();
    }
    // The same URL renders with or without the notice offering Bangla (app/lib/i18n/language.ts).
    const key = offersBangla(req.headers["accept-language"], req.headers.cookie)
      ? `${req.originalUrl} bn-notice`
      : req.originalUrl;
    const cached = pages.get(key);
    if (cached && now() - cached.storedAt < ttlMs) {
      // Least recently used goes first when the cache is full.
      pages.delete(key);
      pages.set(key, cached);
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader("Age", String(Math.floor((now() - cached.storedAt) / 1000)));
      res.setHeader("X-Cache", "hit");
      res.status(200).end(req.method === "HEAD" ? undefined : cached.body);
      return;
    }
    if (cached) pages.delete(key);
    if (req.method === "HEAD") return next();

    let storable = false;
    const chunks: Buffer[] = [];
    let size = 0;
    const { writeHead, write, end } = res;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      storable =
        res.statusCode === 200 && res.getHeader(pageCacheMarker) === "anonymous" && !res.getHeader("set-cookie");
      res.removeHeader(pageCacheMarker);
      res.setHeader("X-Cache", "miss");
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!storable || chunk == null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, encoding as BufferEncoding | undefined)
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBodyBytes) storable = false;
      else chunks.push(buffer);
    };
    // The originals run first: they send the headers (deciding `storable`) before the chunk is kept.
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      const result = (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
      collect(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      return result;
    } as Response["write"];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      const result = (end as (...a: unknown[]) => Response).apply(this, [chunk, ...rest]);
      collect(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      if (storable) {
        const headers = keptHeaders.flatMap((name) => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, String(value)] as [string, string]];
        });
        pages.set(key, { headers, body: Buffer.concat(chunks), storedAt: now() });
        while (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
      }
      return result;
    } as Response["end"];
    next();
  };
}
