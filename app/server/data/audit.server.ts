import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AuditEntityType } from "~/lib/statuses";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";

export type AuditChange = {
  /** Who made the change; null for the scheduled jobs. */
  actorId: string | null;
  /** Dotted verb, e.g. 'support.reply', 'payment.status'. */
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Records a staff change. Pass the transaction that makes the change, so both commit or neither does. */
export async function writeAudit(tx: DbOrTx, change: AuditChange) {
  await tx.insert(schema.auditLog).values({
    actorId: change.actorId,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export type AuditEntry = {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
  actor: { id: string; name: string; email: string } | null;
};

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, optionally only one user's changes and/or one type. */
export async function listAudit(filter: { actorId?: string; entityType?: string; page?: number }) {
  const a = schema.auditLog;
  const where: SQL[] = [];
  if (filter.actorId) where.push(eq(a.actorId, filter.actorId));
  if (filter.entityType) where.push(eq(a.entityType, filter.entityType));
  const condition = where.length ? and(...where) : undefined;
  const page = Math.max(1, filter.page ?? 1);

  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: a, actorName: schema.users.name, actorEmail: schema.users.email })
      .from(a)
      .leftJoin(schema.users, eq(schema.users.id, a.actorId))
      .where(condition)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(a).where(condition),
  ]);

  const entries: AuditEntry[] = rows.map(({ entry, actorName, actorEmail }) => ({
    id: entry.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt,
    actor: entry.actorId && actorEmail ? { id: entry.actorId, name: actorName ?? actorEmail, email: actorEmail } : null,
  }));
  return { entries, total: total?.n ?? 0, page, pageSize: AUDIT_PAGE_SIZE };
}

/** Everyone who has made a change, for the "by user" filter. */
export async function listAuditActors() {
  const u = schema.users;
  // One index probe per person instead of a DISTINCT over the whole log (docs/perf/scale.md).
  return db
    .select({ id: u.id, name: u.name, email: u.email })
    .from(u)
    .where(sql`exists (select 1 from ${schema.auditLog} where ${schema.auditLog.actorId} = ${u.id})`)
    .orderBy(u.name, u.email);
}
