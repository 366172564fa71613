import net from "node:net";
import path from "node:path";
import { z } from "zod";

/** Thrown when the environment is invalid; the server prints `message` and exits. */
export class EnvError extends Error {
  override name = "EnvError";
}

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const url = (protocols: string[], hint: string) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, hint);

const flag = (fallback: "0" | "1") =>
  z
    .enum(["0", "1", "true", "false"], "must be 1, true, 0 or false")
    .default(fallback)
    .transform((v) => v === "1" || v === "true");

const schema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1, "must be a port number").max(65535, "must be a port number").default(3000),
    APP_URL: optional(url(["http:", "https:"], "must be an http(s) URL such as https://example.com")),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optional(
      url(["postgres:", "postgresql:"], "must be a postgres:// URL such as postgres://user:pass@host:5432/dbname"),
    ),
    SMTP_URL: optional(
      url(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587"),
    ),
    MAIL_FROM: z.string().default("Little Explorers <no-reply@littleexplorers.example>"),
    STAFF_EMAIL: optional(z.email("must be an email address")),
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    S3_BUCKET: optional(z.string()),
    S3_ENDPOINT: optional(url(["http:", "https:"], "must be an http(s) URL")),
    S3_REGION: z.string().default("auto"),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    TRUST_PROXY: z
      .string()
      .default("")
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed === null) {
          ctx.addIssue({
            code: "custom",
            message:
              "must be the number of proxies in front of the app (1 behind one reverse proxy) or a comma-separated list of proxy addresses",
          });
          return z.NEVER;
        }
        return parsed;
      }),
    REDIS_URL: optional(
      url(["redis:", "rediss:"], "must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379"),
    ),
    TEST_RATE_LIMIT_FACTOR: optional(
      z.string().regex(/^[1-9][0-9]{0,4}$/, "must be a whole number from 1 to 99999"),
    ).transform((v) => (v ? Number(v) : undefined)),
    /**
     * Signs the SMS forwarder's posts to /api/payments/sms (HMAC-SHA256 of the body); unset, that endpoint answers
     * 503 (docs/product.md#reconciling-mobile-money).
     */
    PAYMENT_SMS_SECRET: optional(
      z
        .string()
        .min(32, "must be at least 32 characters (generate one with: openssl rand -hex 32)")
        .max(256, "must be at most 256 characters"),
    ),
    DEMO_DATA: flag("1"),
    /** Test-only seeding routes for the e2e fixtures (app/routes/resources/test-fixtures.ts). */
    E2E_TEST_ROUTES: flag("0"),
  })
  .superRefine((env, ctx) => {
    const publicUrl = !isLocalUrl(env.APP_URL ?? "http://localhost");
    if (publicUrl && env.TEST_RATE_LIMIT_FACTOR) {
      ctx.addIssue({
        code: "custom",
        path: ["TEST_RATE_LIMIT_FACTOR"],
        message: "is for tests on localhost only; unset it when APP_URL is public",
      });
    }
    if (publicUrl && env.E2E_TEST_ROUTES) {
      ctx.addIssue({
        code: "custom",
        path: ["E2E_TEST_ROUTES"],
        message: "is for tests on localhost only; unset it when APP_URL is public",
      });
    }
    if (publicUrl && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          "is required when APP_URL is public: without it mail (with its sign-in links) would only be written to disk",
      });
    }
    if (publicUrl && !env.DATABASE_URL && env.DEMO_DATA) {
      ctx.addIssue({
        code: "custom",
        path: ["DEMO_DATA"],
        message: "must be 0 when APP_URL is public: the demo accounts' passwords are published in the README",
      });
    }
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required when DATABASE_URL is set (generate one with: openssl rand -base64 48)",
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set",
      });
    }
  });

/** Whether a URL points at this machine (the only place the demo accounts and local mail links may live). */
export function isLocalUrl(value: string) {
  try {
    const host = new URL(value).hostname.replace(/^\[|\]$/g, "");
    return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: unset or 0 trusts no X-Forwarded-For; a number trusts that many proxy hops (the client is the address
 * that many entries from the right); a list trusts those proxy addresses or subnets. "Trust everything" is not
 * offered: it would let any client choose its own address, and with it a fresh rate-limit budget per request.
 */
export function parseTrustProxy(value: string): false | number | string[] | null {
  const v = value.trim();
  if (v === "" || v === "0" || v === "false") return false;
  if (/^[1-9]$/.test(v)) return Number(v);
  const entries = v
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    const [address, bits, extra] = entry.split("/");
    if (extra !== undefined || !address || !net.isIP(address)) return false;
    if (bits === undefined) return true;
    const max = net.isIPv4(address) ? 32 : 128;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
  });
  return entries.length > 0 && valid ? entries : null;
}

export type Env = ReturnType<typeof parseEnv>;

export function parseEnv(source: Record<string, string | undefined>) {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = result.data;
  return {
    ...e,
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    DATA_DIR: path.resolve(e.DATA_DIR),
    isEmbeddedDb: !e.DATABASE_URL,
    isLocal: isLocalUrl(e.APP_URL ?? "http://localhost"),
  };
}

let cached: Env | undefined;

/** The validated environment, parsed once on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Hides the password in a connection URL so it can be logged. */
export function redactUrl(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparseable URL)";
  }
}
