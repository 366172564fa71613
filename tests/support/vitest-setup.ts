import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { compile } from "@inlang/paraglide-js";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { paraglideOptions } from "../../vite.config";
import { cacheDir, paraglideForTests } from "./vitest-paths";

/**
 * Once per `vitest run`, before any test file (docs/testing.md, "Unit and integration tests"):
 * - the message catalogue in one module per language, which the test files import instead of app/paraglide's one
 *   module per message (about 1,900 modules that each test file would otherwise load);
 * - a migrated database to copy: a PGlite data directory that each file loads instead of running every migration,
 *   and on PostgreSQL a template database that each file's database is created from.
 * Both copies are named by a hash of the migrations, so a new migration makes new ones.
 */
const migrationsFolder = path.resolve("db/migrations");

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

function migrationsHash() {
  const hash = crypto.createHash("sha256");
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 12);
}

async function pgliteTemplate(hash: string) {
  const file = path.join(cacheDir, `pglite-${hash}.tar`);
  if (fs.existsSync(file)) return file;
  const client = new PGlite();
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  for (const old of fs.readdirSync(cacheDir).filter((name) => name.startsWith("pglite-"))) {
    fs.rmSync(path.join(cacheDir, old), { force: true });
  }
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}

async function postgresTemplate(adminUrl: string, hash: string) {
  const name = `le_template_${hash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'le\\_template\\_%' order by oid desc",
    );
    if (existing.rows.some((row) => row.datname === name)) return name;
    // Another checkout's run may still copy an older one: only the oldest beyond the last four are dropped.
    for (const { datname } of existing.rows.slice(4))
      await admin.query(`drop database if exists ${datname} with (force)`);
    const building = `le_building_${hash}_${process.pid}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    await migratePg(drizzlePg(pool), { migrationsFolder });
    await pool.end();
    // Renamed only once whole, so an interrupted run never leaves a half-migrated template behind; a run that
    // built the same template at the same moment keeps its own.
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch {
      await admin.query(`drop database if exists ${building} with (force)`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  fs.mkdirSync(cacheDir, { recursive: true });
  await compile({
    ...paraglideOptions,
    outdir: paraglideForTests,
    outputStructure: "locale-modules",
  });
  const hash = migrationsHash();
  project.provide("pgliteTemplate", await pgliteTemplate(hash));
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplate", adminUrl ? await postgresTemplate(adminUrl, hash) : "");
}
