import { and, asc, eq, ne, sql } from "drizzle-orm";
import { shownAge } from "~/lib/care";
import { isUuid } from "~/lib/ids";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";

export type Child = { id: string; name: string; age: number | null; dateOfBirth: string | null };
export type ChildInput = { name: string; age: number };

const columns = {
  id: schema.children.id,
  name: schema.children.name,
  age: schema.children.age,
  dateOfBirth: schema.children.dateOfBirth,
};
const oldestFirst = [asc(schema.children.createdAt), asc(schema.children.id)];

/**
 * The parent's children, oldest row first; the first is "the child" of the profile form (decision 003). The age is the
 * one shown: from the date of birth when there is one (docs/product.md#each-childs-details).
 */
export async function listChildren(parentId: string, tx: DbOrTx = db, now = new Date()): Promise<Child[]> {
  const rows = await tx
    .select(columns)
    .from(schema.children)
    .where(eq(schema.children.parentId, parentId))
    .orderBy(...oldestFirst);
  return rows.map((row) => ({ ...row, age: shownAge(row, now) }));
}

async function firstChildId(tx: DbOrTx, parentId: string) {
  const [first] = await tx
    .select({ id: schema.children.id })
    .from(schema.children)
    .where(eq(schema.children.parentId, parentId))
    .orderBy(...oldestFirst)
    .limit(1);
  return first?.id ?? null;
}

/** A typed age counts only while no date of birth is given: then the age comes from the date (read-only on the form). */
const typedAge = (input: ChildInput) => ({
  name: input.name,
  age: sql<number>`case when ${schema.children.dateOfBirth} is null then ${input.age}::int else ${schema.children.age} end`,
});

/** Updates the first child, or creates it when the parent has none. */
export async function saveFirstChild(tx: DbOrTx, parentId: string, input: ChildInput) {
  const id = await firstChildId(tx, parentId);
  if (id) {
    await tx
      .update(schema.children)
      .set(typedAge(input))
      .where(and(eq(schema.children.id, id), eq(schema.children.parentId, parentId)));
  } else {
    await tx.insert(schema.children).values({ parentId, ...input });
  }
}

export async function addChild(parentId: string, input: ChildInput): Promise<Child> {
  const [child] = await db
    .insert(schema.children)
    .values({ parentId, ...input })
    .returning(columns);
  return child!;
}

/**
 * Edits or removes one of the parent's other children. The first child belongs to the profile
 * form and is never removed here. Returns false when no such child of this parent exists.
 */
export async function updateExtraChild(parentId: string, childId: string, input: ChildInput) {
  if (!isUuid(childId)) return false;
  return db.transaction(async (tx) => {
    const first = await firstChildId(tx, parentId);
    const rows = await tx
      .update(schema.children)
      .set(typedAge(input))
      .where(
        and(
          eq(schema.children.id, childId),
          eq(schema.children.parentId, parentId),
          first ? ne(schema.children.id, first) : undefined,
        ),
      )
      .returning({ id: schema.children.id });
    return rows.length > 0;
  });
}

export async function removeExtraChild(parentId: string, childId: string) {
  if (!isUuid(childId)) return false;
  return db.transaction(async (tx) => {
    const first = await firstChildId(tx, parentId);
    if (!first || first === childId) return false;
    const rows = await tx
      .delete(schema.children)
      .where(and(eq(schema.children.id, childId), eq(schema.children.parentId, parentId)))
      .returning({ id: schema.children.id });
    return rows.length > 0;
  });
}
