import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db.server";
import { asPostgres, missingPieces, postgresFolder, startPostgres } from "./harness";

/**
 * The restore drill of docs/deploy.md, run for real: a nightly pg_dump restored into a new database, and
 * point-in-time recovery from a base backup plus archived WAL to a moment between two changes.
 */
const missing = await missingPieces();
const report = (line: string) => console.log(`  ${line}`);

describe.skipIf(Boolean(missing))("backups restore", () => {
  const cleanup: Array<() => Promise<unknown> | unknown> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  async function query(url: string, text: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }

  it("a pg_dump of the app's database restores into a fresh database with every row", async () => {
    const server = await startPostgres(["fsync=off"]);
    cleanup.push(() => server.destroy());
    const app = openDatabase({ databaseUrl: server.url, dataDir: "memory://" });
    await app.migrate();
    await app.close();
    await query(
      server.url,
      "insert into users (id, name, email) values ('u1', 'Backup Parent', 'backup@test.example')",
    );

    const dump = path.join(postgresFolder("dump-"), "school.dump");
    asPostgres("pg_dump", [
      "-h",
      "127.0.0.1",
      "-p",
      String(server.port),
      "-U",
      "postgres",
      "-Fc",
      "-f",
      dump,
      "postgres",
    ]);
    await query(server.url, "create database restored");
    asPostgres("pg_restore", [
      "-h",
      "127.0.0.1",
      "-p",
      String(server.port),
      "-U",
      "postgres",
      "-d",
      "restored",
      "--no-owner",
      dump,
    ]);
    const restoredUrl = server.url.replace(/\/postgres$/, "/restored");
    expect(await query(restoredUrl, "select email from users")).toEqual([{ email: "backup@test.example" }]);
    const migrations = await query(restoredUrl, "select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(migrations[0].n).toBeGreaterThan(0);
    report(`pg_dump (${fs.statSync(dump).size} bytes) restored with its rows and migration history`);
  }, 120_000);

  it("a base backup plus archived WAL recovers to a moment between two changes", async () => {
    const archive = postgresFolder("wal-archive-");
    const server = await startPostgres([
      "wal_level=replica",
      "archive_mode=on",
      `archive_command='cp %p ${archive}/%f'`,
      "archive_timeout=0",
    ]);
    cleanup.push(() => server.destroy());
    await query(server.url, "create table marks (label text, at timestamptz default now())");
    const base = postgresFolder("base-backup-");
    asPostgres("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(server.port),
      "-U",
      "postgres",
      "-D",
      path.join(base, "data"),
      "-X",
      "none",
    ]);

    await query(server.url, "insert into marks (label) values ('before the mistake')");
    const [{ now: target }] = await query(server.url, "select now()::text as now");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await query(server.url, "insert into marks (label) values ('the mistake')");
    await query(server.url, "select pg_switch_wal()");
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // the archiver copies the finished segment
    server.stop();

    // Restore: the base backup, the archive as restore_command, stop at the target time.
    const restoredDir = path.join(base, "data");
    fs.appendFileSync(
      path.join(restoredDir, "postgresql.auto.conf"),
      `\nrestore_command = 'cp ${archive}/%f %p'\nrecovery_target_time = '${target}'\nrecovery_target_action = 'promote'\n`,
    );
    fs.writeFileSync(path.join(restoredDir, "recovery.signal"), "");
    const port = server.port;
    asPostgres("pg_ctl", [
      "-D",
      restoredDir,
      "-o",
      `-p ${port} -k ${base} -c listen_addresses=127.0.0.1`,
      "-l",
      path.join(base, "log"),
      "-w",
      "-t",
      "60",
      "start",
    ]);
    cleanup.push(() => asPostgres("pg_ctl", ["-D", restoredDir, "-m", "immediate", "-w", "stop"]));
    const rows = await query(`postgres://postgres@127.0.0.1:${port}/postgres`, "select label from marks order by at");
    expect(rows).toEqual([{ label: "before the mistake" }]);
    report(`point-in-time recovery to ${target}: the change before it is back, the one after it is not`);
  }, 120_000);
});
