import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { addDays, addMonths } from "~/lib/dates";
import { dhakaIsoDate } from "~/lib/format";
import { languages } from "~/lib/i18n/language";
import { enrolment } from "~/lib/site-config";
import { eventKinds } from "~/lib/statuses";
import { auth } from "~/server/auth.server";
import { decideApplication } from "~/server/data/enrolment/changes.server";
import { expireOffers } from "~/server/data/enrolment/jobs.server";
import { createEvent } from "~/server/data/events.server";
import { invoiceNextMonths } from "~/server/data/place-billing.server";
import { saveReview } from "~/server/data/skills/reviews.server";
import { setTargets } from "~/server/data/skills/targets.server";
import { submitTransfer } from "~/server/data/transfers.server";
import { insertUserWithPassword } from "~/server/data/users.server";
import { db, schema } from "~/server/db.server";
import { env } from "~/server/env.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { getSessionUser } from "~/server/session.server";
import { programmes, roles } from "../../../db/schema";
import type { Route } from "./+types/test-fixtures";
import { createFamily } from "./test-family-fixture.server";

/**
 * Seeding for the e2e fixtures (tests/support/seed.ts). Only one process may open the embedded database, so the
 * fixtures ask the server under test instead. Without E2E_TEST_ROUTES (which start-up refuses unless APP_URL is a
 * localhost address) every request answers 404.
 *   POST /__test/users     a verified account with its profile and children -> { id }
 *   POST /__test/sessions  signs an account in -> its session cookie
 *   POST /__test/trial-batches  an open batch whose classes take trials -> { id }
 *   POST /__test/enrolment  a batch with seats already taken, and a parent's submitted application -> ids
 *   POST /__test/applications  a parent's child's application to a batch, in any live status -> { id }
 *   POST /__test/lapse-offers  one batch's clock moved past its offers' deadlines, then the expiry job -> its counts
 *   POST /__test/places  a parent's first child accepted into a new batch (or a given one), paid or not -> ids
 *   POST /__test/transfers  a parent's submitted bKash/Nagad transfer for one of their invoices -> { id }
 *   POST /__test/billing  the billing job's monthly invoices for one family, as if at `now` -> how many it made
 *   POST /__test/events  a public event a few days ahead with its places, as the demo admin makes it -> { id }
 *   POST /__test/close-batches  closes the batches this client address made through these routes -> how many
 *   POST /__test/progress-review  the signed-in parent's first child scored once, with a target and a published
 *     review of its cycle -> { id }
 *   POST /__test/families  an owner's family with members and open invitations -> ids (test-family-fixture.server.ts)
 */
const notFound = () => data(null, { status: 404 });

export function loader() {
  throw notFound();
}

/**
 * The batches each client address (each e2e test has its own) made here, which the fixtures close when the test ends
 * (tests/support/fixtures.ts): the shared server's /trial, /enroll and batch lists then hold what the running tests
 * made, not everything the suite made so far. The test server is one process, so memory is enough.
 */
const batchesMadeBy = new Map<string, Set<string>>();

function madeBy(clientIp: string, batchId: string) {
  const made = batchesMadeBy.get(clientIp) ?? new Set<string>();
  batchesMadeBy.set(clientIp, made.add(batchId));
  return batchId;
}

async function closeBatches(clientIp: string) {
  const made = [...(batchesMadeBy.get(clientIp) ?? [])];
  batchesMadeBy.delete(clientIp);
  if (made.length === 0) return data({ closed: 0 });
  await db.update(schema.batches).set({ open: false }).where(inArray(schema.batches.id, made));
  return data({ closed: made.length });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!env().E2E_TEST_ROUTES) throw notFound();
  assertSameOrigin(request);
  const form = await readTextForm(request);
  const made = (batchId: string) => madeBy(context.clientIp, batchId);
  if (params.fixture === "users") return createAccount(form);
  if (params.fixture === "sessions") return signIn(form, request.headers);
  if (params.fixture === "trial-batches") return createTrialBatch(form, made);
  if (params.fixture === "enrolment") return createEnrolment(form, made);
  if (params.fixture === "applications") return createApplication(form);
  if (params.fixture === "lapse-offers") return lapseOffers(form);
  if (params.fixture === "places") return createPlace(form, made);
  if (params.fixture === "close-batches") return closeBatches(context.clientIp);
  if (params.fixture === "transfers") return createTransfer(form);
  if (params.fixture === "billing") return runBillingAt(form);
  if (params.fixture === "events") return createTestEvent(form);
  if (params.fixture === "progress-review") return createProgressReview(request);
  if (params.fixture === "families") return createFamily(form);
  throw notFound();
}

