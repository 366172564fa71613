import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "../../db/schema";
import { env } from "./env.server";
import { log } from "./log.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

/**
 * Both this source file (app/server/) and the bundled server (build/server/) sit two
 * levels below the project root, so the committed migrations resolve the same way.
 */
const migrationsFolder = fileURLToPath(new URL("../../db/migrations", import.meta.url));

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for "memory://"). */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on("error", (error) => log.warn("idle database connection lost", { error }));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
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
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}

/** Hides the password in a connection URL so it can be logged. */
export function redactUrl(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparseable URL)";
  }
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
    return typeof value === "function" ? value.bind(real) : value;
  },
});
