import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RegisterInput } from "~/lib/schemas/register";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { auth } from "../auth.server";
import { readVerificationToken, verifyEmail } from "../auth-mail.server";
import { schema } from "../db.server";
import { registerParent } from "./accounts.server";

process.env.AUTH_SECRET ||= "integration-test-secret-of-at-least-32-characters";

let n = 0;
const registration = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  fullName: "Farzana Rahman",
  childName: "Ishaan",
  childAge: 4,
  phone: "+880 1711-123456",
  email: `owner-${++n}-${Date.now()}@test.example`,
  password: "kite-and-river-1",
  confirmPassword: "kite-and-river-1",
  terms: true,
  mediaConsent: false,
  ...overrides,
});

describe.each(databaseKinds())("pre-registered accounts on %s", (kind) => {
  const t = useTestDatabase(kind);
  const userBy = async (email: string) =>
    (await t.db.select().from(schema.users).where(eq(schema.users.email, email)))[0];
  const linksTo = async (email: string) =>
    (await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email)))
      .filter((m) => m.kind === "verify-email")
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((m) => new URL(m.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!);
  const signIn = (email: string, password: string) =>
    auth()
      .api.signInEmail({ body: { email, password } })
      .then(() => "signed in")
      .catch((error: { body?: { code?: string } }) => error.body?.code ?? "error");

  it("the owner's registration replaces an unverified sign-up of their address, and only the owner's link verifies it", async () => {
    const owner = registration();
    // Someone registers the owner's address first, with their own password and details.
    await registerParent({
      ...owner,
      fullName: "Squatter",
      childName: "Nobody",
      password: "squatter-pass-1",
      confirmPassword: "squatter-pass-1",
    });
    const squatted = await userBy(owner.email);
    const [squatterLink] = await linksTo(owner.email);

    await registerParent(owner);
    const user = await userBy(owner.email);
    expect(user).toMatchObject({ id: squatted!.id, name: "Farzana Rahman", emailVerified: false });
    const [profile] = await t.db.select().from(schema.profiles).where(eq(schema.profiles.id, user!.id));
    expect(profile).toMatchObject({ fullName: "Farzana Rahman", phoneNumber: owner.phone });
    expect(
      await t.db
        .select({ name: schema.children.name })
        .from(schema.children)
        .where(eq(schema.children.parentId, user!.id)),
    ).toEqual([{ name: "Ishaan" }]);

    // The link sent for the first sign-up no longer verifies anything; the owner's does.
    expect(await verifyEmail(squatterLink!)).toBe("invalid");
    expect(await userBy(owner.email)).toMatchObject({ emailVerified: false });
    const ownerLink = (await linksTo(owner.email)).at(-1)!;
    expect(await verifyEmail(ownerLink)).toBe("verified");
    expect(await signIn(owner.email, owner.password)).toBe("signed in");
    expect(await signIn(owner.email, "squatter-pass-1")).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("a verified account is never replaced", async () => {
    const owner = registration();
    await registerParent(owner);
    expect(await verifyEmail((await linksTo(owner.email))[0]!)).toBe("verified");
    await registerParent({
      ...owner,
      fullName: "Someone Else",
      password: "other-pass-99",
      confirmPassword: "other-pass-99",
    });
    expect(await userBy(owner.email)).toMatchObject({ name: "Farzana Rahman", emailVerified: true });
    expect(await signIn(owner.email, owner.password)).toBe("signed in");
  });

  it("opening a link changes nothing: only the posted button verifies, and twice is harmless", async () => {
    const owner = registration();
    await registerParent(owner);
    const [link] = await linksTo(owner.email);
    expect(await readVerificationToken(link!)).toMatchObject({ state: "ready", claims: { email: owner.email } });
    expect(await userBy(owner.email)).toMatchObject({ emailVerified: false });
    expect(await verifyEmail(link!)).toBe("verified");
    expect(await verifyEmail(link!)).toBe("verified");
  });

  it("a registration without mail (the address's budget spent) is still stored", async () => {
    const owner = registration();
    await registerParent(owner, { sendMail: false });
    expect(await userBy(owner.email)).toMatchObject({ name: "Farzana Rahman" });
    expect(await linksTo(owner.email)).toEqual([]);
  });
});
