// `npm run bench:scale`: server time of the busiest staff and parent pages at 20 times the demo school (a report, not a
// test), saved to docs/perf/scale.md (decision 024).
//
// On the production build (`npx react-router build` first) and a fresh PostgreSQL database (BENCH_DATABASE_URL, by
// default a new database on postgres://postgres@127.0.0.1:5432): the demo data, then 2,000 families, 3,000 children
// with a place each in 300 batches, 60,000 invoices with their payments, 10,000 decided transfers and 500 awaiting
// verification, 200,000 register marks, 5,000 trial bookings, 30,000 home-practice assignments with about 100,000
// logs and 50,000 audit entries, made with generate_series. The server is then started alone
// and each page is asked for 5 times to warm up and BENCH_RUNS times (40) one after the other over loopback, signed
// in as the demo admin or parent; the time is from sending the request to the last byte of the page.
//
// BENCH_PAGES=reports times only the pages whose label holds one of these comma-separated words (the file is then not
// written); BENCH_KEEP=1 keeps the seeded database afterwards and prints its URL, to read the queries' plans on it.
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { signIn, startServer, stopServer, timePage } from "./bench-server";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const port = Number(process.env.BENCH_PORT ?? 4304);
const baseUrl = `http://localhost:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 40);
const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
const keep = process.env.BENCH_KEEP === "1";
const admin = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const dbName = `bench_scale_${Date.now().toString(36)}`;
const databaseUrl = new URL(admin);
databaseUrl.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  APP_URL: baseUrl,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl.toString(),
  DEMO_DATA: "0",
  // A throwaway secret: the bench's sessions live as long as its database.
  AUTH_SECRET: crypto.randomBytes(48).toString("base64"),
  LOG_LEVEL: "warn",
};

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** The demo school, then the bulk of a school 20 times its size, in SQL. */
async function seedAtSize() {
  Object.assign(process.env, serverEnv);
  const { seedDemoData } = await import("../app/server/demo-data.server");
  const { database } = await import("../app/server/db.server");
  await seedDemoData();
  await database().close();
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  const steps = [
    `insert into users (id, name, email, role, email_verified)
       select 'bench-' || g, 'Bench parent ' || g, 'bench' || g || '@bench.example', 'parent', true
       from generate_series(1, 2000) g`,
    `insert into profiles (id, full_name, phone_number, terms_accepted)
       select 'bench-' || g, 'Bench parent ' || g, '017' || lpad(g::text, 8, '0'), true from generate_series(1, 2000) g`,
    `insert into batches (programme, name, start_date, capacity, open, class_days)
       select 'preschool', 'Bench batch ' || g, current_date - 120, 12, g <= 150, '{5,6}' from generate_series(1, 300) g`,
    `create temp table bench_batches as select id, row_number() over (order by name) as n from batches where name like 'Bench batch %'`,
    `insert into children (parent_id, name, age)
       select 'bench-' || (1 + (g - 1) % 2000), 'Bench child ' || g, 4 from generate_series(1, 3000) g`,
    `create temp table bench_children as
       select c.id, c.parent_id, row_number() over (order by c.name) as n from children c where c.name like 'Bench child %'`,
    `insert into applications (parent_id, child_id, batch_id, status, created_at)
       select c.parent_id, c.id, b.id, 'accepted', now() - interval '100 days'
       from bench_children c join bench_batches b on b.n = 1 + (c.n - 1) % 300`,
    // Billed and reminded already, so the scheduled jobs find nothing to do while the pages are timed.
    `insert into subscriptions (user_id, child_id, batch_id, status, start_date, plan_id, billed_through, paid_through)
       select c.parent_id, c.id, b.id, 'active', current_date - 100, 'preschool-monthly',
         (date_trunc('month', current_date) + interval '2 months - 1 day')::date,
         (date_trunc('month', current_date) + interval '2 months - 1 day')::date
       from bench_children c join bench_batches b on b.n = 1 + (c.n - 1) % 300`,
    `insert into invoices (number, parent_id, child_id, total_poisha, status, due_date, created_at, paid_at,
         reminder_sent_at, overdue_notice_sent_at)
       select 'BENCH-' || g, c.parent_id, c.id, 450000,
         case when g % 20 = 0 then 'void' when g % 7 = 0 then 'due' else 'paid' end,
         current_date - (g % 600), now() - ((g % 600) || ' days')::interval - interval '7 days',
         case when g % 20 <> 0 and g % 7 <> 0 then now() - ((g % 600) || ' days')::interval end, now(), now()
       from generate_series(1, 60000) g join bench_children c on c.n = 1 + (g - 1) % 3000`,
    `insert into payments (user_id, amount_poisha, status, payment_method, payment_date)
       select parent_id, total_poisha, 'completed', 'bkash', paid_at from invoices where number like 'BENCH-%' and status = 'paid'`,
    `insert into transfers (parent_id, method, sender_number, transaction_id, amount_poisha, status, decided_at, created_at)
       select 'bench-' || (1 + g % 2000), 'bkash', '01711111111', 'BENCH' || g, 450000, 'approved',
         now() - ((g % 600) || ' days')::interval + interval '5 hours', now() - ((g % 600) || ' days')::interval
       from generate_series(1, 10000) g`,
    `insert into attendance (batch_id, child_id, class_date, mark)
       select s.batch_id, s.child_id, current_date - k * 2,
         case when (k + c.n) % 9 = 0 then 'absent' when (k + c.n) % 13 = 0 then 'late' else 'present' end
       from subscriptions s join bench_children c on c.id = s.child_id cross join generate_series(1, 67) k
       where s.status = 'active' and s.user_id like 'bench-%'`,
    `insert into trial_bookings (batch_id, class_starts_at, name, whatsapp, email, child_name, child_age, attendance)
       select b.id, now() - ((g % 300) || ' days')::interval, 'Trial ' || g, '01711111111',
         'bench' || (1 + g % 2000) || '@bench.example', 'Trial child ' || g, 4,
         case when g % 3 = 0 then 'absent' else 'present' end
       from generate_series(1, 5000) g join bench_batches b on b.n = 1 + g % 300`,
    // 500 transfers awaiting verification, each for a due invoice of its family.
    `insert into transfers (parent_id, method, sender_number, transaction_id, amount_poisha, status, created_at)
       select parent_id, 'bkash', '01711111111', 'BENCHP' || substr(number, 7), total_poisha, 'pending',
         now() - interval '1 day'
       from invoices where number like 'BENCH-%' and status = 'due' order by number limit 500`,
    `insert into transfer_invoices (transfer_id, invoice_id)
       select t.id, i.id from transfers t join invoices i on t.transaction_id = 'BENCHP' || substr(i.number, 7)`,
    `update invoices set status = 'pending_verification'
       where id in (select invoice_id from transfer_invoices ti join transfers t on t.id = ti.transfer_id
                     where t.transaction_id like 'BENCHP%')`,
    // Home practice: 30 activities; each child one a week for the last 10 weeks, logged on up to 4 days of each.
    `insert into practice_activities (title_en, materials_en, steps_en, look_for_en)
       select 'Bench activity ' || g, 'Paper and crayons', 'Draw together.', 'A steady grip.'
       from generate_series(1, 30) g`,
    `create temp table bench_activities as
       select id, row_number() over (order by title_en) as n from practice_activities where title_en like 'Bench activity %'`,
    `insert into practice_assignments (child_id, activity_id, batch_id, week_start)
       select s.child_id, a.id, s.batch_id, date_trunc('week', current_date + 1)::date - 1 - 7 * w
       from subscriptions s join bench_children c on c.id = s.child_id
         cross join generate_series(0, 9) w join bench_activities a on a.n = 1 + (c.n + w) % 30
       where s.user_id like 'bench-%'`,
    `insert into practice_logs (assignment_id, day, outcome)
       select pa.id, pa.week_start + d, (array['done', 'helped', 'not-yet'])[1 + d % 3]
       from practice_assignments pa join bench_children c on c.id = pa.child_id cross join generate_series(0, 3) d
       where pa.week_start + d <= current_date`,
    `insert into audit_log (action, entity_type, entity_id, created_at)
       select 'bench.entry', 'invoice', 'bench-' || g, now() - ((g % 600) || ' hours')::interval
       from generate_series(1, 50000) g`,
    "analyze",
  ];
  for (const step of steps) await client.query(step);
  const counts = await client.query(
    `select (select count(*) from users where id like 'bench-%')::int as families,
       (select count(*) from children)::int as children, (select count(*) from batches)::int as batches,
       (select count(*) from invoices)::int as invoices, (select count(*) from attendance)::int as register,
       (select count(*) from practice_logs)::int as practice_logs,
       (select id from batches where name = 'Bench batch 1') as batch_id`,
  );
  await client.end();
  return counts.rows[0] as {
    families: number;
    children: number;
    batches: number;
    invoices: number;
    register: number;
    practice_logs: number;
    batch_id: string;
  };
}

await adminQuery(`create database ${dbName}`);
let server: ChildProcess | undefined;
try {
  server = await startServer(baseUrl, serverEnv);
  await stopServer(server);
  const seeded = await seedAtSize();
  server = await startServer(baseUrl, serverEnv);
  // The scheduled jobs run once at start-up: let them finish before timing.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const parent = await signIn(baseUrl, "parent@example.com", "explore-parent-1");
  const staff = await signIn(baseUrl, "admin@example.com", "explore-admin-1");
  const pages = [
    { label: "/staff/reports (this month)", url: "/staff/reports", cookie: staff },
    { label: "/staff/reports (this year)", url: "/staff/reports?period=this-year", cookie: staff },
    { label: "/staff/parents", url: "/staff/parents", cookie: staff },
    { label: "/staff/payments", url: "/staff/payments", cookie: staff },
    { label: "/staff/enrolment", url: "/staff/enrolment", cookie: staff },
    { label: "/staff/batches/:id", url: `/staff/batches/${seeded.batch_id}`, cookie: staff },
    { label: "/staff/audit", url: "/staff/audit", cookie: staff },
    { label: "/dashboard", url: "/dashboard", cookie: parent },
  ];
  const rows = [];
  for (const page of pages.filter((p) => !only || only.some((word) => p.label.includes(word)))) {
    const result = await timePage(baseUrl, page.url, page.cookie, runs);
    const verdict = result.p95 <= 150 ? "yes" : "no";
    rows.push(
      `| ${page.label} | ${result.median.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${verdict} | ${(result.bytes / 1024).toFixed(1)} KB |`,
    );
    console.log(page.label, result);
  }
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ");
  const report = [
    "# The school at 20 times the demo: server time",
    "",
    `Produced by \`npm run bench:scale\` (scripts/bench-scale.ts) on ${new Date().toISOString().slice(0, 10)}: the production build on`,
    `PostgreSQL with ${seeded.families.toLocaleString("en")} bench families, ${seeded.children.toLocaleString("en")} children, ${seeded.batches} batches,`,
    `${seeded.invoices.toLocaleString("en")} invoices, ${seeded.register.toLocaleString("en")} register marks and ${seeded.practice_logs.toLocaleString("en")} home-practice logs (and their payments,`,
    "transfers, trial bookings and audit entries). Each page was asked for 5 times to warm up, then",
    `${runs} times one after the other over loopback, signed in; the time runs from sending the request to the page's`,
    `last byte. ${os.cpus().length} CPUs, load average ${load} at the end.`,
    "",
    "Budget: 95th percentile at most 150 ms.",
    "",
    "| page | median | 95th percentile | within budget | HTML |",
    "| --- | ---: | ---: | :---: | ---: |",
    ...rows,
    "",
  ].join("\n");
  const previous = fs.existsSync("docs/perf/scale.md") ? fs.readFileSync("docs/perf/scale.md", "utf8") : "";
  const kept = previous.includes("\n## ") ? previous.slice(previous.indexOf("\n## ")) : "";
  if (!only) fs.writeFileSync("docs/perf/scale.md", report + kept);
  console.log(report);
} finally {
  if (server && server.exitCode === null) await stopServer(server);
  if (keep) console.log(`kept the database: ${databaseUrl}`);
  else await adminQuery(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
