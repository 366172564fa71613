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
    expect(parseEnv({ APP_URL: "https://school.example/" }).APP_URL).toBe("https://school.example");
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
    expect(() => parseEnv({ S3_BUCKET: "b" })).toThrowError(/S3_ACCESS_KEY_ID/);
  });
});
