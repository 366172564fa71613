import { describe, expect, it } from "vitest";
import { redact } from "./log.server";

describe("redact", () => {
  it("hides passwords, tokens and cookies at any depth", () => {
    const out = redact({
      email: "a@b.c",
      password: "hunter22",
      nested: { sessionToken: "abc", headers: { cookie: "x=1", Authorization: "Bearer y" } },
    });
    expect(out).toEqual({
      email: "a@b.c",
      password: "[redacted]",
      nested: { sessionToken: "[redacted]", headers: { cookie: "[redacted]", Authorization: "[redacted]" } },
    });
  });

  it("keeps an error's name, message and stack trace", () => {
    const error = new Error("boom");
    const out = redact({ err: error }) as { err: Record<string, unknown> };
    expect(out.err).toMatchObject({ name: "Error", message: "boom" });
    expect(out.err.stack).toContain("log.server.test.ts");
  });
});
