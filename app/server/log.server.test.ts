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

  it("turns errors into name and message only", () => {
    expect(redact({ err: new Error("boom") })).toEqual({ err: { name: "Error", message: "boom" } });
  });
});
