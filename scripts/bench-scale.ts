// `npm run bench:scale`: server time of the busiest pages on a school 20 times the demo's size (a report, not a test),
// saved to docs/perf/scale.md.
//
// On the production build (`npx react-router build` first) and a PostgreSQL database made for it (BENCH_DATABASE_URL,
// by default `le_bench_scale` on the machine's server, dropped and made again): the demo data (`npm run db:seed`),
// then, in bulk SQL, 2,000 families with 3,000 children, 300 batches with their applications and places, 60,000
// invoices with their payments and transfers, 100,000 audit entries, and the rows of the tables named in
// `scaleRows` below. The server is then started alone and each page is asked for 5 times to warm up and BENCH_RUNS
// times (40) one after the other over loopback, signed in as the demo admin or parent.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { scaleRows } from "./bench-scale-rows";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const port = Number(process.env.BENCH_PORT ?? 4310);
const baseUrl = `http://localhost:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 40);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/le_bench_scale";
const budgetMs = 150;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  APP_URL: baseUrl,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: "bench-scale-secret-that-is-long-enough-0123456789",
  LOG_LEVEL: "warn",
};

async function recreateDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).href,
  });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

async function startServer() {
  const server = spawn(process.execPath, ["server.js"], { env: serverEnv, stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error("the server did not start");
}

const stop = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });

/** The school at 20 times the demo, written with generate_series: minutes of row-by-row inserts become seconds. */
const seedSql = [
  // 2,000 families; the first 1,000 have two children.
  `insert into users (id, name, email, email_verified)
     select 'bench-' || n, 'Bench Parent ' || n, 'bench-' || n || '@bench.example', true from generate_series(1, 2000) n`,
  `insert into profiles (id, full_name, phone_number, terms_accepted)
     select 'bench-' || n, 'Bench Parent ' || n, '+88017' || lpad(n::text, 8, '0'), true from generate_series(1, 2000) n`,
  `insert into children (parent_id, name, age)
     select 'bench-' || ((n - 1) % 2000 + 1), 'Bench Child ' || n, 3 + n % 12 from generate_series(1, 3000) n`,
  // 300 batches over the last two years, the newest 60 open.
  `insert into batches (programme, name, start_date, end_date, capacity, open)
     select (array['preschool', 'adventure', 'hybrid'])[n % 3 + 1], 'Bench batch ' || n,
            current_date - (730 - n * 2), current_date - (730 - n * 2) + 120, 6, n > 240
       from generate_series(1, 300) n`,
  // Each child applies to one batch: 6 accepted per batch (1,800 places), the rest waitlisted, declined or withdrawn.
  `insert into applications (parent_id, child_id, batch_id, status, waitlisted_at, created_at)
     select c.parent_id, c.id, b.id,
            case when c.k <= 1800 then 'accepted' else (array['waitlisted', 'declined', 'withdrawn'])[c.k % 3 + 1] end,
            case when c.k > 1800 and c.k % 3 = 0 then now() - (c.k || ' minutes')::interval end,
            b.start_date - 10
       from (select id, parent_id, row_number() over (order by created_at, id) k from children
              where parent_id like 'bench-%') c
       join (select id, start_date, row_number() over (order by start_date, id) - 1 i from batches
              where name like 'Bench batch %') b
         on b.i = ((c.k - 1) / 6) % 300`,
  `insert into subscriptions (user_id, plan_id, status, start_date, child_id, batch_id)
     select a.parent_id, 'monthly', case when b.end_date >= current_date then 'active' else 'inactive' end,
            b.start_date, a.child_id, a.batch_id
       from applications a join batches b on b.id = a.batch_id
      where a.status = 'accepted' and a.parent_id like 'bench-%'`,
  // 60,000 invoices: about 33 a place, a month each, mostly paid, some due, overdue or void.
  `insert into invoices (number, parent_id, child_id, subscription_id, period_month, status, total_poisha, due_date,
                         paid_at, void_reason, created_at)
     select 'INV-B-' || lpad(g.n::text, 6, '0'), s.user_id, s.child_id, s.id,
            to_char(current_date - ((g.n % 33) * 30), 'YYYY-MM'),
            case when g.n % 20 = 0 then 'due' when g.n % 50 = 1 then 'void' when g.n % 40 = 3 then 'pending_verification'
                 else 'paid' end,
            160000, current_date - ((g.n % 33) * 30) + 7,
            case when g.n % 20 <> 0 and g.n % 50 <> 1 and g.n % 40 <> 3
                 then now() - ((g.n % 33) * 30 || ' days')::interval end,
            case when g.n % 50 = 1 then 'wrong amount' end,
            now() - ((g.n % 33) * 30 + 3 || ' days')::interval
       from generate_series(1, 60000) g(n)
       join (select id, user_id, child_id, row_number() over (order by id) - 1 i from subscriptions
              where user_id like 'bench-%') s on s.i = g.n % 1800`,
  `insert into invoice_items (invoice_id, position, description, amount_poisha)
     select id, 1, 'Monthly fee', total_poisha from invoices where number like 'INV-B-%'`,
  // A transfer for each paid or pending invoice, and the payment of each paid one.
  `insert into transfers (parent_id, method, sender_number, transaction_id, amount_poisha, status, decided_at, created_at)
     select parent_id, 'bkash', '01711000000', 'BENCH' || substr(number, 7),
            total_poisha, case when status = 'paid' then 'approved' else 'pending' end,
            case when status = 'paid' then paid_at end, coalesce(paid_at, now()) - interval '5 hours'
       from invoices where number like 'INV-B-%' and status in ('paid', 'pending_verification')`,
  `insert into transfer_invoices (transfer_id, invoice_id)
     select t.id, i.id from transfers t join invoices i on t.transaction_id = 'BENCH' || substr(i.number, 7)`,
  `insert into payments (user_id, amount_poisha, payment_date, payment_method, status, transfer_id)
     select t.parent_id, t.amount_poisha, t.decided_at, 'bkash', 'completed', t.id
       from transfers t where t.transaction_id like 'BENCH%' and t.status = 'approved'`,
  `update invoices i set payment_id = p.id from payments p join transfer_invoices ti on ti.transfer_id = p.transfer_id
    where ti.invoice_id = i.id and i.number like 'INV-B-%'`,
  // 100,000 audit entries over the last year.
  `insert into audit_log (actor_id, action, entity_type, entity_id, after, created_at)
     select (select id from users where role = 'admin' limit 1), 'invoice.void', 'invoice', gen_random_uuid()::text,
            jsonb_build_object('n', n), now() - (n || ' minutes')::interval
       from generate_series(1, 100000) n`,
];

async function seedAtScale() {
  const seeded = spawnSync(process.execPath, ["scripts/run-task.js", "seed"], { env: serverEnv, encoding: "utf8" });
  if (seeded.status !== 0) throw new Error(`db:seed failed: ${seeded.stderr}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts: Record<string, number> = {};
  for (const statement of [...seedSql, ...scaleRows.map((rows) => rows.sql)]) await client.query(statement);
  await client.query("analyze");
  for (const table of ["users", "children", "batches", "applications", "invoices", "transfers", "audit_log"]) {
    const { rows } = await client.query(`select count(*)::int n from ${table}`);
    counts[table] = rows[0].n;
  }
  for (const rows of scaleRows) {
    const { rows: found } = await client.query(`select count(*)::int n from ${rows.table}`);
    counts[rows.table] = found[0].n;
  }
  const { rows: batch } = await client.query(
    `select b.id from batches b join applications a on a.batch_id = b.id and a.status = 'accepted'
      where b.open group by b.id order by count(*) desc, b.start_date desc limit 1`,
  );
  await client.end();
  return { counts, batchId: batch[0].id as string };
}

