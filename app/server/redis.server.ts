import { Redis } from "ioredis";
import { env, redactUrl } from "./env.server";
import { log } from "./log.server";

const globalForRedis = globalThis as unknown as { __redis?: Redis };

/**
 * The shared Redis client (REDIS_URL), created on first use. Commands fail at once while Redis is unreachable
 * (no offline queue), so callers fall back instead of waiting; the client keeps reconnecting in the background.
 */
export function redis(): Redis {
  if (globalForRedis.__redis) return globalForRedis.__redis;
  const url = env().REDIS_URL;
  if (!url) throw new Error("REDIS_URL is not set.");
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let lastWarning = 0;
  client.on("error", (error) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn("redis unavailable", { url: redactUrl(url), error: error.message });
  });
  client.on("ready", () => log.info("redis connected", { url: redactUrl(url) }));
  globalForRedis.__redis = client;
  return client;
}

/** Waits until the client is connected, or `timeoutMs` has passed; true when connected. */
export async function redisReady(timeoutMs = 3_000) {
  const client = redis();
  if (client.status === "ready") return true;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const onReady = () => done(true);
    function done(ready: boolean) {
      clearTimeout(timer);
      client.off("ready", onReady);
      resolve(ready);
    }
    client.once("ready", onReady);
  });
}

/** Closes the client if one was opened (shutdown). */
export async function closeRedis() {
  const client = globalForRedis.__redis;
  globalForRedis.__redis = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}
