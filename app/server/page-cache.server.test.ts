import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { anonymousPageCache, type PageCacheOptions, pageCacheMarker } from "./page-cache.server";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** An Express app whose pages count their renders; `/plain` is not marked, `/cookie` sets a cookie. */
async function serve(options: PageCacheOptions = {}) {
  const renders = new Map<string, number>();
  const app = express();
  app.use(compression());
  app.use(anonymousPageCache(options));
  app.get("/{*splat}", (req, res) => {
    const count = (renders.get(req.path) ?? 0) + 1;
    renders.set(req.path, count);
    if (req.path !== "/plain") res.setHeader(pageCacheMarker, "anonymous");
    if (req.path === "/cookie") res.setHeader("Set-Cookie", "le_flash=x");
    if (req.path === "/missing") res.status(404);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // Written in chunks, as a streamed render is.
    res.write(`<p>${req.path} `);
    res.end(`render ${count}</p>`);
  });
  const listener = app.listen(0);
  await new Promise((resolve) => listener.once("listening", resolve));
  close = () => listener.close();
  const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  const get = (path: string, init?: RequestInit) => fetch(base + path, init);
  return { get, renders };
}

describe("anonymous page cache", () => {
  it("serves a marked page's second anonymous request from memory, without the marker", async () => {
    const { get, renders } = await serve();
    const first = await get("/about");
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(first.headers.get(pageCacheMarker)).toBeNull();
    expect(await first.text()).toBe("<p>/about render 1</p>");
    const second = await get("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await second.text()).toBe("<p>/about render 1</p>");
    expect(renders.get("/about")).toBe(1);
    const head = await get("/about", { method: "HEAD" });
    expect(head.headers.get("x-cache")).toBe("hit");
    expect(renders.get("/about")).toBe(1);
  });

  it("never serves or stores a request that carries a session or flash cookie", async () => {
    const { get, renders } = await serve();
    await get("/about");
    for (const cookie of ["le.session_token=abc", "theme=x; le_flash=y"]) {
      const personal = await get("/about", { headers: { Cookie: cookie } });
      expect(personal.headers.get("x-cache")).toBeNull();
    }
    expect(renders.get("/about")).toBe(3);
    // An unrelated cookie does not make a page personal.
    expect((await get("/about", { headers: { Cookie: "other=1" } })).headers.get("x-cache")).toBe("hit");
  });

  it("keeps the page offering Bangla apart, and a stored language choice is not personal", async () => {
    const { get, renders } = await serve();
    await get("/about");
    const prefersBangla = { "Accept-Language": "bn-BD,bn;q=0.9,en;q=0.8" };
    expect((await get("/about", { headers: prefersBangla })).headers.get("x-cache")).toBe("miss");
    expect((await get("/about", { headers: prefersBangla })).headers.get("x-cache")).toBe("hit");
    const chosen = await get("/about", { headers: { ...prefersBangla, Cookie: "le_lang=en" } });
    expect(chosen.headers.get("x-cache")).toBe("hit");
    expect(renders.get("/about")).toBe(2);
  });

  it("stores only marked 200 responses that set no cookie, and only GETs", async () => {
    const { get, renders } = await serve();
    for (const path of ["/plain", "/cookie", "/missing"]) {
      await get(path);
      await get(path);
      expect(renders.get(path), path).toBe(2);
    }
    await get("/posted", { method: "POST" });
    await get("/posted", { method: "POST" });
    expect(renders.get("/posted")).toBeUndefined();
  });

  it("keys by path and query, forgets pages after their time, and drops the least recently used when full", async () => {
    let clock = 0;
    const { get, renders } = await serve({ ttlMs: 1_000, maxEntries: 2, now: () => clock });
    await get("/blog?q=play");
    expect(await (await get("/blog?q=play")).text()).toBe("<p>/blog render 1</p>");
    expect((await get("/blog?q=art")).headers.get("x-cache")).toBe("miss");
    clock = 1_000;
    expect((await get("/blog?q=play")).headers.get("x-cache")).toBe("miss");
    expect(renders.get("/blog")).toBe(3);

    await get("/a");
    await get("/b");
    await get("/a");
    await get("/c"); // evicts /b, the least recently used
    expect((await get("/a")).headers.get("x-cache")).toBe("hit");
    expect((await get("/b")).headers.get("x-cache")).toBe("miss");
  });
});
