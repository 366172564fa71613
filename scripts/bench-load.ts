// `npm run bench:load`: measured load on PostgreSQL (a report, not a test), saved to docs/perf/load.md.
//
// Builds the app (BENCH_SKIP_BUILD=1 reuses build-bench), starts a throwaway PostgreSQL, seeds the demo accounts,
// then runs autocannon beside the server on this machine: 50 connections for 30 s (BENCH_SECONDS) against
//   - / rendered by the server (a visitor with no cookie: the anonymous page cache answers),
//   - / rendered every time (a visitor with a cookie the cache must not serve),
//   - the same HTML as a static file served by the same Express server,
//   - /dashboard as the signed-in demo parent,
//   - /healthz,
// then /dashboard at a steady 100 requests per second (p99 is the figure), on one instance and on two behind
// HAProxy. BENCH_PROFILE=1 adds a run of /dashboard under `node --cpu-prof` and lists where the time went.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, type Instance, startInstance, startPostgres, startProxy } from "../tests/cluster/harness";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
process.env.BUILD_DIR = buildDir;
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = 50;

type Row = { target: string; setup: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(url: string, headers: Record<string, string>, options: { overallRate?: number } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Logs the demo parent in through the login form and returns the session cookie. */
async function signIn(baseUrl: string) {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ email: "parent@example.com", password: "explore-parent-1" }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  if (response.status !== 303 || !cookies.some((c) => c.startsWith("le.")))
    throw new Error(`login failed: ${response.status}`);
  return cookies.filter((c) => c.startsWith("le.")).join("; ");
}

/** Sums a V8 CPU profile's self time by where the code comes from (our app, a package, Node, GC). */
function profileSummary(dir: string) {
  const file = fs.readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) return [];
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as {
    nodes: Array<{ id: number; callFrame: { functionName: string; url: string } }>;
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1];
    const where = pkg
      ? pkg
      : frame.url.includes(`${buildDir}/server`)
        ? "our server build"
        : frame.url.startsWith("node:")
          ? `node (${frame.url.slice(5).split("/")[0]})`
          : frame.functionName.startsWith("(")
            ? frame.functionName
            : "node internals";
    totals.set(where, (totals.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const all = [...totals.values()].reduce((a, b) => a + b, 0);
  return [...totals.entries()]
    .filter(([where]) => where !== "(idle)")
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([where, micros]) => ({ where, share: Math.round((micros / all) * 1000) / 10 }));
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1" || !fs.existsSync(path.join(buildDir, "server/index.js"))) {
    const built = spawnSync("npx", ["react-router", "build"], {
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const postgres = await startPostgres();
  const env = { DATABASE_URL: postgres.url, TEST_RATE_LIMIT_FACTOR: "1000" };
  const seeded = spawnSync(process.execPath, ["scripts/run-task.js", "seed"], {
    env: { ...process.env, ...env, AUTH_SECRET: "bench-secret-of-at-least-thirty-two-characters!" },
    encoding: "utf8",
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);

  const rows: Row[] = [];
  const instances: Instance[] = [];
  let profile: ReturnType<typeof profileSummary> = [];
  try {
    const startOne = async (name: string, nodeArgs: string[] = []) => {
      const port = await freePort();
      const instance = await startInstance(name, { ...env, APP_URL: `http://127.0.0.1:${port}` }, port, nodeArgs);
      instances.push(instance);
      return instance;
    };

    // One instance.
    const one = await startOne("one");
    const cookie = await signIn(one.url);
    const html = await (await fetch(`${one.url}/`)).text();
    fs.writeFileSync(path.join(buildDir, "client/bench-static-home.html"), html);
    const measure = async (
      target: string,
      setup: string,
      url: string,
      headers: Record<string, string> = {},
      options = {},
    ) => {
      const figures = await load(url, headers, options);
      rows.push({ target, setup, ...figures });
      console.log(
        `${setup.padEnd(14)} ${target.padEnd(44)} ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}  non-2xx ${figures.non2xx}`,
      );
    };
    await measure("static copy of /", "1 instance", `${one.url}/bench-static-home.html`);
    await measure("/ (anonymous: page cache)", "1 instance", `${one.url}/`);
    await measure("/ (rendered every time)", "1 instance", `${one.url}/`, { Cookie: "le_flash=none" });
    await measure("/healthz", "1 instance", `${one.url}/healthz`);
    await measure("/dashboard (signed in)", "1 instance", `${one.url}/dashboard`, { Cookie: cookie });
    await measure(
      "/dashboard at a steady 100 req/s",
      "1 instance",
      `${one.url}/dashboard`,
      { Cookie: cookie },
      { overallRate: 100 },
    );

    // Two instances behind HAProxy.
    const two = await startOne("two");
    const proxy = await startProxy(
      instances.map((i) => ({ name: i.name, port: i.port })),
      await freePort(),
    );
    try {
      await measure("/ (rendered every time)", "2 behind proxy", `${proxy.url}/`, { Cookie: "le_flash=none" });
      await measure("/dashboard (signed in)", "2 behind proxy", `${proxy.url}/dashboard`, { Cookie: cookie });
      await measure(
        "/dashboard at a steady 100 req/s",
        "2 behind proxy",
        `${proxy.url}/dashboard`,
        { Cookie: cookie },
        { overallRate: 100 },
      );
    } finally {
      await proxy.stop();
      await two.stop();
    }
    await one.stop();

    if (process.env.BENCH_PROFILE === "1") {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-prof-"));
      const profiled = await startOne("profiled", ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
      const profiledCookie = await signIn(profiled.url);
      await load(`${profiled.url}/dashboard`, { Cookie: profiledCookie });
      await profiled.stop();
      profile = profileSummary(dir);
      console.log(profile);
    }
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await postgres.destroy();
    fs.rmSync(path.join(buildDir, "client/bench-static-home.html"), { force: true });
  }
  writeReport(rows, profile);
}

function writeReport(rows: Row[], profile: ReturnType<typeof profileSummary>) {
  const find = (target: string, setup = "1 instance") => rows.find((r) => r.target === target && r.setup === setup);
  const ratio = (a?: Row, b?: Row) => (a && b ? `${Math.round((a.rps / b.rps) * 100)} %` : "n/a");
  const load1 = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
  const lines = [
    "# Load",
    "",
    `Produced by \`npm run bench:load\` on ${new Date().toISOString().slice(0, 10)}: production build, PostgreSQL ${postgresVersion()},`,
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version};`,
    `autocannon runs on the same machine as the server, ${connections} connections for ${seconds} s (load average at the end: ${load1}).`,
    "",
    "| setup | target | req/s | p50 | p99 | errors | non-2xx |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.setup} | ${r.target} | ${r.rps.toLocaleString("en")} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.non2xx} |`,
    ),
    "",
    `- The anonymous public page reaches ${ratio(find("/ (anonymous: page cache)"), find("static copy of /"))} of the static file's throughput; rendered every time, ${ratio(find("/ (rendered every time)"), find("static copy of /"))}.`,
    `- Two instances behind HAProxy serve ${ratio(find("/dashboard (signed in)", "2 behind proxy"), find("/dashboard (signed in)"))} of one instance's dashboard throughput on the same two cores (the proxy and autocannon share them).`,
  ];
  if (profile.length) {
    lines.push(
      "",
      "Where the dashboard's CPU time went (`BENCH_PROFILE=1`, self time by origin):",
      "",
      "| origin | share |",
      "|---|---|",
    );
    lines.push(...profile.map((p) => `| ${p.where} | ${p.share} % |`));
  }
  const report = `${lines.join("\n")}\n`;
  const previous = fs.existsSync("docs/perf/load.md") ? fs.readFileSync("docs/perf/load.md", "utf8") : "";
  // Notes written below the generated part (a "## Notes" section) are kept.
  const notes = previous.includes("\n## Notes") ? previous.slice(previous.indexOf("\n## Notes")) : "";
  fs.writeFileSync("docs/perf/load.md", report + notes);
  console.log(`\n${report}`);
}

function postgresVersion() {
  const result = spawnSync("pg_config", ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim().replace("PostgreSQL ", "") : "15";
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
