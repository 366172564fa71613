import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { ageOn, type MediaUse, mediaUses, outdoorPolicy, shownAge, termOf } from "~/lib/care";
import { dhakaDay } from "~/lib/enrolment";
import { isUuid } from "~/lib/ids";
import type { ChildDetailsInput } from "~/lib/schemas/care";
import type { DbOrTx } from "../db.server";
import { db, schema } from "../db.server";
import { type FamilyActor, ownChildCondition, requireOwnChild } from "./family/access.server";

/**
 * Each child's details and the family's consents (docs/product.md#each-childs-details, docs/product.md#consents,
 * decision 026). Parents reach a child only through `family-access.server.ts`; staff functions take no parent.
 */

const c = schema.children;
const mc = schema.mediaConsents;
const oc = schema.outdoorConsents;

export type ChildDetails = {
  id: string;
  parentId: string;
  name: string;
  /** The age shown: from the date of birth when given, else as typed. */
  age: number | null;
  dateOfBirth: string | null;
  allergies: string | null;
  medicalNotes: string | null;
  emergencyName: string | null;
  emergencyRelation: string | null;
  emergencyPhone: string | null;
};

const detailColumns = {
  id: c.id,
  parentId: c.parentId,
  name: c.name,
  age: c.age,
  dateOfBirth: c.dateOfBirth,
  allergies: c.allergies,
  medicalNotes: c.medicalNotes,
  emergencyName: c.emergencyName,
  emergencyRelation: c.emergencyRelation,
  emergencyPhone: c.emergencyPhone,
};

/** Children's details by id (staff, or after an ownership check), with the age as shown on `now`. */
export async function detailsOf(childIds: string[], now: Date, tx: DbOrTx = db): Promise<ChildDetails[]> {
  if (childIds.length === 0) return [];
  const rows = await tx.select(detailColumns).from(c).where(inArray(c.id, childIds)).orderBy(asc(c.name));
  return rows.map((row) => ({ ...row, age: shownAge(row, now) }));
}

/** A child's details for staff, with the parent's name; null when there is no such child. */
export async function childDetailsForStaff(childId: string, now: Date) {
  if (!isUuid(childId)) return null;
  const child = (await detailsOf([childId], now))[0];
  if (!child) return null;
  const [parent] = await db
    .select({ name: schema.profiles.fullName, email: schema.users.email })
    .from(schema.users)
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.users.id))
    .where(eq(schema.users.id, child.parentId));
  return { ...child, parentName: parent?.name ?? parent?.email ?? "" };
}

/** The parent's own child's details; null for anyone else's child (the page answers 404). */
export async function ownChildDetails(accountId: string, childId: string, now: Date) {
  const own = await requireOwnChild(accountId, childId);
  return own ? ((await detailsOf([own.id], now))[0] ?? null) : null;
}

/**
 * Saves a child's details for its parent; false for anyone else's child. A date of birth also sets the stored age to
 * the one it gives today, so a page that reads the typed age shows the same until the next birthday.
 */
export async function saveChildDetails(accountId: string, childId: string, input: ChildDetailsInput, now: Date) {
  if (!isUuid(childId)) return false;
  const age = input.dateOfBirth ? { age: ageOn(input.dateOfBirth, dhakaDay(now)) } : {};
  const rows = await db
    .update(c)
    .set({ ...input, ...age, updatedAt: now })
    .where(and(eq(c.id, childId), ownChildCondition(accountId)))
    .returning({ id: c.id });
  return rows.length > 0;
}

/* Photos and video ------------------------------------------------------------------------------------------------ */

export type MediaChoices = Record<MediaUse, boolean>;
const noChoices = (): MediaChoices => ({ internal: false, promotional: false });

/** The choices in force for each child: the latest row per use; no row is no. */
export async function mediaChoicesOf(childIds: string[], tx: DbOrTx = db): Promise<Map<string, MediaChoices>> {
  const choices = new Map(childIds.map((id) => [id, noChoices()]));
  if (childIds.length === 0) return choices;
  const rows = await tx
    .selectDistinctOn([mc.childId, mc.use], { childId: mc.childId, use: mc.use, granted: mc.granted })
    .from(mc)
    .where(inArray(mc.childId, childIds))
    .orderBy(mc.childId, mc.use, desc(mc.createdAt), desc(mc.id));
  for (const row of rows) {
    const child = choices.get(row.childId);
    if (child && (mediaUses as readonly string[]).includes(row.use)) child[row.use as MediaUse] = row.granted;
  }
  return choices;
}

export type MediaChange = {
  use: MediaUse;
  granted: boolean;
  source: string;
  by: string | null;
  at: Date;
};

/** Every change of a child's choices, newest first, with who made it. */
export async function mediaHistoryOf(childId: string): Promise<MediaChange[]> {
  const rows = await db
    .select({
      use: mc.use,
      granted: mc.granted,
      source: mc.source,
      by: schema.users.name,
      at: mc.createdAt,
    })
    .from(mc)
    .leftJoin(schema.users, eq(schema.users.id, mc.changedBy))
    .where(eq(mc.childId, childId))
    .orderBy(desc(mc.createdAt), asc(mc.use));
  return rows.map((row) => ({ ...row, use: row.use as MediaUse }));
}

/**
 * The parent's choices for their own child: a row is added for each use whose choice changed, never updated or
 * deleted. The child's row is locked meanwhile, so two saves at once record each change once. Null for anyone else's
 * child; otherwise how many choices changed.
 */
