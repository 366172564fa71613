import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../../db/schema";
import { databaseUnavailable, guardConnection, isDatabaseUnavailable } from "./db-availability.server";
import { env } from "./env.server";
import { log } from "./log.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The database or an open transaction: what functions that may run inside a caller's transaction take. */
export type DbOrTx = Database | Transaction;
export { schema };

/**
 * Both this source file (app/server/) and the bundled server (build/server/) sit two
 * levels below the project root, so the committed migrations resolve the same way.
 */
const migrationsFolder = fileURLToPath(new URL("../../db/migrations", import.meta.url));

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PostgreSQL pool, for libraries that talk to it directly (shared rate limits); none on PGlite. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for "memory://"), starting from the
 * data directory `loadDataDir` when one is given (the tests' migrated copy).
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; loadDataDir?: Blob }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While PostgreSQL is down or stalled, requests fail within seconds (a 503 page) instead of hanging.
      connectionTimeoutMillis: 2_000,
      query_timeout: 4_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on("error", (error) => log.warn("idle database connection lost", { error }));
    guardPool(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      pool,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  let dir = options.dataDir;
  if (dir !== "memory://") {
    dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}

/**
 * Every query and every checkout goes through guardConnection, so a lost or refused connection answers 503 wherever
 * it happens (Drizzle, better-auth and the rate limiter all use this pool).
 */
function guardPool(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  Object.assign(pool, {
    query: (...args: unknown[]) =>
      typeof args.at(-1) === "function" ? query(...args) : guardConnection(() => query(...args)),
    connect: (...args: unknown[]) =>
      args.length
        ? (connect as (...a: unknown[]) => unknown)(...args)
        : guardConnection(async () => {
            const client = await connect();
            const clientQuery = client.query.bind(client) as (...a: unknown[]) => Promise<unknown>;
            Object.assign(client, {
              query: (...a: unknown[]) =>
                typeof a.at(-1) === "function" ? clientQuery(...a) : guardConnection(() => clientQuery(...a)),
            });
            return client;
          }),
  });
}

const globalForDb = globalThis as unknown as { __database?: DatabaseHandle };

/** The process-wide database, opened on first use from the environment. */
export function database(): DatabaseHandle {
  globalForDb.__database ??= openDatabase({ databaseUrl: env().DATABASE_URL, dataDir: env().DATA_DIR });
  return globalForDb.__database;
}

/** Shorthand for `database().db`, resolved on each use so importing it never opens a connection. */
export const db = new Proxy({} as Database, {
  get(_target, prop) {
    const real = database().db;
    const value = Reflect.get(real, prop);
    return typeof value === "function" ? surfacingOutages(value.bind(real)) : value;
  },
});

/**
 * Drizzle wraps every failed query in a DrizzleQueryError, which would hide the 503 that guardConnection threw
 * inside it and turn an outage into a 500. Calls made through `db` (and the builders they return, and what awaiting
 * them yields) hand the 503 on as it is; every other error is untouched.
 */
function surfacingOutages<F extends (...args: never[]) => unknown>(fn: F): F {
  return ((...args: Parameters<F>) => surfacing(fn(...args))) as F;
}

function surfacing<T>(value: T): T {
  if (value === null || (typeof value !== "object" && typeof value !== "function")) return value;
  return new Proxy(value as object, {
    get(target, prop) {
      const member = Reflect.get(target, prop, target);
      if (typeof member !== "function") return member;
      if (prop === "then") {
        return (onFulfilled?: (v: unknown) => unknown, onRejected?: (e: unknown) => unknown) =>
          member.call(target, onFulfilled, (error: unknown) => {
            const surfaced = isDatabaseUnavailable(error) ? databaseUnavailable() : error;
            if (onRejected) return onRejected(surfaced);
            throw surfaced;
          });
      }
      return (...args: unknown[]) => surfacing(member.apply(target, args));
    },
  }) as T;
}
