import { data } from "react-router";

/**
 * Fixed-window counters per key, in process memory. One server process holds them;
 * a multi-instance deployment would move this to shared storage.
 */
export function createRateLimiter(options: { max: number; windowMs: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one hit; returns seconds to wait when over the limit, else 0. */
    hit(key: string, now = Date.now()) {
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
        hits.set(key, { count: 1, resetAt: now + options.windowMs });
        return 0;
      }
      entry.count++;
      return entry.count > options.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
    },
    reset: () => hits.clear(),
  };
}

const MINUTE = 60_000;
/** Named limits shared by the routes (ENGINEERING.md principle 4). */
export const rateLimits = {
  /** Sign-in, sign-up, forgot and reset password, public forms: per client IP. */
  form: createRateLimiter({ max: 5, windowMs: MINUTE }),
  /** Anything that sends an email: per client IP. */
  mail: createRateLimiter({ max: 3, windowMs: MINUTE }),
};

/** Throws a 429 with Retry-After when `key` is over `limiter`'s budget. */
export function enforceRateLimit(limiter: ReturnType<typeof createRateLimiter>, key: string) {
  const wait = limiter.hit(key);
  if (wait > 0) {
    throw data(
      { error: "Too many attempts. Please wait a minute and try again." },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
}
