import { eq } from "drizzle-orm";
import { db, schema } from "../../db.server";

/** 'Weekly home practice email' (docs/product.md#home-practice): on unless the parent turned it off. */
export async function practiceEmailOn(userId: string) {
  const [row] = await db
    .select({ on: schema.profiles.practiceEmail })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, userId));
  return row?.on ?? true;
}

/** Turns the weekly email on or off (a profile row is made when there is none yet). */
export async function setPracticeEmail(userId: string, on: boolean) {
  await db
    .insert(schema.profiles)
    .values({ id: userId, practiceEmail: on })
    .onConflictDoUpdate({ target: schema.profiles.id, set: { practiceEmail: on, updatedAt: new Date() } });
}
