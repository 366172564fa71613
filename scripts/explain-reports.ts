// `DATABASE_URL=… npx tsx scripts/explain-reports.ts`: the queries of /staff/reports ('this month' and 'this year'),
// each run with EXPLAIN (ANALYZE, BUFFERS) three times, with the median execution time (a report, not a test). Meant
// for the database `BENCH_KEEP=1 npm run bench:scale` leaves behind; the plans go to EXPLAIN_OUT (by default
// reports-plans.txt in the temporary directory).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

Object.assign(process.env, {
  NODE_ENV: "production",
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "explain-reports-")),
  AUTH_SECRET: "explain-reports-".repeat(4),
  LOG_LEVEL: "warn",
});
const { database } = await import("../app/server/db.server");
const { loadReport } = await import("../app/server/data/reports/report.server");
const { presetPeriod } = await import("../app/lib/reports/period");
const { dhakaDay } = await import("../app/lib/enrolment");

type Query = { text: string; values: unknown[] };
const pool = database().pool;
if (!pool) throw new Error("DATABASE_URL must name a PostgreSQL database");
const query = pool.query.bind(pool) as (q: Query) => Promise<{ rows: Array<Record<string, string>> }>;
let seen: Query[] | undefined;
// Every query the report sends is noted (Drizzle passes its text and values as one object).
Object.assign(pool, {
  query: (q: Query | string, values?: unknown[]) => {
    const one =
      typeof q === "string" ? { text: q, values: values ?? [] } : { text: q.text, values: q.values ?? values };
    seen?.push(one as Query);
    return (query as (...args: unknown[]) => unknown)(q, values);
  },
});

const now = new Date();
const plans: string[] = [];
for (const choice of ["this-month", "this-year"] as const) {
  seen = [];
  await loadReport(presetPeriod(choice, dhakaDay(now)), now);
  const queries = seen;
  seen = undefined;
  console.log(`${choice}: ${queries.length} queries`);
  for (const q of queries) {
    const runs: Array<{ ms: number; plan: string }> = [];
    for (let i = 0; i < 3; i++) {
      const result = await query({ text: `explain (analyze, buffers) ${q.text}`, values: q.values });
      const plan = result.rows.map((row) => row["QUERY PLAN"]).join("\n");
      runs.push({ ms: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1]), plan });
    }
    const middle = runs.sort((x, y) => x.ms - y.ms)[1]!;
    console.log(`${middle.ms.toFixed(1).padStart(8)} ms  ${q.text.replace(/\s+/g, " ").trim().slice(0, 100)}`);
    plans.push(`== ${choice}, ${middle.ms} ms\n${q.text}\n${JSON.stringify(q.values)}\n${middle.plan}\n`);
  }
}
const out = process.env.EXPLAIN_OUT ?? path.join(os.tmpdir(), "reports-plans.txt");
fs.writeFileSync(out, plans.join("\n"));
console.log(`plans: ${out}`);
await database().close();