const credentials = z.object({ email: z.email(), password: z.string().min(1) });

const account = credentials.extend({
  fullName: z.string().min(1),
  role: z.enum(roles).default("parent"),
  language: z.enum(languages).default("en"),
  phone: z.string().optional(),
  children: z.array(z.object({ name: z.string().min(1), age: z.coerce.number().int().min(1) })),
});

/** Children come as repeated childName/childAge pairs. */
const accountFields = (form: FormData) => ({
  ...Object.fromEntries(form),
  children: form.getAll("childName").map((name, i) => ({ name, age: form.getAll("childAge")[i] })),
});

async function createAccount(form: FormData) {
  const parsed = account.safeParse(accountFields(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const { email, password, fullName, role, language, phone, children } = parsed.data;
  const id = await db.transaction(async (tx) => {
    const id = await insertUserWithPassword(tx, {
      email,
      password,
      name: fullName,
      role,
      language,
      emailVerified: true,
    });
    await tx.insert(schema.profiles).values({ id, fullName, phoneNumber: phone ?? null, termsAccepted: true });
    if (children.length > 0) {
      await tx.insert(schema.children).values(children.map((child) => ({ parentId: id, ...child })));
    }
    return id;
  });
  return data({ id }, { status: 201 });
}

/** The same sign-in as the login page's, without its form, rate limits and redirect. */
async function signIn(form: FormData, headers: Headers) {
  const parsed = credentials.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  return auth().api.signInEmail({ body: { ...parsed.data, rememberMe: true }, headers, asResponse: true });
}

const trialBatch = z.object({
  programme: z.enum(programmes).default("preschool"),
  name: z.string().min(1),
  nameBn: z.string().min(1).optional(),
  capacity: z.coerce.number().int().min(1).max(6).default(6),
  /** Weekday numbers, comma-separated; Friday and Saturday by default, as most batches. */
  classDays: z
    .string()
    .default("5,6")
    .transform((days) => days.split(",").map(Number)),
  startTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .default("19:00"),
  endTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .default("20:00"),
});

/** For tests/e2e/trial.spec.ts: a batch that started a week ago, open, with no seats taken. */
async function createTrialBatch(form: FormData, made: (batchId: string) => string) {
  const parsed = trialBatch.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const startDate = dhakaIsoDate(new Date(Date.now() - 7 * 86_400_000));
  const [row] = await db
    .insert(schema.batches)
    .values({ ...parsed.data, startDate, open: true })
    .returning({ id: schema.batches.id });
  return data({ id: made(row!.id) }, { status: 201 });
}

const enrolmentFixture = z.object({
  name: z.string().min(1),
  nameBn: z.string().min(1).optional(),
  programme: z.enum(programmes).default("preschool"),
  capacity: z.coerce.number().int().min(1).max(6).default(6),
  /** Accepted places held by made-up families (users without a password). */
  seatsTaken: z.coerce.number().int().min(0).max(6).default(0),
  /** A parent (from /__test/users) whose first child applies: a submitted application. */
  applicantId: z.string().optional(),
});

/** For tests/e2e/staff-enrolment.spec.ts: an open batch starting in two weeks, its seats, and an application. */
async function createEnrolment(form: FormData, made: (batchId: string) => string) {
  const parsed = enrolmentFixture.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const { seatsTaken, applicantId, ...batch } = parsed.data;
  const ids = await db.transaction(async (tx) => {
    const startDate = dhakaIsoDate(new Date(Date.now() + 14 * 86_400_000));
    const [row] = await tx
      .insert(schema.batches)
      .values({ ...batch, startDate })
      .returning({ id: schema.batches.id });
    const batchId = row!.id;
    for (let i = 1; i <= seatsTaken; i++) {
      const parentId = crypto.randomUUID();
      await tx
        .insert(schema.users)
        .values({ id: parentId, name: `Seat holder ${i}`, email: `${parentId}@test.example` });
      const [child] = await tx
        .insert(schema.children)
        .values({ parentId, name: `Seated child ${i}`, age: batch.programme === "preschool" ? 4 : 7 })
        .returning({ id: schema.children.id });
      await tx.insert(schema.applications).values({ parentId, childId: child!.id, batchId, status: "accepted" });
    }
    let applicationId: string | null = null;
    if (applicantId) {
      const [child] = await tx
        .select({ id: schema.children.id })
        .from(schema.children)
        .where(eq(schema.children.parentId, applicantId))
        .orderBy(asc(schema.children.createdAt))
        .limit(1);
      if (!child) throw new Error("the applicant has no child");
      const [application] = await tx
        .insert(schema.applications)
        .values({ parentId: applicantId, childId: child.id, batchId, status: "submitted", notes: "Seeded by the test" })
        .returning({ id: schema.applications.id });
      applicationId = application!.id;
    }
    return { batchId, applicationId };
  });
  made(ids.batchId);
  return data(ids, { status: 201 });
}

const applicationFixture = z.object({
  parentId: z.uuid(),
  batchId: z.uuid(),
  /** The parent's child of this name; their first child when not given. */
  childName: z.string().optional(),
  status: z.enum(["submitted", "accepted", "waitlisted", "offered"]).default("submitted"),
});

/**
 * For tests/e2e/parent-enrolment.spec.ts: an application as it stands after the steps that are not under test (staff
 * accepted it, or it waits on the list, or a seat was offered with the usual deadline).
 */
async function createApplication(form: FormData) {
  const parsed = applicationFixture.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const { parentId, batchId, childName, status } = parsed.data;
  const now = new Date();
  const [child] = await db
    .select({ id: schema.children.id })
    .from(schema.children)
    .where(and(eq(schema.children.parentId, parentId), childName ? eq(schema.children.name, childName) : undefined))
    .orderBy(asc(schema.children.createdAt))
    .limit(1);
  if (!child) return data({ error: "the parent has no such child" }, { status: 400 });
  const [row] = await db
    .insert(schema.applications)
    .values({
      parentId,
      childId: child.id,
      batchId,
      status,
      waitlistedAt: status === "waitlisted" ? now : null,
      offerExpiresAt: status === "offered" ? new Date(now.getTime() + enrolment.offerHours * 3_600_000) : null,
      decidedAt: status === "accepted" ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: schema.applications.id });
  return data({ id: row!.id }, { status: 201 });
}

const lapseFixture = z.object({ batchId: z.uuid(), hours: z.coerce.number().int().min(1).default(49) });

/**
 * For tests/e2e/parent-enrolment.spec.ts: `hours` pass for one batch's offers (their deadlines move that far into
 * the past), then the offer-expiry job runs as the scheduler runs it. Only that batch moves, so tests running beside
 * it keep their own offers.
 */
async function lapseOffers(form: FormData) {
  const parsed = lapseFixture.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const { batchId, hours } = parsed.data;
  const a = schema.applications;
  await db
    .update(a)
    .set({ offerExpiresAt: sql`${a.offerExpiresAt} - make_interval(hours => ${hours})` })
    .where(and(eq(a.batchId, batchId), eq(a.status, "offered")));
  return data(await expireOffers(new Date()), { status: 200 });
}

const placeFixture = z.object({
  parentId: z.uuid(),
  programme: z.enum(programmes).default("preschool"),
  outdoor: z.enum(["on", "off"]).default("off"),
  /** The batch starts this many days from today (negative: it has started). */
  startInDays: z.coerce.number().int().default(14),
  /** Staff accepted it this many days ago (its invoices are due from then, so overdue when the batch had started). */
  acceptedDaysAgo: z.coerce.number().int().min(0).default(0),
  /** 'on': its first invoices are paid and the place is active, as after staff approved the transfer. */
  paid: z.enum(["on", "off"]).default("off"),
  /** Into this batch instead of a new one. */
  batchId: z.optional(z.uuid()),
  /** The new batch ends this many days from today (none: open-ended). */
  endInDays: z.optional(z.coerce.number().int()),
});

/** For tests/e2e/parent-payments.spec.ts: a place as staff accept it (the demo admin decides), with its first invoices. */
async function createPlace(form: FormData, made: (batchId: string) => string) {
  const parsed = placeFixture.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const { parentId, programme, outdoor, startInDays, acceptedDaysAgo, paid, batchId: joining, endInDays } = parsed.data;
  const now = new Date(Date.now() - acceptedDaysAgo * 86_400_000);
  const [admin] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.role, "admin"))
    .limit(1);
  const [child] = await db
    .select({ id: schema.children.id })
    .from(schema.children)
    .where(eq(schema.children.parentId, parentId))
    .orderBy(asc(schema.children.createdAt))
    .limit(1);
  if (!admin || !child) return data({ error: "needs an admin and a parent with a child" }, { status: 400 });
  const [batch] = joining
    ? [{ id: joining }]
    : await db
        .insert(schema.batches)
        .values({
          programme,
          name: `Billing batch ${crypto.randomUUID().slice(0, 8)}`,
          startDate: dhakaIsoDate(new Date(Date.now() + startInDays * 86_400_000)),
          endDate: endInDays === undefined ? null : dhakaIsoDate(new Date(Date.now() + endInDays * 86_400_000)),
        })
        .returning({ id: schema.batches.id })
        .then((rows) => rows.map((row) => ({ id: made(row.id) })));
  const [application] = await db
    .insert(schema.applications)
    .values({ parentId, childId: child.id, batchId: batch!.id, outdoor: outdoor === "on" })
    .returning({ id: schema.applications.id });
  const decided = await decideApplication(admin.id, application!.id, "accept", null, now);
  if (!decided.ok) return data({ error: decided.reason }, { status: 409 });
  const [place] = await db
    .select({ id: schema.subscriptions.id })
    .from(schema.subscriptions)
    .where(and(eq(schema.subscriptions.childId, child.id), eq(schema.subscriptions.batchId, batch!.id)));
  if (paid === "on") {
    await db.update(schema.subscriptions).set({ status: "active" }).where(eq(schema.subscriptions.id, place!.id));
    await db.update(schema.invoices).set({ status: "paid" }).where(eq(schema.invoices.subscriptionId, place!.id));
  }
  const invoices = await db
    .select({ id: schema.invoices.id, number: schema.invoices.number })
    .from(schema.invoices)
    .where(eq(schema.invoices.subscriptionId, place!.id))
    .orderBy(asc(schema.invoices.number));
  return data(
    { batchId: batch!.id, applicationId: application!.id, subscriptionId: place!.id, invoices },
    { status: 201 },
  );
}

