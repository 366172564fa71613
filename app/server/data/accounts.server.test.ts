import { createEmailVerificationToken, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RegisterInput } from "~/lib/schemas/register";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { auth, isResetTokenUsable } from "../auth.server";
import { verifyEmail } from "../auth-mail.server";
import { COMMON_PASSWORD_MESSAGE } from "../common-passwords.server";
import { schema } from "../db.server";
import { authSecret } from "../secret.server";
import { registerParent } from "./accounts.server";

process.env.AUTH_SECRET ||= "integration-test-secret-of-at-least-32-characters";

let n = 0;
const parent = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  fullName: "Farzana Rahman",
  childName: "Ishaan",
  childAge: 4,
  phone: "+880 1711-123456",
  email: `parent-${++n}-${Date.now()}@test.example`,
  password: "kite-and-river-1",
  confirmPassword: "kite-and-river-1",
  terms: true,
  mediaConsent: true,
  ...overrides,
});

/** The error code better-auth answers with, or "ok". */
async function outcome(call: Promise<unknown>) {
  try {
    return { ok: await call };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { status: error.status, code: error.body?.code, message: error.message };
  }
}

describe.each(databaseKinds())("parent accounts on %s", (kind) => {
  const t = useTestDatabase(kind);
  const mailTo = (to: string) => t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to));
  const userBy = async (email: string) =>
    (await t.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];

  it("registering on the way to join a family makes no child, and a second registration of that address none either", async () => {
    const { childName: _c, childAge: _a, mediaConsent: _m, ...member } = parent();
    await registerParent(member, { redirectTo: "/family/join/some-token" });
    await registerParent(member);
    const user = await userBy(member.email);
    expect(user).toMatchObject({ name: member.fullName, emailVerified: false });
    expect(await t.db.select().from(schema.children).where(eq(schema.children.parentId, user!.id))).toEqual([]);
    const [profile] = await t.db.select().from(schema.profiles).where(eq(schema.profiles.id, user!.id));
    expect(profile).toMatchObject({ fullName: member.fullName, mediaConsent: false });
    const mails = await mailTo(member.email);
    expect(mails[0]!.text).toContain(encodeURIComponent("/family/join/some-token"));
  });

  it("creates the user, credential, profile and first child together, then queues the verification mail", async () => {
    const input = parent();
    await registerParent(input);
    const user = await userBy(input.email);
    expect(user).toMatchObject({ name: input.fullName, role: "parent", emailVerified: false });
    const [profile] = await t.db.select().from(schema.profiles).where(eq(schema.profiles.id, user!.id));
    expect(profile).toMatchObject({
      fullName: input.fullName,
      phoneNumber: input.phone,
      termsAccepted: true,
      mediaConsent: true,
    });
    const children = await t.db.select().from(schema.children).where(eq(schema.children.parentId, user!.id));
    expect(children).toMatchObject([{ name: "Ishaan", age: 4 }]);
    const [account] = await t.db.select().from(schema.accounts).where(eq(schema.accounts.userId, user!.id));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mails = await mailTo(input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "verify-email", status: "pending" });
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:\d+\/verify-email\?token=/);
  });

  it("stores nothing at all when any part fails", async () => {
    // An age beyond PostgreSQL's integer range makes the last insert (the child) fail.
    const input = parent({ childAge: 2 ** 40 });
    await expect(registerParent(input)).rejects.toThrow();
    expect(await userBy(input.email)).toBeUndefined();
    expect(
      await t.db.select().from(schema.profiles).where(eq(schema.profiles.fullName, "nobody-should-exist")),
    ).toHaveLength(0);
    expect(await mailTo(input.email)).toHaveLength(0);
  });

  it("a taken address changes nothing and only its owner hears of it", async () => {
    const first = parent();
    await registerParent(first);
    const owner = await userBy(first.email);
    await t.db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, owner!.id));

    await expect(
      registerParent(parent({ email: first.email, fullName: "Someone Else", password: "other-pass-99" })),
    ).resolves.toBeUndefined();
    expect(await userBy(first.email)).toMatchObject({ id: owner!.id, name: first.fullName });
    const mails = (await mailTo(first.email)).map((m) => m.kind).sort();
    expect(mails).toEqual(["account-exists", "verify-email"]);
  });

  it("two simultaneous sign-ups with one address make one account", async () => {
    const email = parent().email;
    await Promise.all([registerParent(parent({ email })), registerParent(parent({ email }))]);
    expect(await t.db.select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(1);
  });

  it("no endpoint tells a registered address from an unknown one", async () => {
    const known = parent();
    await registerParent(known);
    const unknown = `nobody-${Date.now()}@test.example`;

    const signIn = (email: string) =>
      outcome(auth().api.signInEmail({ body: { email, password: "wrong-password-1" } }));
    expect(await signIn(known.email)).toEqual(await signIn(unknown));

    const reset = (email: string) => outcome(auth().api.requestPasswordReset({ body: { email } }));
    expect(await reset(known.email)).toEqual(await reset(unknown));

    const resend = (email: string) => outcome(auth().api.sendVerificationEmail({ body: { email } }));
    expect(await resend(known.email)).toEqual(await resend(unknown));

    // Sign-up is ours; better-auth's own refuses everyone alike.
    const signUp = (email: string) =>
      outcome(auth().api.signUpEmail({ body: { email, password: "kite-and-river-2", name: "X" } }));
    expect(await signUp(known.email)).toEqual(await signUp(unknown));
    expect((await signUp(unknown)).ok).toBeUndefined();
    expect(await userBy(unknown)).toBeUndefined();
  });

  it("better-auth's HTTP endpoints are not served", async () => {
    for (const path of [
      "/sign-up/email",
      "/sign-in/email",
      "/request-password-reset",
      "/send-verification-email",
      "/get-session",
    ]) {
      const response = await auth().handler(
        new Request(`http://localhost:3000/api/auth${path}`, {
          method: path === "/get-session" ? "GET" : "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3000" },
          body:
            path === "/get-session"
              ? undefined
              : JSON.stringify({ email: "x@test.example", password: "kite-and-river-3", name: "X" }),
        }),
      );
      expect(response.status, path).toBe(404);
    }
  });

  it("unverified sign-in is refused only with the right password; verification then lets it through", async () => {
    const input = parent();
    await registerParent(input);
    expect(
      await outcome(auth().api.signInEmail({ body: { email: input.email, password: input.password } })),
    ).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
    });
    const [mail] = await mailTo(input.email);
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    expect(await verifyEmail(token)).toBe("verified");
    expect(await userBy(input.email)).toMatchObject({ emailVerified: true });
    const signedIn = await auth().api.signInEmail({ body: { email: input.email, password: input.password } });
    expect(signedIn.user.email).toBe(input.email);
  });

  it("an expired or tampered verification link is told apart and changes nothing", async () => {
    const input = parent();
    await registerParent(input);
    const user = await userBy(input.email);
    const expired = await createEmailVerificationToken(authSecret(), input.email, undefined, -60, {
      userId: user!.id,
      reg: "x",
    });
    expect(await verifyEmail(expired)).toBe("expired");
    const forged = await createEmailVerificationToken(
      "not-our-secret-not-our-secret-not-ours",
      input.email,
      undefined,
      3600,
      { userId: user!.id, reg: "x" },
    );
    expect(await verifyEmail(forged)).toBe("invalid");
    expect(await userBy(input.email)).toMatchObject({ emailVerified: false });
  });

  it("a reset link works once, refuses common passwords, and ends every session", async () => {
    const input = parent();
    await registerParent(input);
    const user = await userBy(input.email);
    await t.db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, user!.id));
    await auth().api.signInEmail({ body: { email: input.email, password: input.password } });
    expect(await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user!.id))).toHaveLength(1);

    await auth().api.requestPasswordReset({ body: { email: input.email } });
    const resetMail = (await mailTo(input.email)).find((m) => m.kind === "reset-password");
    const token = new URL(resetMail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    expect(await isResetTokenUsable(token)).toBe(true);
    // Stored hashed: the token itself is nowhere in the table.
    const rows = await t.db.select().from(schema.verifications);
    expect(rows.some((r) => r.identifier.includes(token))).toBe(false);

    expect(await outcome(auth().api.resetPassword({ body: { token, newPassword: "password1" } }))).toMatchObject({
      code: "PASSWORD_TOO_COMMON",
      message: COMMON_PASSWORD_MESSAGE,
    });
    await auth().api.resetPassword({ body: { token, newPassword: "new-kite-and-river" } });
    expect(await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user!.id))).toHaveLength(0);
    expect(await isResetTokenUsable(token)).toBe(false);
    expect(await outcome(auth().api.resetPassword({ body: { token, newPassword: "another-kite-9" } }))).toMatchObject({
      code: "INVALID_TOKEN",
    });
  });
});
