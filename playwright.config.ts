import fs from "node:fs";
import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { testEnv } from "./tests/support/test-env";

/**
 * CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium, else Playwright's own browser. The headless
 * shell (Debian's chromium-headless-shell, the build Playwright itself runs headless) uses about half the CPU of the
 * full browser, which on a 2-core machine halves the suite (docs/testing.md).
 */
const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find(
  (p) => p && fs.existsSync(p),
);

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: `./test-results/artifacts-${testEnv.port}`,
  fullyParallel: true,
  // One more than the cores: a test spends part of its time waiting on the server and the mail sink, and a third
  // worker fills those gaps (docs/testing.md has the measurements).
  workers: Number(process.env.E2E_WORKERS) || os.availableParallelism() + 1,
  retries: 0,
  // Generous, so a slower or busier CI machine (runs there have been 3-4x slower than here) fails nothing that works:
  // a passing test never waits for these.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]] : "list",
  use: {
    baseURL: testEnv.baseUrl,
    // Tracing records every test's screens and DOM, which cost a fifth of the suite's time; E2E_TRACE=1 keeps the
    // trace of a failing test for `npx playwright show-trace`.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "node tests/support/mail-sink.js",
      url: `${testEnv.mailApi}/health`,
      reuseExistingServer: false,
      env: { MAIL_SINK_SMTP_PORT: String(testEnv.smtpPort), MAIL_SINK_HTTP_PORT: String(testEnv.mailApiPort) },
    },
    {
      // A fresh embedded database every run, behind a trusted proxy so each test can be its own client IP.
      command: `rm -rf ${testEnv.dataDir} && node server.js`,
      url: `${testEnv.baseUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(testEnv.port),
        DATA_DIR: testEnv.dataDir,
        SMTP_URL: `smtp://127.0.0.1:${testEnv.smtpPort}`,
        MAIL_FROM: "Little Explorers <no-reply@test.example>",
        STAFF_EMAIL: testEnv.staffEmail,
        TRUST_PROXY: "1",
        LOG_LEVEL: process.env.E2E_SERVER_LOG ?? "warn",
        DATABASE_URL: "",
        // The fixtures seed users and sessions through the test-only routes (tests/support/seed.ts).
        E2E_TEST_ROUTES: "1",
      },
    },
  ],
});
