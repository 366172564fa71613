import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Role } from "../../../db/schema";
import { db, schema } from "../db.server";
import { writeAudit } from "./audit.server";

/** Admin → Users and roles. */

const u = schema.users;
export const USERS_PAGE_SIZE = 25;

const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Everyone with an account, staff and admins first, then newest; optionally one role or a name/email search. */
export async function listUsers(filter: { q?: string; role?: Role; page?: number }) {
  const page = Math.max(1, filter.page ?? 1);
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(u.role, filter.role));
  const term = filter.q?.trim();
  if (term)
    conditions.push(
      or(
        ilike(u.name, containing(term)),
        ilike(u.email, containing(term)),
        ilike(schema.profiles.fullName, containing(term)),
      )!,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const roleOrder = desc(eq(u.role, "admin")),
    staffOrder = desc(eq(u.role, "staff"));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: u.id,
        name: u.name,
        fullName: schema.profiles.fullName,
        email: u.email,
        role: u.role,
        emailVerified: u.emailVerified,
        createdAt: u.createdAt,
      })
      .from(u)
      .leftJoin(schema.profiles, eq(schema.profiles.id, u.id))
      .where(where)
      .orderBy(roleOrder, staffOrder, desc(u.createdAt), asc(u.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db.select({ n: count() }).from(u).leftJoin(schema.profiles, eq(schema.profiles.id, u.id)).where(where),
  ]);
  const users = rows.map(({ fullName, ...row }) => ({ ...row, name: fullName || row.name, role: row.role as Role }));
  return { users, total: total?.n ?? 0, page, pageSize: USERS_PAGE_SIZE };
}

export type RoleChange = "changed" | "unchanged" | "missing" | "self";

/**
 * Sets a user's role, audited. An admin may not change their own role: that is the one way an
 * admin could lock the console out of its last admin by accident.
 */
export async function setUserRole(actorId: string, userId: string, role: Role): Promise<RoleChange> {
  if (actorId === userId) return "self";
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ role: u.role, email: u.email }).from(u).where(eq(u.id, userId)).for("update");
    if (!current) return "missing";
    if (current.role === role) return "unchanged";
    await tx.update(u).set({ role }).where(eq(u.id, userId));
    await writeAudit(tx, {
      actorId,
      action: "role.change",
      entityType: "user",
      entityId: userId,
      before: { email: current.email, role: current.role },
      after: { email: current.email, role },
    });
    return "changed";
  });
}
