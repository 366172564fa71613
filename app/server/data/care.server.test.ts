import fs from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ageOn, outdoorPolicy, shownAge, termOf } from "~/lib/care";
import type { BatchInput } from "~/lib/schemas/batch";
import { careToasts, childDetailsSchema } from "~/lib/schemas/care";
import { parseForm } from "~/lib/schemas/parse-form";
import { databaseKinds, useTestDatabase } from "../../../tests/support/test-database";
import { makeUser, soleParent } from "../../../tests/support/test-users";
import { schema } from "../db.server";
import { registerParent } from "./accounts.server";
import { addOutdoorSession, listOutdoorSessions } from "./batch-classes.server";
import { createBatch } from "./batches.server";
import {
  agreementsOf,
  comingChildren,
  mediaChoicesOf,
  mediaHistoryOf,
  ownChildDetails,
  saveChildDetails,
  setMediaChoices,
} from "./care.server";
import { listChildren, saveFirstChild } from "./children.server";
import { answerOutdoorSession, listParentClasses } from "./classes.server";
import { applyForPlace } from "./enrolment/apply.server";
import { decideApplication } from "./enrolment/changes.server";

const T0 = new Date("2026-11-20T06:00:00Z");
const FRI = new Date("2026-12-04T13:00:00Z");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const details = (fields: Record<string, string>) => parseForm(form(fields), childDetailsSchema);
const errorsOf = (fields: Record<string, string>) => {
  const submission = details(fields);
  return submission.status === "error" ? submission.error : null;
};

describe("ages from a date of birth, terms", () => {
  it("counts whole years in Dhaka, and the age moves on at the birthday, next year too", () => {
    expect(ageOn("2021-03-15", "2026-03-14")).toBe(4);
    expect(ageOn("2021-03-15", "2026-03-15")).toBe(5);
    expect(ageOn("2020-02-29", "2027-02-28")).toBe(6);
    expect(ageOn("2020-02-29", "2027-03-01")).toBe(7);
    const child = { age: 4, dateOfBirth: "2021-12-05" };
    // 18:00 UTC on 4 December is already 5 December in Dhaka.
    expect(shownAge(child, new Date("2026-12-04T17:59:00Z"))).toBe(4);
    expect(shownAge(child, new Date("2026-12-04T18:00:00Z"))).toBe(5);
    expect(shownAge(child, new Date("2027-12-05T06:00:00Z"))).toBe(6);
    expect(shownAge({ age: 4, dateOfBirth: null }, new Date("2030-01-01T00:00:00Z"))).toBe(4);
  });

  it("puts a session in the calendar term of its Dhaka day", () => {
    expect(termOf(new Date("2026-04-30T17:59:00Z"))).toBe("2026-T1");
    expect(termOf(new Date("2026-04-30T18:00:00Z"))).toBe("2026-T2");
    expect(termOf(new Date("2026-12-12T03:00:00Z"))).toBe("2026-T3");
  });
});

describe("the details form", () => {
  it("takes everything optional, reads the phone with the phone helper and Bangla digits", () => {
    const empty = details({ allergies: " ", medicalNotes: "", emergencyName: "", emergencyRelation: "" });
    expect(empty.status === "success" && empty.value).toEqual({
      allergies: null,
      medicalNotes: null,
      emergencyName: null,
      emergencyRelation: null,
      emergencyPhone: null,
      dateOfBirth: null,
    });
    const full = details({
      allergies: "Peanuts",
      emergencyName: "Nasima Begum",
      emergencyRelation: "Grandmother",
      emergencyPhone: "০১৭১১-০০০০০০",
      dateOfBirth: "2020-06-01",
    });
    expect(full.status === "success" && full.value).toMatchObject({
      emergencyPhone: "8801711000000",
      dateOfBirth: "2020-06-01",
    });
  });

  it("refuses a contact in part, a phone that is no number, and a date of birth in the future or not a day", () => {
    expect(errorsOf({ emergencyName: "Nasima Begum", emergencyPhone: "12345" })).toMatchObject({
      emergencyRelation: ["Please enter how they are related to your child."],
      emergencyPhone: ["Please enter a valid phone number, for example 01711-000000."],
    });
    expect(errorsOf({ dateOfBirth: "2026-02-30" })).toMatchObject({
      dateOfBirth: ["Please enter a valid date of birth."],
    });
    expect(errorsOf({ dateOfBirth: "2099-01-01" })).toMatchObject({
      dateOfBirth: ["The date of birth must give an age from 1 to 18."],
    });
    expect(careToasts.invalid.title).toBe("Validation Error");
  });
});

