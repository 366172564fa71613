import { createAdmin } from "./create-admin.server";
import { database } from "./db.server";
import { seedDemoData } from "./demo-data.server";
import { env, isLocalUrl, redactUrl } from "./env.server";
import { startScheduledJobs, stopScheduledJobs } from "./jobs/scheduler.server";
import { log } from "./log.server";
import { startMailWorker, stopMailWorker } from "./mail/outbox.server";
import { closeRedis, redisReady } from "./redis.server";

/** A start-up failure whose message is meant for the operator as it stands. */
export class StartupError extends Error {
  override name = "StartupError";
}

async function migrate() {
  const e = env();
  const handle = database();
  try {
    await handle.migrate();
  } catch (error) {
    const where = e.DATABASE_URL
      ? `PostgreSQL at ${redactUrl(e.DATABASE_URL)}`
      : `the embedded database in ${e.DATA_DIR}`;
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Could not open or migrate ${where}: ${reason}`);
  }
  return handle;
}

/** Validates the environment, migrates, loads the demo on an empty embedded database, starts the mail worker. */
export async function startServer() {
  const e = env();
  const handle = await migrate();
  // The environment check already refused demo data on a public APP_URL (the README publishes its passwords).
  if (e.isEmbeddedDb && e.DEMO_DATA && (await seedDemoData())) {
    log.info("demo accounts ready; see README for credentials");
  }
  // Rate limits count in Redis when it is configured; until it answers they count in memory (with a warning).
  if (e.REDIS_URL && !(await redisReady()))
    log.warn("redis not reachable at start-up; rate limits count per instance until it is");
  startMailWorker();
  startScheduledJobs();
  log.info("database ready", { kind: handle.kind });
  return {
    port: e.PORT,
    appUrl: e.APP_URL,
    /**
     * Where to listen. A localhost APP_URL (a developer's machine, the demo, an end-to-end run with its test-only
     * routes) is served on the loopback addresses only, never to the network; a public one on every interface, for
     * the reverse proxy in front.
     */
    listenHosts: e.isLocal ? ["127.0.0.1", "::1"] : [undefined],
    /** On a localhost APP_URL, only requests addressed to this machine by name are answered (no DNS rebinding). */
    acceptsHost: (host: string | undefined) => !e.isLocal || (host !== undefined && isLocalUrl(`http://${host}`)),
    /** Express's "trust proxy": false, a hop count, or the proxies' addresses. */
    trustProxy: e.TRUST_PROXY,
    hsts: e.APP_URL.startsWith("https://"),
    async close() {
      await Promise.all([stopMailWorker(), stopScheduledJobs()]);
      await closeRedis();
      await handle.close();
    },
  };
}

/** One-off commands run against the built server code: `npm run db:seed`, `npm run create-admin`. */
export async function runTask(name: string, argv: string[]) {
  const handle = await migrate();
  try {
    switch (name) {
      case "seed":
        if (!env().isLocal)
          throw new StartupError(
            "Refusing to load the demo accounts: APP_URL is public, and their passwords are published in the README.",
          );
        return (await seedDemoData()) ? "Demo data loaded." : "The database already has users; demo data not loaded.";
      case "create-admin":
        return await createAdmin(argv);
      default:
        throw new StartupError(`Unknown task "${name}". Known: seed, create-admin.`);
    }
  } finally {
    await handle.close();
  }
}
