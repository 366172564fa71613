import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("runs on the embedded defaults with no configuration", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.isEmbeddedDb).toBe(true);
    expect(env.DEMO_DATA).toBe(true);
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("derives APP_URL from PORT and strips a trailing slash", () => {
    expect(parseEnv({ PORT: "4000" }).APP_URL).toBe("http://localhost:4000");
    expect(parseEnv({ APP_URL: "https://school.example/", SMTP_URL: "smtp://m:25", DEMO_DATA: "0" }).APP_URL).toBe(
      "https://school.example",
    );
  });

  it("rejects a DATABASE_URL that is not postgres with a clear message", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", AUTH_SECRET: "x".repeat(32) })).toThrowError(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it("requires AUTH_SECRET with DATABASE_URL", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://h/db" })).toThrowError(EnvError);
    expect(() => parseEnv({ DATABASE_URL: "postgres://h/db" })).toThrowError(/AUTH_SECRET: is required/);
  });

  it("rejects bad values", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(/PORT/);
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrowError(/SMTP_URL/);
    expect(() => parseEnv({ STAFF_EMAIL: "nope" })).toThrowError(/STAFF_EMAIL/);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrowError(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrowError(/TRUST_PROXY: must be the number of proxies/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.1/99" })).toThrowError(/TRUST_PROXY/);
    expect(() => parseEnv({ REDIS_URL: "http://cache" })).toThrowError(/REDIS_URL/);
    expect(() => parseEnv({ S3_BUCKET: "b" })).toThrowError(/S3_ACCESS_KEY_ID/);
  });

  it("takes a PAYMENT_SMS_SECRET of 32 characters or more, and leaves the forwarder's endpoint off without one", () => {
    expect(parseEnv({}).PAYMENT_SMS_SECRET).toBeUndefined();
    expect(parseEnv({ PAYMENT_SMS_SECRET: "  " }).PAYMENT_SMS_SECRET).toBeUndefined();
    expect(parseEnv({ PAYMENT_SMS_SECRET: "k".repeat(64) }).PAYMENT_SMS_SECRET).toBe("k".repeat(64));
    expect(() => parseEnv({ PAYMENT_SMS_SECRET: "short" })).toThrowError(
      /PAYMENT_SMS_SECRET: must be at least 32 characters/,
    );
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses, never 'trust everything'", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16, fd00::/8" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "fd00::/8",
    ]);
  });

  it("keeps the demo accounts and the local outbox on localhost", () => {
    expect(parseEnv({ APP_URL: "http://127.0.0.1:3000" }).DEMO_DATA).toBe(true);
    expect(parseEnv({ APP_URL: "http://app.localhost:3000" }).isLocal).toBe(true);
    const publicSite = { APP_URL: "https://school.example", SMTP_URL: "smtp://mail.example:587" };
    expect(() => parseEnv(publicSite)).toThrowError(/DEMO_DATA: must be 0 when APP_URL is public/);
    expect(parseEnv({ ...publicSite, DEMO_DATA: "0" }).isLocal).toBe(false);
    expect(() => parseEnv({ APP_URL: "https://school.example", DEMO_DATA: "0" })).toThrowError(
      /SMTP_URL: is required when APP_URL is public/,
    );
  });

  it("refuses the test-only budget factor on a public site", () => {
    expect(parseEnv({ TEST_RATE_LIMIT_FACTOR: "100" }).TEST_RATE_LIMIT_FACTOR).toBe(100);
    expect(() =>
      parseEnv({
        APP_URL: "https://school.example",
        SMTP_URL: "smtp://m:25",
        DEMO_DATA: "0",
        TEST_RATE_LIMIT_FACTOR: "100",
      }),
    ).toThrowError(/TEST_RATE_LIMIT_FACTOR: is for tests on localhost only/);
  });

  it("refuses the test-only seeding routes on a public site", () => {
    expect(parseEnv({}).E2E_TEST_ROUTES).toBe(false);
    expect(parseEnv({ E2E_TEST_ROUTES: "1" }).E2E_TEST_ROUTES).toBe(true);
    expect(() => parseEnv({ E2E_TEST_ROUTES: "yes" })).toThrowError(/E2E_TEST_ROUTES: must be 1, true, 0 or false/);
    expect(() =>
      parseEnv({ APP_URL: "https://school.example", SMTP_URL: "smtp://m:25", DEMO_DATA: "0", E2E_TEST_ROUTES: "1" }),
    ).toThrowError(/E2E_TEST_ROUTES: is for tests on localhost only/);
  });
});
