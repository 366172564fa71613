import crypto from "node:crypto";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUserWithPassword } from "~/server/data/users.server";
import { type DatabaseHandle, openDatabase, schema } from "~/server/db.server";
import {
  freePort,
  type Instance,
  missingPieces,
  startInstance,
  startPostgres,
  startProxy,
  startS3,
  startSmtpSink,
} from "./harness";

/**
 * Two instances of the production build behind HAProxy, on one PostgreSQL, one Redis and one S3-compatible store.
 * Each test prints the figures it proves.
 */
const missing = await missingPieces();
if (missing) console.log(`cluster test skipped: ${missing}`);

const report = (line: string) => console.log(`  ${line}`);

describe.skipIf(Boolean(missing))("several instances behind a proxy", () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let a: Instance;
  let b: Instance;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let database: DatabaseHandle;
  let appUrl: string;

  const instanceEnv = () => ({ DATABASE_URL: postgres.url, SMTP_URL: smtp.url, APP_URL: appUrl, ...s3.env });

  beforeAll(async () => {
    [postgres, s3, smtp] = await Promise.all([startPostgres(["fsync=off"]), startS3(), startSmtpSink()]);
    // The proxy's port is the public origin; pick it before the instances start so links and Origin checks agree.
    const proxyPort = await freePort();
    appUrl = `http://127.0.0.1:${proxyPort}`;
    a = await startInstance("a", instanceEnv());
    b = await startInstance("b", instanceEnv());
    proxy = await startProxy([a, b], proxyPort);
    database = openDatabase({ databaseUrl: postgres.url, dataDir: "memory://" });
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await Promise.allSettled([proxy?.stop(), database?.close(), s3?.close(), smtp?.close()]);
    await postgres?.destroy();
  }, 60_000);

  /** A verified parent made in the shared database. */
  async function parent() {
    const email = `parent-${crypto.randomUUID().slice(0, 8)}@cluster.example`;
    const password = `Kite-${crypto.randomBytes(6).toString("hex")}`;
    const id = await insertUserWithPassword(database.db, {
      email,
      password,
      name: "Cluster Parent",
      emailVerified: true,
    });
    await database.db.insert(schema.profiles).values({ id, fullName: "Cluster Parent", termsAccepted: true });
    await database.db.insert(schema.children).values({ parentId: id, name: "Ayaan", age: 4 });
    return { id, email, password };
  }

  /** Posts a form straight to one instance, as a page it served would. */
  function post(
    instance: Instance,
    path: string,
    body: URLSearchParams | FormData,
    headers: Record<string, string> = {},
  ) {
    return fetch(`${instance.url}${path}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { Origin: instance.url, ...headers },
    });
  }

  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");

  async function logIn(instance: Instance, who: { email: string; password: string }) {
    const response = await post(instance, "/login", new URLSearchParams({ email: who.email, password: who.password }), {
      "X-Forwarded-For": `10.9.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`,
    });
    expect(response.status).toBe(303);
    return cookiesOf(response);
  }

  it("a parent who logs in through one instance is logged in on the other", async () => {
    const who = await parent();
    const cookie = await logIn(a, who);
    const onB = await fetch(`${b.url}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Welcome, Cluster Parent!");
    report(`session from instance a accepted by instance b: ${onB.status}`);
  });

  it("a rate limit spent on one instance holds on the other", async () => {
    const client = `10.8.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;
    const attempt = (instance: Instance) =>
      post(instance, "/forgot-password", new URLSearchParams({}), { "X-Forwarded-For": client });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await attempt(i % 2 ? a : b)).status);
    const last = await attempt(a);
    const onB = await attempt(b);
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect(last.status).toBe(429);
    expect(onB.status).toBe(429);
    report(`60 posts shared across a and b, then 429 on a and on b (Retry-After ${last.headers.get("retry-after")} s)`);
  });

  it("an avatar uploaded through one instance is served by the other", async () => {
    const who = await parent();
    const cookieA = await logIn(a, who);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3080c0" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("intent", "profile");
    form.append("fullName", "Cluster Parent");
    form.append("childName", "Ayaan");
    form.append("childAge", "4");
    form.append("avatar", new File([photo], "me.jpg", { type: "image/jpeg" }));
    const saved = await post(a, "/dashboard/profile", form, { Cookie: cookieA });
    expect(saved.status).toBe(303);
    const [profile] = await database.db.select().from(schema.profiles).where(eq(schema.profiles.id, who.id));
    const served = await fetch(`${b.url}/files/avatars/${profile!.avatarKey}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(256);
    report(`avatar stored through a (S3), served by b: ${bytes.length} bytes of WebP`);
  });

  it("with both mail workers running, every outbox mail reaches the SMTP server exactly once", async () => {
    const addresses = Array.from(
      { length: 40 },
      (_, n) => `mail-${n}-${crypto.randomUUID().slice(0, 6)}@cluster.example`,
    );
    // Queued straight into the shared outbox; both instances' workers compete for them.
    await database.db.insert(schema.mailOutbox).values(
      addresses.map((to, n) => ({
        to,
        subject: `Cluster mail ${n}`,
        html: `<p>${n}</p>`,
        text: String(n),
        kind: "cluster-test",
      })),
    );
    const deadline = Date.now() + 30_000;
    while (
      smtp.received.filter((m) => m.subject.startsWith("Cluster mail")).length < addresses.length &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // one more poll of both workers
    const perAddress = addresses.map((to) => smtp.received.filter((m) => m.to.includes(to)).length);
    expect(perAddress.every((n) => n === 1)).toBe(true);
    report(
      `${addresses.length} mails, each received exactly once (${perAddress.reduce((x, y) => x + y, 0)} deliveries)`,
    );
  });

  it("a SIGTERM to one instance under steady load loses no request, and it comes back", async () => {
    const load = autocannon({ url: `${proxy.url}/`, connections: 20, overallRate: 100, duration: 10 });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const exitCode = await a.stop("SIGTERM");
    a = await startInstance("a", instanceEnv(), a.port);
    const result = await load;
    expect(exitCode).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(0);
    report(
      `rolling restart of a under 20 connections: ${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx; ` +
        `a exited ${exitCode}; p99 ${result.latency.p99} ms`,
    );
  }, 60_000);

  it("a PostgreSQL restart under load gives fast 503s during the outage and full service after, with no process restart", async () => {
    const who = await parent();
    const cookie = await logIn(b, who);
    const pids = [a.process.pid, b.process.pid];
    const outcomes: Array<{ status: number; ms: number; phase: "down" | "up" }> = [];
    let phase: "down" | "up" = "up";
    let running = true;
    const worker = async () => {
      while (running) {
        const started = Date.now();
        const status = await fetch(`${proxy.url}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" })
          .then((r) => r.status)
          .catch(() => 0);
        outcomes.push({ status, ms: Date.now() - started, phase });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const workers = Array.from({ length: 5 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    postgres.stop();
    phase = "down";
    const downSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health = await fetch(`${a.url}/healthz`);
    // A parent signing up now sees the designed 503 page, and nothing of what they typed is half-written.
    const email = `outage-${crypto.randomUUID().slice(0, 8)}@cluster.example`;
    const signUp = await post(
      a,
      "/register",
      new URLSearchParams({
        fullName: "Outage Parent",
        childName: "Ayaan",
        childAge: "4",
        phone: "+880 1711-000000",
        email,
        password: "kite-and-river-1",
        confirmPassword: "kite-and-river-1",
        terms: "on",
      }),
      { "X-Forwarded-For": "10.8.0.1" },
    );
    const signUpPage = await signUp.text();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 5_000 - (Date.now() - downSince))));
    postgres.start();
    phase = "up";
    const restartedAt = outcomes.length;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    running = false;
    await Promise.all(workers);

    const during = outcomes.filter((o) => o.phase === "down");
    const after = outcomes
      .slice(restartedAt)
      .filter((o) => o.phase === "up")
      .slice(-20);
    expect(during.length).toBeGreaterThan(5);
    expect(during.every((o) => o.status === 503 || o.status === 200)).toBe(true);
    expect(during.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    expect(Math.max(...during.map((o) => o.ms))).toBeLessThan(5_000);
    expect(after.every((o) => o.status === 200)).toBe(true);
    expect([a.process.pid, b.process.pid]).toEqual(pids);
    expect(health.status).toBe(503);
    expect(signUp.status).toBe(503);
    expect(signUpPage).toContain("We&#x27;ll be right back");
    expect(await database.db.select().from(schema.users).where(eq(schema.users.email, email))).toEqual([]);
    const page = await fetch(`${proxy.url}/dashboard`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    report(
      `PostgreSQL stopped for 5 s: ${during.length} requests during the outage, ${during.filter((o) => o.status === 503).length} answered 503, ` +
        `slowest ${Math.max(...during.map((o) => o.ms))} ms; /healthz ${health.status}; a sign-up got ${signUp.status} and left no row; ` +
        `the last ${after.length} after it all 200; same processes`,
    );
  }, 60_000);
});