const batchInput = (over: Partial<BatchInput> = {}): BatchInput => ({
  programme: "preschool",
  name: "Outdoor batch",
  nameBn: null,
  classDays: [5, 6],
  startTime: "19:00",
  endTime: "20:00",
  startDate: "2026-11-27",
  endDate: "2027-03-27",
  capacity: 6,
  ...over,
});

describe.each(databaseKinds())("children's details and consents on %s", (kind) => {
  const t = useTestDatabase(kind);

  async function parentWithChild(name = "Tuhin") {
    const parent = await makeUser(t.db, { name: "Rumana" });
    const [child] = await t.db
      .insert(schema.children)
      .values({ parentId: parent.id, name, age: 4 })
      .returning({ id: schema.children.id });
    return { parent, childId: child!.id };
  }

  it("the migration keeps every child and profile, and carries an old 'yes' over as the first child's promotional use", async () => {
    const yes = await parentWithChild("Ayaan");
    const [second] = await t.db
      .insert(schema.children)
      .values({ parentId: yes.parent.id, name: "Inaya", age: 7 })
      .returning({ id: schema.children.id });
    const no = await parentWithChild("Rafi");
    await t.db.update(schema.profiles).set({ mediaConsent: true }).where(eq(schema.profiles.id, yes.parent.id));
    await t.db.update(schema.profiles).set({ mediaConsent: false }).where(eq(schema.profiles.id, no.parent.id));
    const ids = [yes.childId, second!.id, no.childId];
    const before = await t.db.select().from(schema.children).where(inArray(schema.children.id, ids));

    const statements = fs
      .readFileSync("db/migrations/0013_child_details_and_consents.sql", "utf8")
      .split("--> statement-breakpoint")
      .filter((statement) => statement.includes("INSERT INTO"));
    expect(statements).toHaveLength(1);
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const after = await t.db.select().from(schema.children).where(inArray(schema.children.id, ids));
    expect(after).toEqual(before);
    expect(after.map((c) => [c.name, c.age, c.dateOfBirth, c.allergies])).toEqual(
      expect.arrayContaining([
        ["Ayaan", 4, null, null],
        ["Inaya", 7, null, null],
        ["Rafi", 4, null, null],
      ]),
    );
    const choices = await mediaChoicesOf(ids);
    expect(choices.get(yes.childId)).toEqual({ internal: false, promotional: true });
    expect(choices.get(second!.id)).toEqual({ internal: false, promotional: false });
    expect(choices.get(no.childId)).toEqual({ internal: false, promotional: false });
    expect(await mediaHistoryOf(yes.childId)).toMatchObject([
      { use: "promotional", granted: true, source: "migrated", by: "Rumana" },
    ]);
    const [profile] = await t.db.select().from(schema.profiles).where(eq(schema.profiles.id, yes.parent.id));
    expect(profile!.mediaConsent).toBe(true);
  });

  it("saves a child's details for its parent, and another family's child is not found", async () => {
    const { parent, childId } = await parentWithChild();
    const input = details({
      allergies: "Peanuts, bee stings",
      medicalNotes: "Inhaler in the bag",
      emergencyName: "Nasima Begum",
      emergencyRelation: "Grandmother",
      emergencyPhone: "01711-000000",
      dateOfBirth: "2021-12-05",
    });
    if (input.status !== "success") throw new Error("invalid");
    expect(await saveChildDetails(parent.id, childId, input.value, T0)).toBe(true);
    const saved = await ownChildDetails(parent.id, childId, T0);
    expect(saved).toMatchObject({
      allergies: "Peanuts, bee stings",
      emergencyPhone: "8801711000000",
      dateOfBirth: "2021-12-05",
      age: 4,
    });
    // A year on, the age follows the date of birth without anyone saving it.
    expect((await ownChildDetails(parent.id, childId, new Date("2027-12-05T06:00:00Z")))?.age).toBe(6);
    expect((await listChildren(parent.id, undefined, new Date("2027-12-05T06:00:00Z")))[0]?.age).toBe(6);

    // The profile's Child's Age no longer overrides the date of birth; the name still changes.
    await saveFirstChild(t.db, parent.id, { name: "Tuhin Ahmed", age: 9 });
    expect(await ownChildDetails(parent.id, childId, T0)).toMatchObject({ name: "Tuhin Ahmed", age: 4 });

    const other = await makeUser(t.db);
    expect(await ownChildDetails(other.id, childId, T0)).toBeNull();
    expect(await saveChildDetails(other.id, childId, { ...input.value, allergies: "None" }, T0)).toBe(false);
    expect(await setMediaChoices(soleParent(other.id), childId, { internal: true, promotional: true }, T0)).toBeNull();
    expect((await ownChildDetails(parent.id, childId, T0))?.allergies).toBe("Peanuts, bee stings");
    expect(await ownChildDetails(parent.id, "not-a-uuid", T0)).toBeNull();
  });

  it("keeps every change of the photo and video choices, both off by default", async () => {
    const { parent, childId } = await parentWithChild();
    expect((await mediaChoicesOf([childId])).get(childId)).toEqual({ internal: false, promotional: false });
    expect(await setMediaChoices(soleParent(parent.id), childId, { internal: true, promotional: false }, T0)).toBe(1);
    const later = new Date(T0.getTime() + 60_000);
    expect(await setMediaChoices(soleParent(parent.id), childId, { internal: true, promotional: true }, later)).toBe(1);
    // Saving the same choices again records nothing.
    expect(await setMediaChoices(soleParent(parent.id), childId, { internal: true, promotional: true }, later)).toBe(0);
    const last = new Date(T0.getTime() + 120_000);
    expect(await setMediaChoices(soleParent(parent.id), childId, { internal: false, promotional: false }, last)).toBe(
      2,
    );
    expect((await mediaChoicesOf([childId])).get(childId)).toEqual({ internal: false, promotional: false });
    const history = await mediaHistoryOf(childId);
    expect(history.map((h) => [h.use, h.granted, h.source])).toEqual([
      ["internal", false, "profile"],
      ["promotional", false, "profile"],
      ["promotional", true, "profile"],
      ["internal", true, "profile"],
    ]);
    expect(await t.db.$count(schema.mediaConsents, eq(schema.mediaConsents.childId, childId))).toBe(4);
  });

  it("registration's tick is the first child's promotional-use choice; no tick records nothing", async () => {
    const registration = {
      fullName: "Farzana Rahman",
      childName: "Ayaan",
      childAge: 4,
      phone: "01711000000",
      password: "a-long-password-1",
      confirmPassword: "a-long-password-1",
      terms: true,
    };
    await registerParent({ ...registration, email: "ticked@example.com", mediaConsent: true }, { sendMail: false });
    await registerParent({ ...registration, email: "unticked@example.com", mediaConsent: false }, { sendMail: false });
    const childOf = async (email: string) => {
      const [row] = await t.db
        .select({ id: schema.children.id })
        .from(schema.children)
        .innerJoin(schema.users, eq(schema.users.id, schema.children.parentId))
        .where(eq(schema.users.email, email));
      return row!.id;
    };
    const ticked = await childOf("ticked@example.com");
    const unticked = await childOf("unticked@example.com");
    expect((await mediaChoicesOf([ticked])).get(ticked)).toEqual({ internal: false, promotional: true });
    expect((await mediaHistoryOf(ticked)).every((h) => h.source === "registration")).toBe(true);
    expect(await mediaHistoryOf(unticked)).toEqual([]);
  });

  describe("outdoor sessions", () => {
    async function family() {
      const staff = await makeUser(t.db, { role: "staff" });
      const { parent, childId } = await parentWithChild();
      const batchId = await createBatch(staff.id, batchInput(), T0);
      const applied = await applyForPlace(
        parent.id,
        { child: { kind: "existing", id: childId }, batchId, outdoor: true, notes: null },
        T0,
      );
      if (!applied.ok) throw new Error(applied.reason);
      const decided = await decideApplication(staff.id, applied.applicationId, "accept", null, T0);
      if (!decided.ok) throw new Error(decided.reason);
      const [place] = await t.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, parent.id));
      await t.db.update(schema.subscriptions).set({ status: "active" }).where(eq(schema.subscriptions.id, place!.id));
      const session = async (date: string) => {
        await addOutdoorSession(
          staff.id,
          batchId,
          { date, startTime: "08:30", endTime: "10:30", place: "Ramna Park", notes: null },
          T0,
        );
        const sessions = await listOutdoorSessions(batchId, T0);
        return sessions.find((s) => s.startsAt.toISOString().startsWith(date))!.id;
      };
      return { staff, parent, childId, batchId, placeId: place!.id, session };
    }

    it("asks for the term's agreement before the first 'We'll be there', once, and records who and when", async () => {
      const { parent, childId, batchId, placeId, session } = await family();
      const first = await session("2026-12-12");
      const second = await session("2026-12-26");
      const nextTerm = await session("2027-01-09");
      const answer = (sessionId: string, value: "yes" | "no", agree?: "on") =>
        answerOutdoorSession(soleParent(parent.id), { sessionId, placeId, answer: value, agree }, FRI);

      const listed = (await listParentClasses(parent.id, FRI)).places[0]!.outdoor!;
      expect(listed.map((s) => [s.term, s.needsAgreement])).toEqual([
        ["2026-T3", true],
        ["2026-T3", true],
        ["2027-T1", true],
      ]);
      expect(await answer(first, "yes")).toEqual({ ok: false, reason: "consent" });
      expect(await t.db.$count(schema.outdoorRsvps)).toBe(0);
      // 'Can't make it' needs no agreement.
      expect(await answer(first, "no")).toMatchObject({ ok: true });
      expect(await answer(first, "yes", "on")).toMatchObject({ ok: true });
      expect(await answer(second, "yes")).toMatchObject({ ok: true });
      expect(await answer(nextTerm, "yes")).toEqual({ ok: false, reason: "consent" });

      const after = (await listParentClasses(parent.id, FRI)).places[0]!.outdoor!;
      expect(after.map((s) => s.needsAgreement)).toEqual([false, false, true]);
      expect(await agreementsOf(childId)).toEqual([
        { term: "2026-T3", policyVersion: outdoorPolicy.version, by: "Rumana", at: FRI },
      ]);

      // Staff see the children coming, with their details and whether the term is agreed.
      const sessions = await listOutdoorSessions(batchId, T0);
      const coming = await comingChildren(sessions, FRI);
      expect(coming[first]).toMatchObject([
        {
          child: { id: childId, name: "Tuhin" },
          media: { internal: false, promotional: false },
          outdoor: { term: "2026-T3", agreement: { by: "Rumana", policyVersion: outdoorPolicy.version } },
        },
      ]);
      expect(coming[nextTerm]).toEqual([]);
    });

    it("a new version of the policy text asks again", async () => {
      const { parent, childId, placeId, session } = await family();
      const first = await session("2026-12-12");
      const answer = (agree?: "on") =>
        answerOutdoorSession(soleParent(parent.id), { sessionId: first, placeId, answer: "yes", agree }, FRI);
      expect(await answer("on")).toMatchObject({ ok: true });
      expect(await answer()).toMatchObject({ ok: true });

      // The school changes the text and raises the version.
      const policy = outdoorPolicy as { version: number };
      const current = policy.version;
      policy.version = current + 1;
      try {
        expect((await listParentClasses(parent.id, FRI)).places[0]!.outdoor![0]!.needsAgreement).toBe(true);
        expect(await answer()).toEqual({ ok: false, reason: "consent" });
        expect(await answer("on")).toMatchObject({ ok: true });
        const versions = (await agreementsOf(childId)).map((a) => a.policyVersion).sort();
        expect(versions).toEqual([current, current + 1]);
      } finally {
        policy.version = current;
      }
    });

    it("another family cannot answer for the child, nor agree for it", async () => {
      const { placeId, childId, session } = await family();
      const first = await session("2026-12-12");
      const other = await makeUser(t.db);
      expect(
        await answerOutdoorSession(
          soleParent(other.id),
          { sessionId: first, placeId, answer: "yes", agree: "on" },
          FRI,
        ),
      ).toEqual({ ok: false, reason: "missing" });
      expect(await agreementsOf(childId)).toEqual([]);
    });
  });
});
