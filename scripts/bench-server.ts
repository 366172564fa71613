// What the server-time benches (bench:scale, bench:skills) share: the production server started alone on a port,
// signing in, and timing a page over loopback.
import { type ChildProcess, spawn } from "node:child_process";

/** Starts `node server.js` with `env` and waits (up to a minute) until `/healthz` answers. */
export async function startServer(baseUrl: string, env: NodeJS.ProcessEnv) {
  const server = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
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

export const stopServer = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });

/** Logs in through the login form; the session's cookies, ready for a Cookie header. */
export async function signIn(baseUrl: string, email: string, password: string) {
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

/**
 * A page asked for 5 times to warm up, then `runs` times one after the other: the median and 95th percentile from
 * sending the request to its last byte, and the page's size.
 */
export async function timePage(baseUrl: string, url: string, cookie: string, runs: number) {
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
  return { median: at(0.5), p95: at(0.95), bytes };
}
