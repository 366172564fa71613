import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { auth } from "~/server/auth.server";
import { insertUserWithPassword } from "~/server/data/users.server";
import { schema } from "~/server/db.server";
import { env } from "~/server/env.server";
import { useTestDatabase } from "../../tests/support/test-database";

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "every-action-"));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const KB = 1024;
const POSTED_BYTES = 2 * KB * KB;
/** What an action may pull before refusing: the capped reader stops at its cap, and a stream runs a chunk ahead. */
const MOST_READ_BEFORE_REFUSING = 128 * KB;

type RouteParams = Record<string, string>;

/** Every route module of the route table, with a path whose parameters are filled in, and those parameters. */
function routeModules(entries: RouteConfigEntry[], parent = ""): { file: string; path: string; params: RouteParams }[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : `${parent}/${entry.path ?? ""}`;
    const params: RouteParams = {};
    const filled = own
      .replace(/:([^/]+)/g, (_, name: string) => (params[name] = crypto.randomUUID()))
      .replace("*", () => (params["*"] = "anything"));
    return [{ file: entry.file, path: filled || "/", params }, ...routeModules(entry.children ?? [], own)];
  });
}

/** A 2 MB urlencoded body that counts what is pulled from it, pulling nothing ahead of the reader. */
function countedBody() {
  const counter = { pulled: 0 };
  const chunk = new TextEncoder().encode("a".repeat(64 * KB));
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(new TextEncoder().encode("field="));
      },
      pull(controller) {
        if (counter.pulled >= POSTED_BYTES) return controller.close();
        counter.pulled += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const isLogout = (file: string) => /\/logout\.tsx?$/.test(file);

/** The status an action answered with, thrown or returned: a Response, `data()`, or a plain object (200). */
function statusOf(outcome: unknown) {
  if (outcome instanceof Response) return outcome.status;
  const init = (outcome as { init?: { status?: number } } | null)?.init;
  if (init) return init.status ?? 200;
  if (outcome instanceof Error) throw outcome;
  return 200;
}

describe("every route action reads its body through the capped reader", () => {
  const t = useTestDatabase("pglite");

  async function signedIn(role: "parent" | "staff" | "admin") {
    const email = `${crypto.randomUUID()}@test.example`;
    const password = `Kite-${crypto.randomBytes(6).toString("hex")}`;
    const id = await insertUserWithPassword(t.db, { email, password, name: "Someone", emailVerified: true, role });
    await t.db.insert(schema.profiles).values({ id, fullName: "Someone" });
    await t.db.insert(schema.children).values({ parentId: id, name: "First", age: 4 });
    const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
    return response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  it("refuses 2 MB with 413, or answers without reading it, whoever posts it", async () => {
    const modules = new Map<string, { path: string; params: RouteParams; action?: (args: unknown) => unknown }>();
    for (const { file, path: routePath, params } of routeModules(routes)) {
      if (modules.has(file)) continue;
      const module = (await import(/* @vite-ignore */ `../${file}`)) as { action?: (args: unknown) => unknown };
      modules.set(file, { path: routePath, params, action: module.action });
    }
    // Logging out ends the session the later posts are made with, so it goes last.
    const withActions = [...modules]
      .filter(([, module]) => module.action)
      .sort(([a], [b]) => Number(isLogout(a)) - Number(isLogout(b)));
    expect(withActions.length).toBeGreaterThan(20);

    const identities = { anonymous: "", parent: await signedIn("parent"), admin: await signedIn("admin") };
    const unbounded: string[] = [];
    const refusedAsTooLarge = new Set<string>();
    for (const [file, { path: routePath, params, action }] of withActions) {
      for (const [who, cookie] of Object.entries(identities)) {
        for (const declared of [true, false]) {
          const { stream, counter } = countedBody();
          const headers = new Headers({
            Origin: env().APP_URL,
            "Content-Type": "application/x-www-form-urlencoded",
          });
          if (declared) headers.set("Content-Length", String(POSTED_BYTES + 6));
          if (cookie) headers.set("Cookie", cookie);
          const request = new Request(new URL(routePath, env().APP_URL), {
            method: "POST",
            body: stream,
            headers,
            duplex: "half",
          } as RequestInit);
          const context = { clientIp: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
          const status = statusOf(
            await Promise.resolve()
              .then(() => action!({ request, params, context }))
              .catch((thrown: unknown) => thrown),
          );
          if (status === 413) refusedAsTooLarge.add(file);
          const refusedUnread = status >= 300 && status !== 413 && counter.pulled <= MOST_READ_BEFORE_REFUSING;
          if (status !== 413 && !refusedUnread) {
            unbounded.push(
              `${file} (${who}, ${declared ? "with" : "without"} Content-Length): ${status} after ${counter.pulled} bytes`,
            );
          }
        }
      }
    }
    expect(unbounded).toEqual([]);
    // Most actions got as far as reading for one of the three, so their readers are exercised (the others refuse
    // every post, or refuse this one before reading, as a missing subscription or a logout does).
    expect(refusedAsTooLarge.size).toBeGreaterThan(withActions.length / 2);
  }, 120_000);
});
