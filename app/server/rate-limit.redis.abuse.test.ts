import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database";

/** Shared counters in Redis (REDIS_URL, here TEST_REDIS_URL): a budget spent through one instance holds on another. */
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) process.env.REDIS_URL = redisUrl;
const { budgets, resetLimiters, spend } = await import("./rate-limit.server");
const { closeRedis, redisReady } = await import("./redis.server");

describe.skipIf(!redisUrl)("budgets in Redis", () => {
  useTestDatabase("pglite");
  beforeAll(async () => expect(await redisReady()).toBe(true));
  afterAll(() => closeRedis());

  it("a fresh instance sees the budget another spent", async () => {
    const key = `test-${crypto.randomUUID()}`;
    for (let i = 0; i < budgets.resetMailPerEmail.points; i++)
      expect((await spend("resetMailPerEmail", key)).ok).toBe(true);
    resetLimiters(); // what a second instance starts with
    expect((await spend("resetMailPerEmail", key)).ok).toBe(false);
  });

  it("parallel requests cannot overspend a budget", async () => {
    const key = `test-${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => spend("passwordChangesPerUser", key)));
    expect(results.filter((r) => r.ok)).toHaveLength(budgets.passwordChangesPerUser.points);
  });
});
