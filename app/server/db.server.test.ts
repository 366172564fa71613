import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db.server";

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL connection pool", () => {
  it("survives the server ending an idle connection, and the next query reconnects", async () => {
    const handle = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "memory://" });
    try {
      await handle.ping();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = '' and pid <> pg_backend_pid() and state = 'idle' and datname = current_database()",
      );
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});