const transferFixture = z.object({
  parentId: z.uuid(),
  invoiceId: z.uuid(),
  method: z.enum(["bkash", "nagad"]).default("bkash"),
  senderNumber: z.string().default("01711000000"),
  transactionId: z.string().regex(/^[A-Z0-9]{8,12}$/),
});

/** For the staff payment tests: a transfer awaiting verification, as the parent's form submits it. */
async function createTransfer(form: FormData) {
  const parsed = transferFixture.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const { parentId, invoiceId, ...input } = parsed.data;
  const result = await submitTransfer(parentId, [invoiceId], input, new Date());
  if (!result.ok) return data({ error: result.reason }, { status: 409 });
  return data({ id: result.transferId }, { status: 201 });
}

/**
 * For tests/e2e/parent-payments.spec.ts: the billing job's monthly step as if the clock read `now`, for one family only,
 * so the moved clock bills nobody else's place.
 */
async function runBillingAt(form: FormData) {
  const parsed = z
    .object({ now: z.iso.datetime({ offset: true }), parentId: z.uuid() })
    .safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const invoiced = await invoiceNextMonths(new Date(parsed.data.now), { parentId: parsed.data.parentId });
  return data({ invoiced }, { status: 200 });
}

const eventFixture = z.object({
  title: z.string().min(1),
  kind: z.enum(eventKinds).default("workshop"),
  seats: z.coerce.number().int().min(1).default(10),
  inDays: z.coerce.number().int().min(1).default(5),
  place: z.string().optional(),
  placeBn: z.string().optional(),
});

