import { type BetterAuthPlugin, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { limits } from "~/lib/site-config";
import {
  authMailHooks,
  RESET_PASSWORD_TTL_SECONDS,
  sendPasswordChangedMail,
  VERIFY_EMAIL_TTL_SECONDS,
} from "./auth-mail.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords.server";
import { AUTH_COOKIE_PREFIX } from "./cookie-names.server";
import { database, schema } from "./db.server";
import { env } from "./env.server";
import { log } from "./log.server";
import { hashPassword, verifyPassword } from "./password.server";
import { authSecret } from "./secret.server";

/**
 * Every endpoint that sets a password refuses the most common ones (docs/product.md#accounts), however it is called.
 */
const PASSWORD_SETTERS = new Set([
  "/reset-password",
  "/change-password",
  "/set-password",
  "/admin/create-user",
  "/admin/set-user-password",
]);
const refuseCommonPasswords = createAuthMiddleware(async (ctx) => {
  if (!PASSWORD_SETTERS.has(ctx.path)) return;
  const body = ctx.body as { newPassword?: unknown; password?: unknown } | undefined;
  const candidate = body?.newPassword ?? body?.password;
  if (typeof candidate === "string" && isCommonPassword(candidate)) {
    throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON" });
  }
});

/**
 * Our pages call better-auth on the server (`auth().api.*`), behind our own validation, rate limits and
 * anti-enumeration rules. Its HTTP endpoints under /api/auth would bypass all of that, so none is served.
 */
const serverCallsOnly = {
  id: "server-calls-only",
  onRequest: async () => ({ response: new Response("Not Found", { status: 404 }) }),
} satisfies BetterAuthPlugin;

/** Set by server.js on every request from Express's TRUST_PROXY-aware `req.ip`; a client's own value is dropped. */
export const CLIENT_IP_HEADER = "x-le-client-ip";

function createAuth() {
  const e = env();
  return betterAuth({
    appName: "Little Explorers",
    baseURL: e.APP_URL,
    basePath: "/api/auth",
    trustedOrigins: [e.APP_URL],
    secret: authSecret(),
    database: drizzleAdapter(database().db, { provider: "pg", usePlural: true, schema, transaction: true }),
    // The language of the person's pages and mail, read with every session (app/server/language.server.ts).
    user: { additionalFields: { language: { type: "string", required: false, defaultValue: "en", input: false } } },
    emailAndPassword: {
      enabled: true,
      // Registration is ours (app/server/data/accounts.server.ts): user, profile and first child in one transaction.
      disableSignUp: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TTL_SECONDS,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: authMailHooks.sendResetPassword,
      onPasswordReset: ({ user }) => sendPasswordChangedMail(user),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_TTL_SECONDS,
      sendVerificationEmail: authMailHooks.sendVerificationEmail,
    },
    verification: { storeIdentifier: "hashed" },
    hooks: { before: refuseCommonPasswords },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    advanced: {
      useSecureCookies: e.APP_URL.startsWith("https://"),
      cookiePrefix: AUTH_COOKIE_PREFIX,
      // server.js puts the client address it resolved (TRUST_PROXY-aware) in this header, replacing any sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: { enabled: true, window: 60, max: 30 },
    // Its errors join our JSON log; extra arguments may hold request data, so they are dropped. Its warnings are
    // routine failed logins ("Invalid password"), which the login page already answers.
    logger: { level: "error", log: (level, message) => log[level](`better-auth: ${message}`) },
    plugins: [admin({ defaultRole: "parent", adminRoles: ["admin"] }), serverCallsOnly],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { __auth?: Auth };

/** The process-wide better-auth instance, created on first use. */
export function auth(): Auth {
  globalForAuth.__auth ??= createAuth();
  return globalForAuth.__auth;
}

/** Whether a password-reset link's token is still waiting to be used (better-auth stores it hashed). */
export async function isResetTokenUsable(token: string) {
  const context = await auth().$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && verification.expiresAt > new Date());
}
