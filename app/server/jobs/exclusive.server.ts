import { sql } from "drizzle-orm";
import { database } from "../db.server";

/**
 * Runs `job` unless another instance is running the job of the same name: on PostgreSQL a transaction-level
 * advisory lock decides (released when the job ends, or when its connection dies). The embedded database serves a
 * single process, so there it simply runs. Returns false when the job was skipped.
 */
export async function runExclusive(name: string, job: () => Promise<unknown>): Promise<boolean> {
  const handle = database();
  if (handle.kind !== "postgres") {
    await job();
    return true;
  }
  return handle.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`job:${name}`})) as locked`,
    )) as unknown as {
      rows: Array<{ locked: boolean }>;
    };
    if (!result.rows[0]?.locked) return false;
    await job();
    return true;
  });
}
