import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { data } from "react-router";
import { database } from "./db.server";
import { env } from "./env.server";
import { log } from "./log.server";
import { redis } from "./redis.server";

/**
 * Request budgets (docs/product.md#rate-limits, decision 009, README "Rate limits").
 *
 * Mobile networks in Bangladesh put many parents behind one shared address (carrier-grade NAT), so the per-address
 * budgets are generous and only stop floods. The tight limits are per account: failed logins per email (with a
 * lock), mails per address, and what a signed-in user may post. Each is a fixed window with a block once it is
 * spent, so a burst at a window's edge cannot double the budget.
 */
export const budgets = {
  /** Sign-in, sign-up, forgot and reset password, verification: per client address. */
  accountFormsPerIp: { points: 60, seconds: 10 * 60, blockSeconds: 10 * 60 },
  /** Contact, booking, workshop and store forms: per client address. */
  publicFormsPerIp: { points: 30, seconds: 10 * 60, blockSeconds: 10 * 60 },
  /** Language choices posted from the signed-in pages' language link: per client address. */
  languageChoicesPerIp: { points: 60, seconds: 10 * 60, blockSeconds: 10 * 60 },
  /** Anything that sends an email to an address someone typed: per client address. */
  mailPerIp: { points: 20, seconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Failed logins per email, known or not; the tenth locks the address for 15 minutes. */
  failedLoginsPerEmail: { points: 10, seconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Password-reset mails per address. */
  resetMailPerEmail: { points: 3, seconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Verification mails per address: the one sent at registration, and resends. */
  verifyMailPerEmail: { points: 3, seconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Support messages per parent. */
  supportMessagesPerUser: { points: 10, seconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Avatar and attachment uploads per user. */
  uploadsPerUser: { points: 20, seconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Profile and child saves per parent. */
  profileSavesPerUser: { points: 30, seconds: 60 * 60, blockSeconds: 15 * 60 },
  /** Applications for a place, withdrawals and accepted offers per parent. */
  enrolmentChangesPerUser: { points: 20, seconds: 60 * 60, blockSeconds: 15 * 60 },
  /** Outdoor-session answers and calendar links per parent. */
  classChangesPerUser: { points: 30, seconds: 60 * 60, blockSeconds: 15 * 60 },
  /** Password changes per user. */
  passwordChangesPerUser: { points: 5, seconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Every console change per staff member. */
  staffActionsPerUser: { points: 120, seconds: 60, blockSeconds: 60 },
  /** The SMS forwarder's posts (one per message the school's phone receives): per client address. */
  paymentSmsPerIp: { points: 60, seconds: 10 * 60, blockSeconds: 10 * 60 },
} as const satisfies Record<string, Budget>;

export type Budget = { points: number; seconds: number; blockSeconds: number };
export type BudgetName = keyof typeof budgets;

/** The outcome of spending from a budget: how long to wait when it is spent. */
export type Spend = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Spends one point of `name` for `key`. A spent budget answers how long to wait; nothing is thrown. */
export async function spend(name: BudgetName, key: string, points = 1): Promise<Spend> {
  try {
    await limiter(name).consume(key, points);
    return { ok: true };
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

/** Whether `key` has already spent `name` (used by the login lock), without spending anything. */
export async function isSpent(name: BudgetName, key: string): Promise<Spend> {
  const state = await limiter(name).get(key);
  if (!state || state.consumedPoints < scaled(budgets[name]).points) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
}

/** Forgets `key`'s use of `name` (a successful login clears its failures). */
export async function forget(name: BudgetName, key: string) {
  await limiter(name).delete(key);
}

/** Spends from a budget or throws a 429 with Retry-After, shown on the designed error page. */
export async function enforce(name: BudgetName, key: string) {
  const result = await spend(name, key);
  if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  data(
    { error: "Too many attempts. Please wait and try again.", retryAfterSeconds },
    { status: 429, headers: retryAfterHeader(retryAfterSeconds) },
  );

export const retryAfterHeader = (seconds: number) => ({ "Retry-After": String(seconds) });

/**
 * The key for a client address. IPv6 clients are grouped by their /64, which one household or phone holds
 * whole, so rotating addresses within it buys no fresh budget.
 */
export function clientKey(ip: string) {
  const address = ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
  if (!address.includes(":")) return address;
  return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ""),
  );
}

/**
 * Where counters live: Redis when REDIS_URL is set, PostgreSQL when DATABASE_URL is set (one budget however many
 * instances run), else this process's memory (the embedded database serves one process). A shared store that stops
 * answering falls back to per-instance memory counters, with a warning, rather than refusing or allowing everyone.
 */
function createLimiter(name: BudgetName): RateLimiterAbstract {
  const budget = scaled(budgets[name]);
  const options = {
    keyPrefix: `rl:${name}`,
    points: budget.points,
    duration: budget.seconds,
    blockDuration: budget.blockSeconds,
  };
  const e = env();
  const insurance = () => new FallbackLimiter(options, name);
  if (e.REDIS_URL) {
    return new RateLimiterRedis({
      ...options,
      storeClient: redis(),
      rejectIfRedisNotReady: true,
      insuranceLimiter: insurance(),
    });
  }
  const pool = database().pool;
  if (pool) {
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      tableName: "rate_limits",
      tableCreated: true,
      insuranceLimiter: insurance(),
    });
  }
  return new RateLimiterMemory(options);
}

/** Memory counters that say, at most once a minute, that the shared store is being bypassed. */
class FallbackLimiter extends RateLimiterMemory {
  private static warnedAt = 0;
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly budgetName: string,
  ) {
    super(options);
  }
  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    if (Date.now() - FallbackLimiter.warnedAt > 60_000) {
      FallbackLimiter.warnedAt = Date.now();
      log.warn("rate-limit store unavailable; counting in this instance's memory until it is back", {
        budget: this.budgetName,
      });
    }
    return super.consume(...args);
  }
}

/** Tests and benchmarks may multiply every budget (TEST_RATE_LIMIT_FACTOR); start-up refuses it on a public APP_URL. */
function scaled(budget: Budget): Budget {
  const factor = env().TEST_RATE_LIMIT_FACTOR;
  return factor ? { ...budget, points: budget.points * factor } : budget;
}

const globalForLimiters = globalThis as unknown as { __rateLimiters?: Map<BudgetName, RateLimiterAbstract> };

function limiter(name: BudgetName) {
  globalForLimiters.__rateLimiters ??= new Map();
  const limiters = globalForLimiters.__rateLimiters;
  let found = limiters.get(name);
  if (!found) {
    found = createLimiter(name);
    limiters.set(name, found);
  }
  return found;
}

/** Drops every limiter, so the next use builds them afresh from the environment (tests). */
export function resetLimiters() {
  globalForLimiters.__rateLimiters = undefined;
}
