import { db, schema } from "../db.server";

/**
 * Public submissions into the staff inbox. Each row starts as status 'new';
 * the staff console lists and handles them.
 */

export async function addBookingRequest(values: { serviceTitle: string; name: string; whatsapp: string }) {
  const [row] = await db.insert(schema.bookingRequests).values(values).returning({ id: schema.bookingRequests.id });
  return row!;
}

export async function addContactMessage(values: { name: string; email: string; message: string }) {
  const [row] = await db.insert(schema.contactMessages).values(values).returning({ id: schema.contactMessages.id });
  return row!;
}

export async function addStoreInterest(values: { email: string; productId: string | null }) {
  const [row] = await db.insert(schema.storeInterest).values(values).returning({ id: schema.storeInterest.id });
  return row!;
}
