import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../tests/support/test-database";
import { budgets, clientKey, forget, isSpent, resetLimiters, spend } from "./rate-limit.server";

const fresh = () => `test-${crypto.randomUUID()}`;

describe("clientKey", () => {
  it("keeps IPv4 addresses and groups IPv6 clients by their /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    const a = clientKey("2001:db8:abcd:12:1111:2222:3333:4444");
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(clientKey("2001:0db8:abcd:0012::9")).toBe(a);
    expect(clientKey("2001:db8:abcd:13::1")).not.toBe(a);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe.each(databaseKinds())("budgets on %s", (kind) => {
  useTestDatabase(kind);

  it("refuses past the budget, says how long to wait, and keeps refusing (a block, not a window edge)", async () => {
    const key = fresh();
    const { points, blockSeconds } = budgets.resetMailPerEmail;
    for (let i = 0; i < points; i++) expect(await spend("resetMailPerEmail", key)).toEqual({ ok: true });
    const refused = await spend("resetMailPerEmail", key);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(blockSeconds - 5);
    expect((await spend("resetMailPerEmail", key)).ok).toBe(false);
    expect((await spend("resetMailPerEmail", fresh())).ok).toBe(true);
  });

  it("locks an address after ten failed logins, and a success clears its count", async () => {
    const email = `${fresh()}@test.example`;
    for (let i = 0; i < budgets.failedLoginsPerEmail.points - 1; i++) await spend("failedLoginsPerEmail", email);
    expect((await isSpent("failedLoginsPerEmail", email)).ok).toBe(true);
    await spend("failedLoginsPerEmail", email);
    const locked = await isSpent("failedLoginsPerEmail", email);
    expect(locked.ok).toBe(false);
    expect(!locked.ok && locked.retryAfterSeconds).toBeGreaterThan(60);
    await forget("failedLoginsPerEmail", email);
    expect((await isSpent("failedLoginsPerEmail", email)).ok).toBe(true);
  });

  it("parallel requests cannot overspend a budget", async () => {
    const key = fresh();
    const results = await Promise.all(Array.from({ length: 20 }, () => spend("passwordChangesPerUser", key)));
    expect(results.filter((r) => r.ok)).toHaveLength(budgets.passwordChangesPerUser.points);
  });

  it(
    kind === "postgres"
      ? "counts in PostgreSQL, so a fresh instance sees the spent budget"
      : "counts in memory on the embedded database",
    async () => {
      const key = fresh();
      for (let i = 0; i < budgets.resetMailPerEmail.points; i++) await spend("resetMailPerEmail", key);
      resetLimiters(); // what a second instance (or a restart) starts with
      expect((await spend("resetMailPerEmail", key)).ok).toBe(kind === "pglite");
      resetLimiters();
    },
  );
});