export async function setMediaChoices(actor: FamilyActor, childId: string, wanted: MediaChoices, now: Date) {
  return db.transaction(async (tx) => {
    const own = await requireOwnChild(actor.accountId, childId, tx);
    if (!own) return null;
    await tx.select({ id: c.id }).from(c).where(eq(c.id, own.id)).for("update");
    const current = (await mediaChoicesOf([own.id], tx)).get(own.id) ?? noChoices();
    const changes = mediaUses.filter((use) => current[use] !== wanted[use]);
    if (changes.length > 0) {
      await tx.insert(mc).values(
        changes.map((use) => ({
          childId: own.id,
          use,
          granted: wanted[use],
          source: "profile",
          changedBy: actor.userId,
          createdAt: now,
        })),
      );
    }
    return changes.length;
  });
}

/**
 * Registration's photo and video checkbox: ticked, it is the first child's promotional-use choice (decision 026);
 * unticked, nothing is recorded, which is no.
 */
export async function recordRegistrationConsent(tx: DbOrTx, childId: string, parentId: string, ticked: boolean) {
  if (!ticked) return;
  await tx
    .insert(mc)
    .values({ childId, use: "promotional", granted: true, source: "registration", changedBy: parentId });
}

/* Outdoor sessions ------------------------------------------------------------------------------------------------ */

export type OutdoorAgreement = { term: string; policyVersion: number; by: string | null; at: Date };

/** Which of these children have agreed, under the current policy text, for which terms: keys 'childId|term'. */
export async function agreedUnderCurrentPolicy(childIds: string[], tx: DbOrTx = db) {
  if (childIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ childId: oc.childId, term: oc.term })
    .from(oc)
    .where(and(inArray(oc.childId, childIds), eq(oc.policyVersion, outdoorPolicy.version)));
  return new Set(rows.map((row) => agreementKey(row.childId, row.term)));
}

export const agreementKey = (childId: string, term: string) => `${childId}|${term}`;

/** The agreements for these children in one term under the current text, with who agreed and when. */
export async function agreementsInTerm(childIds: string[], term: string): Promise<Map<string, OutdoorAgreement>> {
  if (childIds.length === 0) return new Map();
  const rows = await db
    .select({
      childId: oc.childId,
      term: oc.term,
      policyVersion: oc.policyVersion,
      by: schema.users.name,
      at: oc.agreedAt,
    })
    .from(oc)
    .leftJoin(schema.users, eq(schema.users.id, oc.agreedBy))
    .where(and(inArray(oc.childId, childIds), eq(oc.term, term), eq(oc.policyVersion, outdoorPolicy.version)));
  return new Map(rows.map(({ childId, ...agreement }) => [childId, agreement]));
}

/** Every agreement of a child, newest first (older policy versions included). */
export async function agreementsOf(childId: string): Promise<OutdoorAgreement[]> {
  return db
    .select({ term: oc.term, policyVersion: oc.policyVersion, by: schema.users.name, at: oc.agreedAt })
    .from(oc)
    .leftJoin(schema.users, eq(schema.users.id, oc.agreedBy))
    .where(eq(oc.childId, childId))
    .orderBy(desc(oc.agreedAt));
}

/**
 * Before 'We'll be there': whether the child may take part in the term's sessions. An agreement under the current
 * policy text counts; otherwise `agree` (the box ticked on the same form) records one, by `userId`, now.
 */
export async function outdoorAgreementFor(
  tx: DbOrTx,
  input: { childId: string; term: string; userId: string; agree: boolean; now: Date },
) {
  const agreed = await agreedUnderCurrentPolicy([input.childId], tx);
  if (agreed.has(agreementKey(input.childId, input.term))) return true;
  if (!input.agree) return false;
  await tx
    .insert(oc)
    .values({
      childId: input.childId,
      term: input.term,
      policyVersion: outdoorPolicy.version,
      agreedBy: input.userId,
      agreedAt: input.now,
    })
    .onConflictDoNothing();
  return true;
}

/* The outdoor session's list in the console ----------------------------------------------------------------------- */

export type ComingChild = {
  child: ChildDetails;
  media: MediaChoices;
  outdoor: { term: string; agreement: OutdoorAgreement | null };
};

/**
 * For each outdoor session, the children coming ('We'll be there') with their details, photo and video choices and
 * the outdoor agreement for the session's term: what staff take on the outing.
 */
export async function comingChildren(
  sessions: Array<{ id: string; startsAt: Date; answers: Array<{ childId: string; answer: string }> }>,
  now: Date,
): Promise<Record<string, ComingChild[]>> {
  const coming = sessions.map((s) => ({
    ...s,
    term: termOf(s.startsAt),
    childIds: s.answers.filter((a) => a.answer === "yes").map((a) => a.childId),
  }));
  const childIds = [...new Set(coming.flatMap((s) => s.childIds))];
  const terms = [...new Set(coming.map((s) => s.term))];
  const [details, media, ...agreements] = await Promise.all([
    detailsOf(childIds, now),
    mediaChoicesOf(childIds),
    ...terms.map((term) => agreementsInTerm(childIds, term)),
  ]);
  const byTerm = new Map(terms.map((term, i) => [term, agreements[i]!]));
  const byId = new Map(details.map((d) => [d.id, d]));
  return Object.fromEntries(
    coming.map((s) => [
      s.id,
      s.childIds.flatMap((id) => {
        const child = byId.get(id);
        if (!child) return [];
        const agreement = byTerm.get(s.term)?.get(id) ?? null;
        return [{ child, media: media.get(id) ?? noChoices(), outdoor: { term: s.term, agreement } }];
      }),
    ]),
  );
}