async function signIn(email: string, password: string) {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ email, password }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  if (response.status !== 303) throw new Error(`login as ${email} answered ${response.status}`);
  return cookies.filter((c) => c.startsWith("le.")).join("; ");
}

async function measure(url: string, cookie: string) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${url}`, { headers: { Cookie: cookie }, redirect: "manual" });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const result = await once();
    times.push(result.ms);
    bytes = result.bytes;
  }
  times.sort((x, y) => x - y);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), bytes };
}

await recreateDatabase();
let server = await startServer();
await stop(server);
const { counts, batchId } = await seedAtScale();
server = await startServer();
try {
  const admin = await signIn("admin@example.com", "explore-admin-1");
  const parent = await signIn("parent@example.com", "explore-parent-1");
  const pages = [
    { url: "/staff/reports", cookie: admin },
    { url: "/staff/parents", cookie: admin },
    { url: "/staff/payments", cookie: admin },
    { url: "/staff/enrolment", cookie: admin },
    { url: `/staff/batches/${batchId}`, label: "/staff/batches/:id (6 places)", cookie: admin },
    { url: "/staff/audit", cookie: admin },
    { url: "/dashboard", cookie: parent },
  ];
  const rows = [];
  for (const page of pages) {
    const result = await measure(page.url, page.cookie);
    const met = result.p95 <= budgetMs ? "yes" : "**no**";
    rows.push(
      `| ${page.label ?? page.url} | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${met} | ${(result.bytes / 1024).toFixed(1)} KB |`,
    );
    console.log(page.url, result);
  }
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ");
  const report = [
    "# The console and dashboard at 20 times the demo: server time",
    "",
    `Produced by \`npm run bench:scale\` (scripts/bench-scale.ts) on ${new Date().toISOString().slice(0, 10)}: the production build on`,
    "PostgreSQL 15 on the same machine, the demo data and, in bulk, the rows below. Each page was asked for 5 times to",
    `warm up, then ${runs} times one after the other over loopback, signed in; the time runs from sending the request to`,
    `the page's last byte. ${os.cpus().length} CPUs, load average ${load} at the end.`,
    "",
    `Budget: 95th percentile at most ${budgetMs} ms.`,
    "",
    "| page | median | 95th percentile | within budget | HTML |",
    "| --- | ---: | ---: | --- | ---: |",
    ...rows,
    "",
    "Rows in the database:",
    "",
    "| table | rows |",
    "| --- | ---: |",
    ...Object.entries(counts).map(([table, n]) => `| ${table} | ${n.toLocaleString("en")} |`),
    "",
  ].join("\n");
  // What follows the tables (the plans and what was done, written by hand) is kept.
  const previous = fs.existsSync("docs/perf/scale.md") ? fs.readFileSync("docs/perf/scale.md", "utf8") : "";
  const kept = previous.includes("\n## ") ? previous.slice(previous.indexOf("\n## ")) : "";
  fs.writeFileSync("docs/perf/scale.md", report + kept);
  console.log(report);
} finally {
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
