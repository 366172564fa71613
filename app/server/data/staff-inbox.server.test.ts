import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { addBookingRequest, addContactMessage, addStoreInterest } from "./inbox.server";
import { countNewInboxItems, listInbox, markInboxHandled } from "./staff-inbox.server";

describe.each(databaseKinds())("staff inbox on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("lists all four kinds newest first, filters by kind and status, and counts new items", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const before = await countNewInboxItems();
    const booking = await addBookingRequest({
      serviceTitle: "Outdoor Adventure",
      name: "Rina",
      whatsapp: "+880 1711-000001",
    });
    await new Promise((r) => setTimeout(r, 5));
    await addContactMessage({ name: "Karim", email: "karim@test.example", message: "Hello" });
    await new Promise((r) => setTimeout(r, 5));
    await t.db.insert(schema.workshopRegistrations).values({
      workshop: "Parenting",
      name: "Sadia",
      contact: "sadia@test.example",
      attendees: 2,
    });
    await new Promise((r) => setTimeout(r, 5));
    await addStoreInterest({ email: "shopper@test.example", productId: null });
    expect(await countNewInboxItems()).toBe(before + 4);

    const all = await listInbox({});
    expect(all.items.slice(0, 4).map((i) => i.kind)).toEqual(["store", "workshop", "contact", "booking"]);
    expect(all.items.find((i) => i.kind === "workshop")?.details).toContainEqual(["Number attending", "2"]);

    const bookings = await listInbox({ kind: "booking" });
    expect(bookings.items.every((i) => i.kind === "booking")).toBe(true);

    expect(
      await markInboxHandled(staff.id, { kind: "booking", id: booking.id, note: "Called back, trial on Friday" }),
    ).toBe(true);
    expect(await countNewInboxItems()).toBe(before + 3);
    const handled = await listInbox({ status: "handled" });
    expect(handled.items).toContainEqual(
      expect.objectContaining({
        id: booking.id,
        status: "handled",
        note: "Called back, trial on Friday",
        handledByName: staff.name,
      }),
    );
    expect((await listInbox({ status: "new" })).items.map((i) => i.id)).not.toContain(booking.id);

    const [audit] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, booking.id));
    expect(audit).toMatchObject({
      actorId: staff.id,
      action: "inbox.handle",
      entityType: "inbox",
      before: { kind: "booking", status: "new", note: null },
      after: { kind: "booking", status: "handled", note: "Called back, trial on Friday" },
    });
  });

  it("answers false for an item that does not exist, and writes no audit entry", async () => {
    const staff = await makeUser(t.db, { role: "staff" });
    const id = crypto.randomUUID();
    expect(await markInboxHandled(staff.id, { kind: "contact", id, note: null })).toBe(false);
    expect(await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, id))).toEqual([]);
  });
});
