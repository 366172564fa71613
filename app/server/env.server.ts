import { z } from "zod";
import path from "node:path";

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

const schema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1, "must be a port number").max(65535, "must be a port number").default(3000),
    APP_URL: optional(url(["http:", "https:"], "must be an http(s) URL such as https://example.com")),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optional(
      url(["postgres:", "postgresql:"], "must be a postgres:// URL such as postgres://user:pass@host:5432/dbname"),
    ),
    SMTP_URL: optional(url(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587")),
    MAIL_FROM: z.string().default("Little Explorers <no-reply@littleexplorers.example>"),
    STAFF_EMAIL: optional(z.email("must be an email address")),
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    S3_BUCKET: optional(z.string()),
    S3_ENDPOINT: optional(url(["http:", "https:"], "must be an http(s) URL")),
    S3_REGION: z.string().default("auto"),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    TRUST_PROXY: z
      .enum(["", "0", "1", "true", "false"], "must be 1, true, 0 or false")
      .default("")
      .transform((v) => v === "1" || v === "true"),
    DEMO_DATA: z
      .enum(["0", "1", "true", "false"], "must be 1, true, 0 or false")
      .default("1")
      .transform((v) => v === "1" || v === "true"),
  })
  .superRefine((env, ctx) => {
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
  };
}

let cached: Env | undefined;

/** The validated environment, parsed once on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
