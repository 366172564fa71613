// `npm run bench:enumeration`: does the time an answer takes tell whether an email has an account? A report, not a
// test. Starts the production build on a free port with the demo data (parent@example.com has an account), then
// posts /register and /forgot-password 50 times each with that address and with unknown ones, interleaved, and
// prints the medians and their gap, which should stay under 10 ms. Saves the table to docs/perf/enumeration.md.
//
// Budgets are raised for the run with TEST_RATE_LIMIT_FACTOR (a test-only setting the server refuses on a public
// APP_URL). Environment: BENCH_BUILD_DIR (default build), BENCH_REQUESTS (default 50).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = process.env.BENCH_BUILD_DIR ?? "build";
const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const knownEmail = "parent@example.com";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Server did not answer ${url} within ${timeoutMs} ms`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** What each form is sent: a valid registration or reset request for `email`. */
const forms = {
  "/register": (email) => ({
    fullName: "Timing Check",
    childName: "Ayaan",
    childAge: "4",
    phone: "+880 1711-000000",
    email,
    password: "kite-and-river-7",
    confirmPassword: "kite-and-river-7",
    terms: "on",
  }),
  "/forgot-password": (email) => ({ email }),
};

async function timePost(origin, pathname, fields) {
  const started = performance.now();
  const response = await fetch(`${origin}${pathname}`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status >= 400) throw new Error(`${pathname} answered ${response.status}`);
  return elapsed;
}

async function main() {
  if (!fs.existsSync(path.join(root, buildDir, "server/index.js"))) {
    const built = spawnSync("npx", ["react-router", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-enum-"));
  const server = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      TEST_RATE_LIMIT_FACTOR: "1000",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://localhost:${port}`;
  try {
    await waitFor(`${origin}/healthz`);
    const rows = [];
    for (const [pathname, fields] of Object.entries(forms)) {
      // A few rounds first, so the JIT and the database's caches are warm for both.
      for (let i = 0; i < 5; i++) {
        await timePost(origin, pathname, fields(knownEmail));
        await timePost(origin, pathname, fields(`warmup-${i}-${Date.now()}@bench.example`));
      }
      const known = [];
      const unknown = [];
      for (let i = 0; i < requests; i++) {
        known.push(await timePost(origin, pathname, fields(knownEmail)));
        unknown.push(await timePost(origin, pathname, fields(`nobody-${i}-${Date.now()}@bench.example`)));
      }
      rows.push({ pathname, known: median(known), unknown: median(unknown) });
    }
    const lines = [
      "| form | known email (median) | unknown email (median) | gap |",
      "|---|---|---|---|",
      ...rows.map(
        (r) =>
          `| ${r.pathname} | ${r.known.toFixed(1)} ms | ${r.unknown.toFixed(1)} ms | ${Math.abs(r.known - r.unknown).toFixed(1)} ms |`,
      ),
    ];
    const worst = Math.max(...rows.map((r) => Math.abs(r.known - r.unknown)));
    const verdict =
      worst < 10
        ? `Every gap is under 10 ms (largest ${worst.toFixed(1)} ms).`
        : `A gap of ${worst.toFixed(1)} ms is over the 10 ms goal.`;
    console.log(`\n${lines.join("\n")}\n\n${verdict}`);
    const report = [
      "# Account enumeration by timing",
      "",
      `Produced by \`npm run bench:enumeration\` on ${new Date().toISOString().slice(0, 10)}: production build on the embedded database, ${requests} requests`,
      `per address per form, known (the demo parent) and unknown addresses interleaved, one at a time, on ${os.cpus().length} cores`,
      `(load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(", ")} at the end). Each form answers no sooner than a fixed floor`,
      "(app/server/timing.server.ts), longer than its slowest path, so the work an existing account causes never shows.",
      "",
      ...lines,
      "",
      verdict,
      "",
    ].join("\n");
    fs.mkdirSync(path.join(root, "docs/perf"), { recursive: true });
    fs.writeFileSync(path.join(root, "docs/perf/enumeration.md"), report);
    console.log("Saved docs/perf/enumeration.md");
  } finally {
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
