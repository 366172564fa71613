import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";

export type SpawnedServer = {
  url: string;
  port: number;
  process: ChildProcess;
  rssBytes(): number;
  stop(): Promise<void>;
  output(): string;
};

/**
 * Starts one more instance of the production build (server.js) on its own port and data directory, and waits for
 * /healthz. For tests that measure or disturb a server (memory under abuse, restarts) without touching the shared one.
 */
export async function spawnServer(options: {
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<SpawnedServer> {
  const dataDir = `./test-results/spawned-${options.port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      PORT: String(options.port),
      DATA_DIR: dataDir,
      DEMO_DATA: "0",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /healthz in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port: options.port,
    process: child,
    output: () => output,
    rssBytes() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