/** For tests/e2e/events.spec.ts: an event on /events, made as staff make it. */
async function createTestEvent(form: FormData) {
  const parsed = eventFixture.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: z.prettifyError(parsed.error) }, { status: 400 });
  const { title, kind, seats, inDays, place, placeBn } = parsed.data;
  const [admin] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.role, "admin"))
    .limit(1);
  const id = await createEvent(
    admin!.id,
    {
      kind,
      title,
      titleBn: null,
      description: `${title}: seeded by the test.`,
      descriptionBn: null,
      date: dhakaIsoDate(new Date(Date.now() + inDays * 86_400_000)),
      startTime: "10:00",
      endTime: "12:00",
      place: place ?? null,
      placeBn: placeBn ?? null,
      seats,
    },
    new Date(),
  );
  return data({ id }, { status: 201 });
}

/**
 * For the sweeps (tests/support/pages.ts): a published progress review of the signed-in parent's first child, scored
 * on a few of the active items (invented test items are made when there are none), as the demo admin.
 */
async function createProgressReview(request: Request) {
  const user = await getSessionUser(request);
  if (!user) return data({ error: "sign in first" }, { status: 401 });
  const [admin] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.role, "admin"))
    .limit(1);
  const [child] = await db
    .select({ id: schema.children.id })
    .from(schema.children)
    .where(eq(schema.children.parentId, user.id))
    .orderBy(asc(schema.children.createdAt))
    .limit(1);
  if (!admin || !child) return data({ error: "needs an admin and a parent with a child" }, { status: 400 });
  let items = await db
    .select({ id: schema.skillItems.id, max: schema.skillItems.maxScore })
    .from(schema.skillItems)
    .where(eq(schema.skillItems.active, true))
    .limit(6);
  if (items.length === 0)
    items = await db
      .insert(schema.skillItems)
      .values(
        [1, 2, 3].map((n) => ({
          code: `T-sample-${n}`,
          area: "Z",
          maxScore: 2,
          staffText: `Sample item ${n}`,
          parentTextEn: `Sample skill ${n}`,
          parentTextBn: `নমুনা দক্ষতা ${n}`,
          demo: true,
        })),
      )
      .returning({ id: schema.skillItems.id, max: schema.skillItems.maxScore });
  const today = dhakaIsoDate(new Date());
  const [round] = await db
    .insert(schema.skillAssessments)
    .values({ childId: child.id, kind: "baseline", assessedOn: today, assessorId: admin.id })
    .onConflictDoUpdate({
      target: [schema.skillAssessments.childId, schema.skillAssessments.kind, schema.skillAssessments.assessedOn],
      set: { updatedAt: new Date() },
    })
    .returning({ id: schema.skillAssessments.id });
  await db
    .insert(schema.skillScores)
    .values(items.map((item, i) => ({ assessmentId: round!.id, itemId: item.id, score: Math.min(item.max, i % 3) })))
    .onConflictDoNothing();
  await setTargets(admin.id, child.id, [{ itemId: items[0]!.id, status: "teaching" }], new Date());
  const cycleStart = `${today.slice(0, 8)}01`;
  const saved = await saveReview(
    admin.id,
    child.id,
    { cycleStart, cycleEnd: addDays(addMonths(cycleStart, 4), -1), summary: "একটি নমুনা পর্যালোচনা।", comments: {} },
    { publish: true, now: new Date() },
  );
  if (!saved.ok && saved.reason !== "published") return data({ error: saved.reason }, { status: 409 });
  return data({ ok: true }, { status: 201 });
}
