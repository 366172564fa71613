import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { login } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { testEnv } from "../support/test-env";

/** What a spawned command needs from this environment: PATH and the build to run. */
const baseEnv = {
  PATH: process.env.PATH,
  BUILD_DIR: process.env.BUILD_DIR ?? "build",
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
};

function createAdmin(env: Record<string, string>, args: string[]) {
  return spawnSync(process.execPath, ["scripts/run-task.js", "create-admin", ...args], {
    env: { ...baseEnv, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

/** Starts the real server on `env`'s database, runs `body`, and always stops it. */
async function withServer(env: Record<string, string>, port: number, body: (baseUrl: string) => Promise<void>) {
  const server = spawn(process.execPath, ["server.js"], {
    env: { ...baseEnv, ...env, PORT: String(port), DEMO_DATA: "0" },
    stdio: "ignore",
  });
  const baseUrl = `http://localhost:${port}`;
  try {
    await expect
      .poll(async () => (await fetch(`${baseUrl}/healthz`).catch(() => null))?.status, { timeout: 30_000 })
      .toBe(200);
    await body(baseUrl);
  } finally {
    // A server that failed to start has already exited: waiting for "exit" then would never end.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
  }
}

/** The new admin signs in on that server and lands in the console, with the admin-only pages. */
async function signInAsAdmin(
  page: import("@playwright/test").Page,
  baseUrl: string,
  creds: { email: string; password: string },
) {
  await page.goto(`${baseUrl}/login`);
  await login(page, creds);
  expect(new URL(page.url()).pathname).toBe("/staff");
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Audit log" })).toBeVisible();
  await page.goto(`${baseUrl}/staff/audit?type=user`);
  await expect(page.getByTestId("audit-entry").filter({ hasText: "user.create" })).toContainText("Command line");
}

test.describe("npm run create-admin", () => {
  test.describe.configure({ timeout: 180_000 });

  test("on the embedded database: refuses bad arguments, creates a verified admin who signs in, promotes on a second run", async ({
    page,
  }) => {
    const creds = { email: "Head@School.example", password: `Sturdy-${crypto.randomUUID().slice(0, 8)}` };
    const env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "create-admin-")), DATABASE_URL: "" };
    try {
      const bad = createAdmin(env, ["--email", "not-an-email", "--password", "x"]);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain("Usage: npm run create-admin -- --email E --password P [--name N]");

      const created = createAdmin(env, [
        "--email",
        creds.email,
        "--password",
        creds.password,
        "--name",
        "Head Teacher",
      ]);
      expect(created.stderr).toBe("");
      expect(created.stdout.trim()).toBe("Created admin head@school.example.");
      expect(created.status).toBe(0);
      await withServer(env, testEnv.port + 3, (baseUrl) => signInAsAdmin(page, baseUrl, creds));

      const again = createAdmin(env, ["--email", "head@school.example", "--password", creds.password]);
      expect(again.stdout.trim()).toBe("Promoted head@school.example to admin.");
      expect(again.status).toBe(0);
    } finally {
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  });

  test("creates a verified admin on PostgreSQL", async ({ page }) => {
    test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL");
    const { default: pg } = await import("pg");
    const name = `e2e_admin_${testEnv.port}_${Date.now()}`;
    const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await server.connect();
    await server.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "create-admin-pg-"));
    try {
      const env = { DATABASE_URL: url.toString(), AUTH_SECRET: "x".repeat(40), DATA_DIR: dataDir };
      const creds = { email: "principal@school.example", password: `Sturdy-${crypto.randomUUID().slice(0, 8)}` };
      const created = createAdmin(env, ["--email", creds.email, "--password", creds.password, "--name", "Principal"]);
      expect(created.stdout.trim()).toBe("Created admin principal@school.example.");
      expect(created.status).toBe(0);

      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query("select role, email_verified, name from users where email = $1", [
        creds.email,
      ]);
      await check.end();
      expect(rows).toEqual([{ role: "admin", email_verified: true, name: "Principal" }]);

      await withServer(env, testEnv.port + 4, (baseUrl) => signInAsAdmin(page, baseUrl, creds));
    } finally {
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
