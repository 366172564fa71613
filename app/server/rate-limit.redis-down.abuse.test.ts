import crypto from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database";

/** Nothing listens on port 1: Redis is configured but unreachable. */
process.env.REDIS_URL = "redis://127.0.0.1:1";
const { budgets, spend } = await import("./rate-limit.server");
const { closeRedis } = await import("./redis.server");
const { log } = await import("./log.server");

describe("budgets when Redis is unreachable", () => {
  useTestDatabase("pglite");
  afterAll(() => closeRedis());

  it("fall back to this instance's memory with a warning: neither everyone refused nor everyone let through", async () => {
    const warn = vi.spyOn(log, "warn");
    const key = `test-${crypto.randomUUID()}`;
    const started = Date.now();
    const results: boolean[] = [];
    for (let i = 0; i <= budgets.resetMailPerEmail.points; i++)
      results.push((await spend("resetMailPerEmail", key)).ok);
    expect(results).toEqual([...Array<boolean>(budgets.resetMailPerEmail.points).fill(true), false]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warn.mock.calls.some(([message]) => String(message).includes("rate-limit store unavailable"))).toBe(true);
  });
});
