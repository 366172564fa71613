import { and, asc, count, desc, eq, exists, ilike, or, sql } from "drizzle-orm";
import type { Language } from "~/lib/i18n/language";
import type { Role } from "../../../db/schema";
import { db, schema } from "../db.server";
import { listChildren } from "./children.server";
import { listSubscriptions } from "./subscriptions.server";

/** Staff → Parents: search every parent, and read one parent's whole record. */

const u = schema.users;
const p = schema.profiles;

export const PARENTS_PAGE_SIZE = 25;

/** LIKE pattern for a search term, with its wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type ParentRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  children: string[];
  /** The language of their pages and mail (docs/product.md#languages). */
  language: Language;
  createdAt: Date;
};

/** Parents whose name, email, phone or a child's name contains `q`, newest first, one page at a time. */
export async function searchParents(filter: { q?: string; page?: number }) {
  const page = Math.max(1, filter.page ?? 1);
  const term = filter.q?.trim();
  const isParent = eq(u.role, "parent" satisfies Role);
  const where = term
    ? and(
        isParent,
        or(
          ilike(u.name, containing(term)),
          ilike(u.email, containing(term)),
          ilike(p.fullName, containing(term)),
          ilike(p.phoneNumber, containing(term)),
          // A phone typed without its spaces or dashes still matches; only a term that is a phone number is read so
          // (the digits of an email address or a name are not a phone number).
          /^[+\d\s().-]+$/.test(term) && term.replace(/\D/g, "").length >= 4
            ? ilike(sql`regexp_replace(${p.phoneNumber}, '\\D', '', 'g')`, containing(term.replace(/\D/g, "")))
            : undefined,
          exists(
            db
              .select({ one: sql`1` })
              .from(schema.children)
              .where(and(eq(schema.children.parentId, u.id), ilike(schema.children.name, containing(term)))),
          ),
        ),
      )
    : isParent;

  const childNames = sql<
    string[] | null
  >`(select array_agg(${schema.children.name} order by ${schema.children.createdAt}) from ${schema.children} where ${schema.children.parentId} = ${u.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: u.id,
        name: u.name,
        email: u.email,
        language: u.language,
        createdAt: u.createdAt,
        fullName: p.fullName,
        phone: p.phoneNumber,
        children: childNames,
      })
      .from(u)
      .leftJoin(p, eq(p.id, u.id))
      .where(where)
      .orderBy(desc(u.createdAt), asc(u.id))
      .limit(PARENTS_PAGE_SIZE)
      .offset((page - 1) * PARENTS_PAGE_SIZE),
    db.select({ n: count() }).from(u).leftJoin(p, eq(p.id, u.id)).where(where),
  ]);
  const parents: ParentRow[] = rows.map((row) => ({
    id: row.id,
    name: row.fullName || row.name,
    email: row.email,
    phone: row.phone,
    children: row.children ?? [],
    language: row.language,
    createdAt: row.createdAt,
  }));
  return { parents, total: total?.n ?? 0, page, pageSize: PARENTS_PAGE_SIZE };
}

/** Everything staff see on a parent's page; null when there is no such user. */
export async function getParentRecord(parentId: string) {
  const [row] = await db
    .select({ user: u, profile: p })
    .from(u)
    .leftJoin(p, eq(p.id, u.id))
    .where(eq(u.id, parentId))
    .limit(1);
  if (!row) return null;
  const m = schema.supportMessages;
  const [children, subscriptions, payments, messages] = await Promise.all([
    listChildren(parentId),
    listSubscriptions(parentId),
    db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.userId, parentId))
      .orderBy(sql`${schema.payments.paymentDate} desc nulls last`, desc(schema.payments.createdAt)),
    db
      .select({ id: m.id, subject: m.subject, status: m.status, createdAt: m.createdAt })
      .from(m)
      .where(eq(m.userId, parentId))
      .orderBy(desc(m.createdAt), desc(m.id)),
  ]);
  return {
    profile: {
      id: row.user.id,
      name: row.profile?.fullName || row.user.name,
      email: row.user.email,
      emailVerified: row.user.emailVerified,
      role: row.user.role,
      language: row.user.language,
      phone: row.profile?.phoneNumber ?? null,
      termsAccepted: row.profile?.termsAccepted ?? false,
      mediaConsent: row.profile?.mediaConsent ?? false,
      avatarKey: row.profile?.avatarKey ?? null,
      createdAt: row.user.createdAt,
    },
    children,
    subscriptions,
    payments: payments.map((pay) => ({
      id: pay.id,
      amountPoisha: pay.amountPoisha,
      currency: pay.currency,
      paymentDate: pay.paymentDate,
      paymentMethod: pay.paymentMethod,
      status: pay.status,
      transactionRef: pay.transactionRef,
      invoiceUrl: pay.invoiceUrl,
    })),
    messages,
  };
}

export type ParentRecord = NonNullable<Awaited<ReturnType<typeof getParentRecord>>>;
