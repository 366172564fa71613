import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { database, schema } from "./db.server";
import { env } from "./env.server";
import { hashPassword, verifyPassword } from "./password.server";
import { authSecret } from "./secret.server";
import { authMailHooks } from "./auth-mail.server";
import { limits } from "~/lib/site-config";

function createAuth() {
  const e = env();
  return betterAuth({
    appName: "Little Explorers",
    baseURL: e.APP_URL,
    basePath: "/api/auth",
    trustedOrigins: [e.APP_URL],
    secret: authSecret(),
    database: drizzleAdapter(database().db, { provider: "pg", usePlural: true, schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: authMailHooks.sendResetPassword,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: authMailHooks.sendVerificationEmail,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    advanced: {
      useSecureCookies: e.APP_URL.startsWith("https://"),
      cookiePrefix: "le",
      ipAddress: { ipAddressHeaders: e.TRUST_PROXY ? ["x-forwarded-for"] : [] },
    },
    rateLimit: { enabled: true, window: 60, max: 30 },
    plugins: [admin({ defaultRole: "parent", adminRoles: ["admin"] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { __auth?: Auth };

/** The process-wide better-auth instance, created on first use. */
export function auth(): Auth {
  globalForAuth.__auth ??= createAuth();
  return globalForAuth.__auth;
}
