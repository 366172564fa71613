import { count, desc, eq, type SQL } from "drizzle-orm";
import { products } from "~/content/store";
import { describeSubmission } from "~/lib/labels";
import type { MarkHandledInput } from "~/lib/schemas/staff-inbox";
import type { InboxKind, InboxStatus } from "~/lib/statuses";
import { db, schema } from "../db.server";
import { writeAudit } from "./audit.server";
import { trialClassesOf } from "./trials.server";

/**
 * The staff inbox: booking requests, contact messages, event registrations, store
 * sign-ups and trial bookings, read together newest first. Each starts 'new' and is marked 'handled' with a note.
 */

const tables = {
  booking: schema.bookingRequests,
  contact: schema.contactMessages,
  workshop: schema.workshopRegistrations,
  store: schema.storeInterest,
  trial: schema.trialBookings,
} as const;

export type InboxItem = {
  kind: InboxKind;
  id: string;
  status: string;
  createdAt: Date;
  /** Who it came from, as the row reads: a name or an email. */
  from: string;
  /** The submission's own fields, label and value, in reading order. */
  details: Array<[label: string, value: string]>;
  note: string | null;
  handledAt: Date | null;
  handledByName: string | null;
};

const productName = (id: string | null) => (id ? (products.find((p) => p.id === id)?.name.en ?? id) : null);

type InboxTable = (typeof tables)[InboxKind];

/** Reads one table's rows (newest first) with the name of whoever handled each. */
async function select<T extends InboxTable>(table: T, where: SQL | undefined, limit: number) {
  const t = table as unknown as typeof schema.bookingRequests;
  const rows = await db
    .select({ row: t, handledByName: schema.users.name })
    .from(t)
    .leftJoin(schema.users, eq(schema.users.id, t.handledBy))
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
  return rows.map(({ row, handledByName }) => ({
    row: row as unknown as T["$inferSelect"],
    common: {
      id: row.id,
      status: row.status,
      createdAt: row.createdAt,
      note: row.note,
      handledAt: row.handledAt,
      handledByName: handledByName ?? null,
    },
  }));
}

/** Each table's rows, as inbox items: the same labels and order as the email that announced them. */
const readers: Record<InboxKind, (where: SQL | undefined, limit: number) => Promise<InboxItem[]>> = {
  booking: async (where, limit) =>
    (await select(tables.booking, where, limit)).map(({ row, common }) => ({
      ...common,
      kind: "booking",
      ...describeSubmission({
        kind: "booking",
        serviceTitle: row.serviceTitle,
        name: row.name,
        whatsapp: row.whatsapp,
      }),
    })),
  contact: async (where, limit) =>
    (await select(tables.contact, where, limit)).map(({ row, common }) => ({
      ...common,
      kind: "contact",
      ...describeSubmission({ kind: "contact", name: row.name, email: row.email, message: row.message }),
    })),
  workshop: async (where, limit) =>
    (await select(tables.workshop, where, limit)).map(({ row, common }) => ({
      ...common,
      kind: "workshop",
      ...describeSubmission({
        kind: "workshop",
        workshop: row.workshop,
        name: row.name,
        contact: row.contact,
        attendees: row.attendees,
      }),
    })),
  store: async (where, limit) =>
    (await select(tables.store, where, limit)).map(({ row, common }) => ({
      ...common,
      kind: "store",
      ...describeSubmission({ kind: "store", email: row.email, product: productName(row.productId) }),
    })),
  trial: async (where, limit) => {
    const rows = await select(tables.trial, where, limit);
    const classes = await trialClassesOf(rows.map(({ row }) => row));
    return rows.map(({ row, common }) => {
      const trialClass = classes.get(row.id)!;
      return {
        ...common,
        kind: "trial",
        ...describeSubmission({
          kind: "trial",
          ...trialClass,
          name: row.name,
          whatsapp: row.whatsapp,
          email: row.email,
          childName: row.childName,
          childAge: row.childAge,
        }),
      };
    });
  },
};

export const INBOX_PAGE_SIZE = 50;

/**
 * One page of the inbox, newest first across the chosen kinds. Each table is read up to the end
 * of the page and the results merged, so a page costs four small indexed reads.
 */
export async function listInbox(filter: { kind?: InboxKind; status?: InboxStatus; page?: number }) {
  const page = Math.max(1, filter.page ?? 1);
  const kinds = filter.kind ? [filter.kind] : (Object.keys(tables) as InboxKind[]);
  const reach = page * INBOX_PAGE_SIZE + 1;
  const lists = await Promise.all(
    kinds.map((kind) => readers[kind](filter.status ? eq(tables[kind].status, filter.status) : undefined, reach)),
  );
  const merged = lists.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  const start = (page - 1) * INBOX_PAGE_SIZE;
  return {
    items: merged.slice(start, start + INBOX_PAGE_SIZE),
    page,
    hasMore: merged.length > start + INBOX_PAGE_SIZE,
  };
}

/** New items across the inbox, for the staff navigation. */
export async function countNewInboxItems() {
  const counts = await Promise.all(
    Object.values(tables).map((table) =>
      db
        .select({ n: count() })
        .from(table as typeof schema.bookingRequests)
        .where(eq(table.status, "new" satisfies InboxStatus)),
    ),
  );
  return counts.reduce((sum, [row]) => sum + (row?.n ?? 0), 0);
}

/** Marks one item handled with the note, audited in the same transaction. False when there is no such item. */
export async function markInboxHandled(actorId: string, input: MarkHandledInput) {
  const table = tables[input.kind] as typeof schema.bookingRequests;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: table.status, note: table.note })
      .from(table)
      .where(eq(table.id, input.id))
      .for("update");
    if (!current) return false;
    const handledAt = new Date();
    await tx
      .update(table)
      .set({ status: "handled" satisfies InboxStatus, note: input.note, handledBy: actorId, handledAt })
      .where(eq(table.id, input.id));
    await writeAudit(tx, {
      actorId,
      action: "inbox.handle",
      entityType: "inbox",
      entityId: input.id,
      before: { kind: input.kind, status: current.status, note: current.note },
      after: { kind: input.kind, status: "handled", note: input.note },
    });
    return true;
  });
}
