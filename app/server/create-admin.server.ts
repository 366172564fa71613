import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { limits } from "~/lib/site-config";
import { findUserByEmail, insertUserWithPassword } from "./data/users.server";
import { db, schema } from "./db.server";
import { hashPassword } from "./password.server";

const argsSchema = z.object({
  email: z.email("--email must be an email address").transform((e) => e.toLowerCase()),
  password: z.string().min(limits.passwordMin, `--password must be at least ${limits.passwordMin} characters`),
  name: z.string().trim().min(1).default("Administrator"),
});

/** `npm run create-admin -- --email E --password P [--name N]`: creates or promotes a verified admin. */
export async function createAdmin(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new Error(
      `Usage: npm run create-admin -- --email E --password P [--name N]\n${parsed.error.issues.map((i) => `  ${i.message}`).join("\n")}`,
    );
  }
  const { email, password, name } = parsed.data;
  const existing = await findUserByEmail(email);

  if (existing) {
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(schema.users).set({ role: "admin", emailVerified: true }).where(eq(schema.users.id, existing.id));
      const updated = await tx
        .update(schema.accounts)
        .set({ password: hash })
        .where(and(eq(schema.accounts.userId, existing.id), eq(schema.accounts.providerId, "credential")))
        .returning({ id: schema.accounts.id });
      if (updated.length === 0) {
        await tx.insert(schema.accounts).values({
          id: crypto.randomUUID(),
          accountId: existing.id,
          providerId: "credential",
          userId: existing.id,
          password: hash,
        });
      }
      await tx.insert(schema.auditLog).values({
        action: "role.change",
        entityType: "user",
        entityId: existing.id,
        before: { role: existing.role },
        after: { role: "admin", via: "create-admin" },
      });
    });
    return `Promoted ${email} to admin.`;
  }

  await db.transaction(async (tx) => {
    const id = await insertUserWithPassword(tx, { email, password, name, role: "admin", emailVerified: true });
    await tx.insert(schema.profiles).values({ id, fullName: name, termsAccepted: true });
    await tx.insert(schema.auditLog).values({
      action: "user.create",
      entityType: "user",
      entityId: id,
      after: { email, role: "admin", via: "create-admin" },
    });
  });
  return `Created admin ${email}.`;
}
