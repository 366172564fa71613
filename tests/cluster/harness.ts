import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { startS3rver } from "../support/test-s3rver";

/**
 * A small production: its own PostgreSQL (initdb into a temporary folder, so restarting it disturbs nothing else),
 * the machine's Redis, an S3-compatible server (s3rver), an SMTP sink, two instances of the production build and
 * HAProxy in front of them. Everything is torn down by `stop()`.
 */

const PG_BIN = process.env.PG_BIN ?? firstExisting(["/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin"]);
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const AUTH_SECRET = "cluster-test-secret-of-at-least-thirty-two-characters";

function firstExisting(dirs: string[]) {
  return dirs.find((dir) => fs.existsSync(path.join(dir, "pg_ctl"))) ?? "";
}

/** Why the cluster cannot run on this machine, or null when it can. */
export async function missingPieces(): Promise<string | null> {
  if (!PG_BIN) return "PostgreSQL server binaries (pg_ctl, initdb) are not installed";
  if (spawnSync("haproxy", ["-v"]).status !== 0) return "HAProxy is not installed (apt-get install haproxy)";
  if (!fs.existsSync(path.join(process.env.BUILD_DIR ?? "build", "server/index.js")))
    return "there is no production build (npm run build)";
  const redisUp = await new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(REDIS_URL);
    const socket = net.connect(Number(port || 6379), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
  return redisUp ? null : `Redis is not reachable at ${REDIS_URL}`;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs one of PostgreSQL's programs as the postgres user (they refuse root). */
export function asPostgres(program: string, args: string[]) {
  const cmd = path.join(PG_BIN, program);
  const [file, argv] = process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  return execFileSync(file as string, argv as string[], { stdio: "pipe", encoding: "utf8" });
}

/** A folder the postgres user owns. */
export function postgresFolder(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  return dir;
}

/** A throwaway PostgreSQL cluster on a free port; `settings` are extra server settings (name=value). */
export async function startPostgres(settings: string[] = []) {
  const dir = postgresFolder("cluster-pg-");
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  asPostgres("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    ...settings.map((s) => `-c ${s}`),
  ].join(" ");
  const start = () => asPostgres("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => asPostgres("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    dataDir,
    start,
    stop,
    async destroy() {
      try {
        stop();
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An SMTP server that remembers every message's recipients and subject. */
export async function startSmtpSink() {
  const port = await freePort();
  const received: Array<{ to: string[]; subject: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString("utf8"))?.[1] ?? "";
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Instance = {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** One instance of the production build (server.js) with the shared services. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  port?: number,
  nodeArgs: string[] = [],
): Promise<Instance> {
  port ??= await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `cluster-${name}-`)),
      AUTH_SECRET,
      REDIS_URL,
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited during start-up:\n${output.join("")}`);
    return (await fetch(`${url}/healthz`)).ok;
  }, `${name} to answer /healthz`);
  return {
    name,
    port,
    url,
    process: child,
    output,
    stop(signal = "SIGTERM") {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
  };
}

/** HAProxy spreading requests over the instances round-robin, checking /healthz and retrying refused connections. */
export async function startProxy(backends: Array<{ name: string; port: number }>, port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-haproxy-"));
  const config = path.join(dir, "haproxy.cfg");
  fs.writeFileSync(
    config,
    [
      "global",
      "  maxconn 2000",
      "defaults",
      "  mode http",
      "  timeout connect 2s",
      "  timeout client 30s",
      "  timeout server 30s",
      "  timeout check 5s",
      "  retries 3",
      "  option redispatch",
      // A request that never reached an instance (refused, reset before any answer) goes to the other one.
      "  retry-on conn-failure empty-response",
      "  option forwardfor",
      "frontend site",
      `  bind 127.0.0.1:${port}`,
      "  default_backend app",
      "backend app",
      "  balance roundrobin",
      "  option httpchk",
      "  http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host 127.0.0.1",
      // 503 means the instance is up but its database is not: it stays in rotation and answers the designed 503 page.
      "  http-check expect rstatus ^(200|503)$",
      ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check inter 1s fall 3 rise 2`),
      "",
    ].join("\n"),
  );
  const child = spawn("haproxy", ["-f", config, "-db"], { stdio: ["ignore", "pipe", "pipe"] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/healthz`)).ok, "HAProxy");
  return {
    url,
    port,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startS3() {
  const s3 = await startS3rver();
  return {
    env: {
      S3_BUCKET: s3.options.bucket,
      S3_ENDPOINT: s3.options.endpoint ?? "",
      S3_REGION: s3.options.region,
      S3_ACCESS_KEY_ID: s3.options.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    },
    close: s3.close,
  };
}
