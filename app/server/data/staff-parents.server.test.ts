import { describe, expect, it } from "vitest";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser } from "../../../tests/support/test-users";
import { getParentRecord, PARENTS_PAGE_SIZE, searchParents } from "./staff-parents.server";

describe.each(databaseKinds())("staff parent search on %s", (kind) => {
  const t = useTestDatabase(kind);

  it("finds parents by name, email, phone (with or without punctuation) or a child's name, never staff", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const parent = await makeUser(t.db, {
      name: `Shirin ${tag}`,
      phone: "+880 1812-345678",
      children: [`Zayan${tag}`],
    });
    await makeUser(t.db, { name: `Staffer ${tag}`, role: "staff" });

    const ids = async (q: string) => (await searchParents({ q })).parents.map((p) => p.id);
    expect(await ids(`shirin ${tag}`)).toEqual([parent.id]);
    expect(await ids(parent.email.toUpperCase())).toEqual([parent.id]);
    expect(await ids("1812-345678")).toContain(parent.id);
    expect(await ids("01812345678".slice(1))).toContain(parent.id);
    expect(await ids(`zayan${tag}`)).toEqual([parent.id]);
    expect(await ids(`Staffer ${tag}`)).toEqual([]);
    expect(await ids("100%_")).toEqual([]);
    const [row] = (await searchParents({ q: tag })).parents;
    expect(row).toMatchObject({ name: `Shirin ${tag}`, phone: "+880 1812-345678", children: [`Zayan${tag}`] });
  });

  it("an email address with digits in it is not read as a phone number", async () => {
    const wanted = await makeUser(t.db, { email: `parent-b6bd5432@test.example`, phone: "+880 1711-000001" });
    // Another parent whose phone holds the email's digits (6, 5, 4, 3, 2).
    await makeUser(t.db, { phone: "+880 1765-432000" });
    expect((await searchParents({ q: wanted.email })).parents.map((p) => p.id)).toEqual([wanted.id]);
  });

  it("pages through the list", async () => {
    const tag = `pg${crypto.randomUUID().slice(0, 6)}`;
    for (let i = 0; i < PARENTS_PAGE_SIZE + 2; i++) await makeUser(t.db, { name: `${tag} ${i}` });
    const first = await searchParents({ q: tag });
    const second = await searchParents({ q: tag, page: 2 });
    expect(first.total).toBe(PARENTS_PAGE_SIZE + 2);
    expect(first.parents).toHaveLength(PARENTS_PAGE_SIZE);
    expect(second.parents).toHaveLength(2);
  });

  it("reads one parent's profile, children and consent flags; null for a stranger", async () => {
    const parent = await makeUser(t.db, { name: "Rokeya", children: ["Adib", "Mira"] });
    const record = await getParentRecord(parent.id);
    expect(record?.profile).toMatchObject({ name: "Rokeya", termsAccepted: true, mediaConsent: false });
    expect(record?.children.map((c) => c.name)).toEqual(["Adib", "Mira"]);
    expect(record?.subscriptions).toEqual([]);
    expect(await getParentRecord("no-such-user")).toBeNull();
  });
});
