import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/server/db.server";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds = (): DatabaseKind[] =>
  process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated database installed as the process-wide one for the enclosing describe block: in-memory PGlite, or
 * a throwaway PostgreSQL database. Both start as copies of the migrated database the run's setup made once
 * (tests/support/vitest-setup.ts); migrating again finds nothing to do.
 */
export function useTestDatabase(kind: DatabaseKind) {
  const state: { handle?: DatabaseHandle; dropName?: string } = {};
  const g = globalThis as unknown as { __database?: DatabaseHandle; __auth?: unknown };

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (kind === "postgres") {
      const admin = new URL(process.env.TEST_DATABASE_URL!);
      state.dropName = `it_${crypto.randomBytes(6).toString("hex")}`;
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`create database ${state.dropName} template ${inject("postgresTemplate")}`);
      await client.end();
      admin.pathname = `/${state.dropName}`;
      databaseUrl = admin.toString();
    }
    const loadDataDir = databaseUrl ? undefined : new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
    state.handle = openDatabase({ databaseUrl, dataDir: "memory://", loadDataDir });
    await state.handle.migrate();
    g.__database = state.handle;
    g.__auth = undefined;
  });

  afterAll(async () => {
    await state.handle?.close();
    if (g.__database === state.handle) g.__database = undefined;
    g.__auth = undefined;
    if (state.dropName) {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${state.dropName} with (force)`);
      await client.end();
    }
  });

  return {
    get db() {
      if (!state.handle) throw new Error("test database not ready");
      return state.handle.db;
    },
  };
}
