import { and, asc, count, eq, inArray, isNotNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { ageProblem, laterIsoDate, offersOutdoor, planIdFor } from "~/lib/enrolment";
import { dhakaIsoDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { type ApplicationInput, applicationMessages } from "~/lib/schemas/application";
import { type Decision, decisionMessages } from "~/lib/schemas/enrolment-decision";
import { enrolment } from "~/lib/site-config";
import { type ApplicationStatus, liveApplicationStatuses, type Programme, seatHoldingStatuses } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { type DbOrTx, db, schema } from "../db.server";
import { isUniqueViolation } from "../db-errors.server";
import { env } from "../env.server";
import { log } from "../log.server";
import { enqueueMail, kickMailWorker } from "../mail/outbox.server";
import {
  applicationAcceptedMail,
  applicationDeclinedMail,
  applicationReceivedMail,
  applicationWaitlistedMail,
  type EnrolmentMailFacts,
  offerLapsedMail,
  placeCancelledMail,
  placeMovedMail,
  placeOfferedMail,
} from "../mail/templates/enrolment-parent.server";
import { newApplicationStaffMail } from "../mail/templates/enrolment-staff.server";
import { writeAudit } from "./audit.server";
import { invoiceNewPlace, voidOpenInvoices } from "./invoices.server";

/**
 * Enrolment rules (issue 14; PRODUCT 21, 31-33): applications, seats, the waitlist and offers.
 *
 * - A batch's seats are held by accepted and offered applications; submitted ones hold none. Every change that takes
 *   or frees a seat locks the batch row first (SELECT … FOR UPDATE) and counts in the same transaction, so accepted
 *   plus offered never exceed the capacity, however many requests arrive at once. Locks are always taken batch first,
 *   then application, so two changes never wait on each other in a circle.
 * - The waitlist is ordered by `waitlisted_at` (then creation, then id). A family waitlisted on applying, or by staff,
 *   queues by application time (PRODUCT 33). A freed seat is offered to the first in the queue for 48 hours.
 * - Every function that depends on the time takes `now`, so tests can move the clock.
 * - Mail goes to the outbox in the transaction that makes the change, and the worker is woken after the commit.
 */

const a = schema.applications;
const b = schema.batches;

export type Batch = Omit<typeof b.$inferSelect, "programme"> & { programme: Programme };
export type Application = Omit<typeof a.$inferSelect, "status"> & { status: ApplicationStatus };

export type EnrolmentFailureReason =
  | "not-found"
  | "closed"
  | "full"
  | "duplicate"
  | "age"
  | "not-decidable"
  | "expired"
  | "programme";

/** A refused change: a machine reason, the message to show, and the form field it belongs to, if any. */
export type EnrolmentFailure = {
  ok: false;
  reason: EnrolmentFailureReason;
  message: string;
  field?: "childId" | "childAge" | "batchId";
};

const fail = (
  reason: EnrolmentFailureReason,
  message: string,
  field?: EnrolmentFailure["field"],
): EnrolmentFailure => ({
  ok: false,
  reason,
  message,
  field,
});

export const enrolmentMessages = {
  get notFound() {
    return m.enrol_err_gone();
  },
  get batchNotFound() {
    return m.enrol_err_batch_gone();
  },
  get closed() {
    return applicationMessages.closed;
  },
  get duplicate() {
    return applicationMessages.duplicate;
  },
  get full() {
    return decisionMessages.full;
  },
  get notDecidable() {
    return decisionMessages.notDecidable;
  },
  get expired() {
    return m.enrol_err_offer_expired();
  },
  get notOffered() {
    return m.enrol_err_not_offered();
  },
  get notLive() {
    return m.enrol_err_not_live();
  },
  get notMovable() {
    return m.enrol_err_not_movable();
  },
  get sameBatch() {
    return m.enrol_err_same_batch();
  },
  get otherProgramme() {
    return m.enrol_err_other_programme();
  },
  get targetEnded() {
    return m.enrol_err_target_ended();
  },
  get targetFull() {
    return m.enrol_err_target_full();
  },
  get targetDuplicate() {
    return m.enrol_err_target_duplicate();
  },
};

const OFFER_MS = enrolment.offerHours * 60 * 60 * 1000;

/** The moment an offer made at `now` lapses. */
export const offerDeadline = (now: Date) => new Date(now.getTime() + OFFER_MS);

const isLive = (status: string) => (liveApplicationStatuses as readonly string[]).includes(status);
const holdsSeat = (status: string) => (seatHoldingStatuses as readonly string[]).includes(status);

/** Whether a batch takes applications on the Dhaka calendar day of `now`: open, and its end date not passed. */
export const isTakingApplications = (batch: Pick<Batch, "open" | "endDate">, now: Date) =>
  batch.open && (!batch.endDate || batch.endDate >= dhakaIsoDate(now));

/* ------------------------------------------------------------------ */
/* Seats                                                               */
/* ------------------------------------------------------------------ */

/*
 * Correlated subqueries for list pages. Drizzle leaves column names unqualified in a select with one table, so the
 * outer row is named in full ("batches"."id", "applications"."…") and the inner table has its own alias.
 */

/** SQL for a batch's seats taken (accepted + offered), in a query over `batches`. */
export const seatsTakenSql = () =>
  sql<number>`(select count(*) from applications as x where x.batch_id = "batches"."id" and x.status in ('accepted', 'offered'))`.mapWith(
    Number,
  );

/** SQL for a batch's waitlist length, in a query over `batches`. */
export const waitlistLengthSql = () =>
  sql<number>`(select count(*) from applications as x where x.batch_id = "batches"."id" and x.status = 'waitlisted')`.mapWith(
    Number,
  );

/** Locks the batch row for the rest of the transaction: the one gate every seat change passes. */
export async function lockBatch(tx: DbOrTx, batchId: string): Promise<Batch | null> {
  if (!isUuid(batchId)) return null;
  const [row] = await tx.select().from(b).where(eq(b.id, batchId)).for("update");
  return (row as Batch | undefined) ?? null;
}

/** Seats held in a batch (accepted + offered). Call it with the batch locked. */
export async function seatsTaken(tx: DbOrTx, batchId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(a)
    .where(and(eq(a.batchId, batchId), inArray(a.status, [...seatHoldingStatuses])));
  return row?.n ?? 0;
}

/** The queue order: waitlisted first, then created, then id. */
const queueOrder = [asc(a.waitlistedAt), asc(a.createdAt), asc(a.id)];

/**
 * SQL for an application's live waitlist position (1-based), or null when it is not waitlisted. It counts the
 * waitlisted applications of the same batch that come before it in the queue, so it is always current.
 */
export const waitlistPositionSql = () =>
  sql<number | null>`case when "applications"."status" = 'waitlisted' then (
    select count(*) from applications as w
    where w.batch_id = "applications"."batch_id" and w.status = 'waitlisted'
      and (w.waitlisted_at, w.created_at, w.id)
        <= ("applications"."waitlisted_at", "applications"."created_at", "applications"."id")
  ) end`.mapWith((v) => (v === null ? null : Number(v)));

/** One application's waitlist position, or null when it is not waitlisted. */
export async function waitlistPosition(tx: DbOrTx, applicationId: string) {
  const [row] = await tx.select({ position: waitlistPositionSql() }).from(a).where(eq(a.id, applicationId));
  return row?.position ?? null;
}

/* ------------------------------------------------------------------ */
/* Mail facts                                                          */
/* ------------------------------------------------------------------ */

type Facts = EnrolmentMailFacts & { parentEmail: string; parentPhone: string | null; childAge: number | null };

/** What the mails about one application say: the parent, the child and the batch. */
async function mailFacts(tx: DbOrTx, applicationId: string): Promise<Facts> {
  const [row] = await tx
    .select({
      parentEmail: schema.users.email,
      userName: schema.users.name,
      fullName: schema.profiles.fullName,
      phone: schema.profiles.phoneNumber,
      childName: schema.children.name,
      childAge: schema.children.age,
      batch: b,
    })
    .from(a)
    .innerJoin(schema.users, eq(schema.users.id, a.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, a.parentId))
    .innerJoin(schema.children, eq(schema.children.id, a.childId))
    .innerJoin(b, eq(b.id, a.batchId))
    .where(eq(a.id, applicationId));
  if (!row) throw new Error(`application ${applicationId} vanished inside its transaction`);
  return {
    parentName: row.fullName || row.userName || null,
    parentEmail: row.parentEmail,
    parentPhone: row.phone,
    childName: row.childName,
    childAge: row.childAge,
    batchName: row.batch.name,
    programme: row.batch.programme as Programme,
    classDays: row.batch.classDays,
    startTime: row.batch.startTime,
    endTime: row.batch.endTime,
    startDate: row.batch.startDate,
  };
}

/* ------------------------------------------------------------------ */
/* Offers                                                              */
/* ------------------------------------------------------------------ */

/**
 * Offers a batch's free seats to the first families on its waitlist, each for 48 hours, and emails them. Call it
 * with the batch locked, after anything that may free a seat. Batches past their end date offer nothing. Returns
 * the ids offered.
 */
export async function offerFreeSeats(tx: DbOrTx, batch: Batch, now: Date): Promise<string[]> {
  if (batch.endDate && batch.endDate < dhakaIsoDate(now)) return [];
  const free = batch.capacity - (await seatsTaken(tx, batch.id));
  if (free <= 0) return [];
  const next = await tx
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.batchId, batch.id), eq(a.status, "waitlisted")))
    .orderBy(...queueOrder)
    .limit(free)
    .for("update");
  const expiresAt = offerDeadline(now);
  for (const { id } of next) {
    await tx
      .update(a)
      .set({ status: "offered" satisfies ApplicationStatus, offerExpiresAt: expiresAt, updatedAt: now })
      .where(eq(a.id, id));
    const facts = await mailFacts(tx, id);
    await enqueueMail(facts.parentEmail, placeOfferedMail({ ...facts, expiresAt }), tx);
  }
  return next.map((row) => row.id);
}

/* ------------------------------------------------------------------ */
/* Parents                                                             */
/* ------------------------------------------------------------------ */

export type AppliedResult = {
  ok: true;
  applicationId: string;
  status: ApplicationStatus;
  position: number | null;
  childId: string;
};

/**
 * A parent applies for a place for one of their children, or for a child added in the same transaction. The batch
 * must be taking applications, the child's age must fit its programme, and the child must not already have a live
 * application to it. A full batch waitlists the application straight away; otherwise it is submitted for staff to
 * decide. Staff get 'New application' (when STAFF_EMAIL is set) and the parent a 'received' or 'waitlisted' mail.
 *
 * Staff enter an application for a family that applied by phone (PRODUCT 33) through the same rules, with their own
 * id as `enteredBy` for the audit log. A form key already used returns the application it made, so a post repeated
 * without JavaScript neither adds a second child nor a second application.
 */
export async function applyForPlace(
  parentId: string,
  input: ApplicationInput,
  now: Date,
  { enteredBy }: { enteredBy?: string } = {},
): Promise<AppliedResult | EnrolmentFailure> {
  let result: AppliedResult | EnrolmentFailure;
  try {
    result = await db.transaction(async (tx) => {
      const batch = await lockBatch(tx, input.batchId);
      if (!batch) return fail("not-found", enrolmentMessages.batchNotFound, "batchId");
      const earlier = await appliedWithKey(tx, parentId, input.idempotencyKey);
      if (earlier) return earlier;
      if (!isTakingApplications(batch, now)) return fail("closed", enrolmentMessages.closed, "batchId");

      let child: { id: string; age: number | null } | null = null;
      if (input.child.kind === "existing") {
        if (!isUuid(input.child.id)) return fail("not-found", applicationMessages.unknownChild, "childId");
        const [own] = await tx
          .select({ id: schema.children.id, age: schema.children.age })
          .from(schema.children)
          .where(and(eq(schema.children.id, input.child.id), eq(schema.children.parentId, parentId)));
        if (!own) return fail("not-found", applicationMessages.unknownChild, "childId");
        child = own;
      }
      const age = child ? child.age : input.child.kind === "new" ? input.child.age : null;
      const problem = ageProblem(batch.programme, age);
      if (problem) return fail("age", problem, child ? "childId" : "childAge");

      if (child) {
        const [live] = await tx
          .select({ id: a.id })
          .from(a)
          .where(and(eq(a.childId, child.id), eq(a.batchId, batch.id), inArray(a.status, [...liveApplicationStatuses])))
          .limit(1);
        if (live) return fail("duplicate", enrolmentMessages.duplicate, "batchId");
      } else if (input.child.kind === "new") {
        const [created] = await tx
          .insert(schema.children)
          .values({ parentId, name: input.child.name, age: input.child.age, createdAt: now })
          .returning({ id: schema.children.id, age: schema.children.age });
        child = created!;
      }

      const full = (await seatsTaken(tx, batch.id)) >= batch.capacity;
      const status: ApplicationStatus = full ? "waitlisted" : "submitted";
      const [row] = await tx
        .insert(a)
        .values({
          parentId,
          childId: child!.id,
          batchId: batch.id,
          status,
          outdoor: input.outdoor && offersOutdoor(batch.programme),
          notes: input.notes,
          idempotencyKey: input.idempotencyKey ?? null,
          waitlistedAt: full ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: a.id });
      const applicationId = row!.id;
      const position = full ? await waitlistPosition(tx, applicationId) : null;

      await writeAudit(tx, {
        actorId: enteredBy ?? parentId,
        action: "application.create",
        entityType: "application",
        entityId: applicationId,
        after: {
          parentId,
          batchId: batch.id,
          childId: child!.id,
          status,
          position,
          outdoor: input.outdoor,
          ...(enteredBy ? { enteredByStaff: true } : {}),
        },
      });
      const facts = await mailFacts(tx, applicationId);
      const staffEmail = env().STAFF_EMAIL;
      if (staffEmail) {
        await enqueueMail(
          staffEmail,
          newApplicationStaffMail({
            ...facts,
            parentName: facts.parentName ?? facts.parentEmail,
            batchId: batch.id,
            status,
            position,
            outdoor: input.outdoor && offersOutdoor(batch.programme),
            notes: input.notes,
          }),
          tx,
        );
      }
      await enqueueMail(
        facts.parentEmail,
        full ? applicationWaitlistedMail({ ...facts, position: position ?? 1 }) : applicationReceivedMail(facts),
        tx,
      );
      return { ok: true as const, applicationId, status, position, childId: child!.id };
    });
  } catch (error) {
    // The unique indexes catch what the checks above cannot see: a twin request in flight.
    if (isUniqueViolation(error)) {
      const earlier = await appliedWithKey(db, parentId, input.idempotencyKey);
      return earlier ?? fail("duplicate", enrolmentMessages.duplicate, "batchId");
    }
    throw error;
  }
  if (result.ok) kickMailWorker();
  return result;
}

/** The application this parent already made with a form key, as `applyForPlace` reported it, or null. */
async function appliedWithKey(tx: DbOrTx, parentId: string, key: string | undefined): Promise<AppliedResult | null> {
  if (!key || !isUuid(key)) return null;
  const [row] = await tx
    .select({ id: a.id, status: a.status, childId: a.childId })
    .from(a)
    .where(and(eq(a.idempotencyKey, key), eq(a.parentId, parentId)));
  if (!row) return null;
  const position = await waitlistPosition(tx, row.id);
  return { ok: true, applicationId: row.id, status: row.status as ApplicationStatus, position, childId: row.childId };
}

export type ParentApplication = {
  id: string;
  status: ApplicationStatus;
  outdoor: boolean;
  notes: string | null;
  staffNote: string | null;
  /** 1-based, live; null unless waitlisted. */
  position: number | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
  decidedAt: Date | null;
  child: { id: string; name: string; age: number | null };
  batch: Pick<Batch, "id" | "name" | "programme" | "classDays" | "startTime" | "endTime" | "startDate" | "endDate">;
};

/** What the parent's and staff's lists show of an application and its child, with the live waitlist position. */
const applicationColumns = () => ({
  id: a.id,
  status: a.status,
  outdoor: a.outdoor,
  notes: a.notes,
  staffNote: a.staffNote,
  position: waitlistPositionSql(),
  offerExpiresAt: a.offerExpiresAt,
  createdAt: a.createdAt,
  decidedAt: a.decidedAt,
  child: { id: schema.children.id, name: schema.children.name, age: schema.children.age },
});

/** The parent's applications, newest first, with each waitlist position and offer deadline. Only their own. */
export async function listParentApplications(parentId: string): Promise<ParentApplication[]> {
  const rows = await db
    .select({
      ...applicationColumns(),
      batch: {
        id: b.id,
        name: b.name,
        programme: b.programme,
        classDays: b.classDays,
        startTime: b.startTime,
        endTime: b.endTime,
        startDate: b.startDate,
        endDate: b.endDate,
      },
    })
    .from(a)
    .innerJoin(schema.children, eq(schema.children.id, a.childId))
    .innerJoin(b, eq(b.id, a.batchId))
    .where(eq(a.parentId, parentId))
    .orderBy(sql`${a.createdAt} desc`, sql`${a.id} desc`);
  return rows as ParentApplication[];
}

/** One of the parent's applications; null when it is not theirs (or does not exist). */
export async function getParentApplication(parentId: string, applicationId: string) {
  if (!isUuid(applicationId)) return null;
  return (await listParentApplications(parentId)).find((row) => row.id === applicationId) ?? null;
}

type LockedApplication = { batch: Batch; application: Application };

/**
 * Loads an application (scoped to `parentId` when given), then locks its batch, then the application. Staff may have
 * moved the place to another batch between the first read and the batch's lock: then it answers "moved".
 */
async function lockApplication(
  tx: DbOrTx,
  applicationId: string,
  parentId?: string,
): Promise<LockedApplication | "moved" | null> {
  if (!isUuid(applicationId)) return null;
  const scope = parentId ? and(eq(a.id, applicationId), eq(a.parentId, parentId)) : eq(a.id, applicationId);
  const [found] = await tx.select({ batchId: a.batchId }).from(a).where(scope);
  if (!found) return null;
  const batch = await lockBatch(tx, found.batchId);
  const [row] = await tx.select().from(a).where(scope).for("update");
  if (!batch || !row) return null;
  if (row.batchId !== batch.id) return "moved";
  return { batch, application: row as Application };
}

const MOVE_RETRIES = 3;

/**
 * Runs `change` in a transaction holding the application's batch and then the application. A place moved meanwhile
 * is not changed under its old batch's lock: the transaction ends and starts again from its new batch (taking the new
 * batch's lock while holding the application could deadlock with a second move).
 */
async function changeApplication<T>(
  applicationId: string,
  parentId: string | undefined,
  change: (tx: DbOrTx, locked: LockedApplication) => Promise<T | EnrolmentFailure>,
): Promise<T | EnrolmentFailure> {
  for (let attempt = 0; attempt < MOVE_RETRIES; attempt++) {
    const result = await db.transaction(async (tx) => {
      const locked = await lockApplication(tx, applicationId, parentId);
      if (locked === "moved") return locked;
      if (!locked) return fail("not-found", enrolmentMessages.notFound);
      return change(tx, locked);
    });
    if (result !== "moved") return result;
  }
  return fail("not-found", enrolmentMessages.notFound);
}

/**
 * The subscription a place gets (PRODUCT 31), from the batch's start date, or today once it has started, with its
 * first invoices (the admission fee and the first month). It is pending until they are paid; a programme billed per
 * session has nothing to pay up front, so its place is active at once.
 */
async function createPlaceSubscription(tx: DbOrTx, application: Application, batch: Batch, actorId: string, now: Date) {
  const startDate = laterIsoDate(batch.startDate, dhakaIsoDate(now));
  const planId = planIdFor(batch.programme, application.outdoor);
  const [row] = await tx
    .insert(schema.subscriptions)
    .values({
      userId: application.parentId,
      childId: application.childId,
      batchId: batch.id,
      planId,
      status: "pending",
      startDate,
      expiryDate: batch.endDate,
    })
    .returning({ id: schema.subscriptions.id });
  const subscriptionId = row!.id;
  const invoices = await invoiceNewPlace(
    tx,
    {
      subscriptionId,
      parentId: application.parentId,
      childId: application.childId,
      programme: batch.programme,
      planId,
      startDate,
    },
    actorId,
    now,
  );
  if (invoices.length === 0)
    await tx.update(schema.subscriptions).set({ status: "active" }).where(eq(schema.subscriptions.id, subscriptionId));
  return { subscriptionId, invoices: invoices.map((invoice) => invoice.number) };
}

/** The live subscription of a child's place in a batch. */
const placeSubscription = (childId: string, batchId: string) =>
  and(
    eq(schema.subscriptions.childId, childId),
    eq(schema.subscriptions.batchId, batchId),
    sql`${schema.subscriptions.status} is distinct from 'cancelled'`,
  );

/** Cancels the subscription of a place that is given up, and voids its unpaid invoices. */
async function cancelPlaceSubscription(tx: DbOrTx, application: Application, now: Date) {
  const rows = await tx
    .update(schema.subscriptions)
    .set({ status: "cancelled" })
    .where(placeSubscription(application.childId, application.batchId))
    .returning({ id: schema.subscriptions.id });
  for (const row of rows) await voidOpenInvoices(tx, row.id, "The place was given up.", now);
  return rows.map((row) => row.id);
}

export type ChangedResult = { ok: true; status: ApplicationStatus; offered: string[] };

/**
 * The parent withdraws one of their live applications. A seat it held (accepted or offered) goes to the next family
 * on the waitlist, and an accepted place's subscription is cancelled.
 */
export async function withdrawApplication(
  parentId: string,
  applicationId: string,
  now: Date,
): Promise<ChangedResult | EnrolmentFailure> {
  const result = await changeApplication(applicationId, parentId, async (tx, { batch, application }) => {
    if (!isLive(application.status)) return fail("not-decidable", enrolmentMessages.notLive);
    await tx
      .update(a)
      .set({ status: "withdrawn", offerExpiresAt: null, updatedAt: now })
      .where(eq(a.id, application.id));
    const subscriptions = application.status === "accepted" ? await cancelPlaceSubscription(tx, application, now) : [];
    const offered = holdsSeat(application.status) ? await offerFreeSeats(tx, batch, now) : [];
    await writeAudit(tx, {
      actorId: parentId,
      action: "application.withdraw",
      entityType: "application",
      entityId: application.id,
      before: { status: application.status },
      after: { status: "withdrawn", cancelledSubscriptions: subscriptions, offered },
    });
    return { ok: true as const, status: "withdrawn" as const, offered };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/** The parent accepts an offered seat before its deadline: the place is theirs and its subscription is created. */
export async function acceptOffer(
  parentId: string,
  applicationId: string,
  now: Date,
): Promise<ChangedResult | EnrolmentFailure> {
  const result = await changeApplication(applicationId, parentId, async (tx, { batch, application }) => {
    if (application.status !== "offered") return fail("not-decidable", enrolmentMessages.notOffered);
    if (!application.offerExpiresAt || application.offerExpiresAt.getTime() <= now.getTime())
      return fail("expired", enrolmentMessages.expired);
    // The offer already holds the seat; the count is checked again in case staff lowered the capacity meanwhile.
    if ((await seatsTaken(tx, batch.id)) > batch.capacity) return fail("full", enrolmentMessages.full);
    await tx
      .update(a)
      .set({ status: "accepted", offerExpiresAt: null, waitlistedAt: null, decidedAt: now, updatedAt: now })
      .where(eq(a.id, application.id));
    const { subscriptionId, invoices } = await createPlaceSubscription(tx, application, batch, parentId, now);
    await writeAudit(tx, {
      actorId: parentId,
      action: "application.accept-offer",
      entityType: "application",
      entityId: application.id,
      before: { status: "offered", offerExpiresAt: application.offerExpiresAt.toISOString() },
      after: { status: "accepted", subscriptionId, invoices },
    });
    const facts = await mailFacts(tx, application.id);
    await enqueueMail(facts.parentEmail, applicationAcceptedMail(facts), tx);
    return { ok: true as const, status: "accepted" as const, offered: [] };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/* ------------------------------------------------------------------ */
/* Staff                                                               */
/* ------------------------------------------------------------------ */

/** Which statuses each staff decision may start from. */
const decidableFrom: Record<Decision, readonly ApplicationStatus[]> = {
  accept: ["submitted", "waitlisted", "offered"],
  waitlist: ["submitted"],
  decline: ["submitted", "waitlisted", "offered"],
};

/**
 * Staff Accept, Waitlist or Decline an application, with an optional note to the parent; audited and mailed.
 * - Accept takes a seat (an offered application already holds one): refused with 'full' when accepted plus offered
 *   would pass the capacity. It creates the child's pending subscription for the programme.
 * - Waitlist queues it by application time.
 * - Decline of an offered application frees its seat for the next family.
 */
export async function decideApplication(
  actorId: string,
  applicationId: string,
  decision: Decision,
  note: string | null,
  now: Date,
): Promise<(ChangedResult & { position: number | null; childName: string; batchName: string }) | EnrolmentFailure> {
  const result = await changeApplication(applicationId, undefined, async (tx, { batch, application }) => {
    if (!decidableFrom[decision].includes(application.status))
      return fail("not-decidable", enrolmentMessages.notDecidable);

    const decided = { staffNote: note, decidedBy: actorId, decidedAt: now, updatedAt: now };
    let status: ApplicationStatus;
    let subscriptionId: string | null = null;
    let invoices: string[] = [];
    let offered: string[] = [];
    if (decision === "accept") {
      if (application.status !== "offered" && (await seatsTaken(tx, batch.id)) >= batch.capacity)
        return fail("full", enrolmentMessages.full);
      status = "accepted";
      await tx
        .update(a)
        .set({ status, offerExpiresAt: null, waitlistedAt: null, ...decided })
        .where(eq(a.id, application.id));
      ({ subscriptionId, invoices } = await createPlaceSubscription(tx, application, batch, actorId, now));
    } else if (decision === "waitlist") {
      status = "waitlisted";
      await tx
        .update(a)
        .set({ status, waitlistedAt: application.createdAt, ...decided })
        .where(eq(a.id, application.id));
    } else {
      status = "declined";
      await tx
        .update(a)
        .set({ status, offerExpiresAt: null, ...decided })
        .where(eq(a.id, application.id));
      if (application.status === "offered") offered = await offerFreeSeats(tx, batch, now);
    }
    const position = status === "waitlisted" ? await waitlistPosition(tx, application.id) : null;

    await writeAudit(tx, {
      actorId,
      action: `application.${decision}`,
      entityType: "application",
      entityId: application.id,
      before: { status: application.status, batchId: batch.id },
      after: { status, note, position, subscriptionId, invoices, offered },
    });
    const facts = { ...(await mailFacts(tx, application.id)), note };
    const mail =
      status === "accepted"
        ? applicationAcceptedMail(facts)
        : status === "waitlisted"
          ? applicationWaitlistedMail({ ...facts, position: position ?? 1 })
          : applicationDeclinedMail(facts);
    await enqueueMail(facts.parentEmail, mail, tx);
    return { ok: true as const, status, offered, position, childName: facts.childName, batchName: facts.batchName };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/**
 * Staff cancel a live application or place, with an optional note to the parent. A seat it held goes to the next
 * family on the waitlist, and an accepted place's subscription is cancelled.
 */
export async function cancelApplication(
  actorId: string,
  applicationId: string,
  note: string | null,
  now: Date,
): Promise<(ChangedResult & { childName: string; batchName: string }) | EnrolmentFailure> {
  const result = await changeApplication(applicationId, undefined, async (tx, { batch, application }) => {
    if (!isLive(application.status)) return fail("not-decidable", enrolmentMessages.notLive);
    await tx
      .update(a)
      .set({
        status: "cancelled",
        offerExpiresAt: null,
        staffNote: note,
        decidedBy: actorId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(a.id, application.id));
    const subscriptions = application.status === "accepted" ? await cancelPlaceSubscription(tx, application, now) : [];
    const offered = holdsSeat(application.status) ? await offerFreeSeats(tx, batch, now) : [];
    await writeAudit(tx, {
      actorId,
      action: "application.cancel",
      entityType: "application",
      entityId: application.id,
      before: { status: application.status, batchId: batch.id },
      after: { status: "cancelled", note, cancelledSubscriptions: subscriptions, offered },
    });
    const facts = { ...(await mailFacts(tx, application.id)), note };
    await enqueueMail(facts.parentEmail, placeCancelledMail(facts), tx);
    return {
      ok: true as const,
      status: "cancelled" as const,
      offered,
      childName: facts.childName,
      batchName: facts.batchName,
    };
  });
  if (result.ok) kickMailWorker();
  return result;
}

/**
 * Staff move a child's place (accepted or offered) to another batch of the same programme (PRODUCT 33). Both batches
 * are locked, in id order so two opposite moves never wait on each other; the target must have a free seat and must
 * not have ended, and the child must not already be live in it. The place keeps its status (an offer its deadline),
 * its subscription follows it, the seat it leaves goes to the old batch's waitlist, and the parent is emailed.
 */
export async function moveApplication(
  actorId: string,
  applicationId: string,
  toBatchId: string,
  now: Date,
): Promise<(ChangedResult & { childName: string; fromBatchName: string; batchName: string }) | EnrolmentFailure> {
  let result: Awaited<ReturnType<typeof moveApplication>>;
  try {
    result = await db.transaction(async (tx) => {
      if (!isUuid(applicationId)) return fail("not-found", enrolmentMessages.notFound);
      const [found] = await tx.select({ batchId: a.batchId }).from(a).where(eq(a.id, applicationId));
      if (!found) return fail("not-found", enrolmentMessages.notFound);
      if (found.batchId === toBatchId) return fail("not-decidable", enrolmentMessages.sameBatch, "batchId");
      const locked = new Map<string, Batch>();
      for (const id of [found.batchId, toBatchId].sort()) {
        const batch = await lockBatch(tx, id);
        if (batch) locked.set(id, batch);
      }
      const from = locked.get(found.batchId);
      const to = locked.get(toBatchId);
      if (!to) return fail("not-found", enrolmentMessages.batchNotFound, "batchId");
      const [application] = (await tx.select().from(a).where(eq(a.id, applicationId)).for("update")) as Application[];
      if (!from || !application || application.batchId !== from.id)
        return fail("not-found", enrolmentMessages.notFound);
      if (!holdsSeat(application.status)) return fail("not-decidable", enrolmentMessages.notMovable);
      if (to.programme !== from.programme) return fail("programme", enrolmentMessages.otherProgramme, "batchId");
      if (to.endDate && to.endDate < dhakaIsoDate(now)) return fail("closed", enrolmentMessages.targetEnded, "batchId");
      if ((await seatsTaken(tx, to.id)) >= to.capacity) return fail("full", enrolmentMessages.targetFull, "batchId");

      await tx.update(a).set({ batchId: to.id, updatedAt: now }).where(eq(a.id, application.id));
      const subscriptions = await tx
        .update(schema.subscriptions)
        .set({ batchId: to.id, expiryDate: to.endDate })
        .where(placeSubscription(application.childId, from.id))
        .returning({ id: schema.subscriptions.id });
      const offered = await offerFreeSeats(tx, from, now);
      await writeAudit(tx, {
        actorId,
        action: "application.move",
        entityType: "application",
        entityId: application.id,
        before: { batchId: from.id, status: application.status },
        after: { batchId: to.id, status: application.status, subscriptions: subscriptions.map((r) => r.id), offered },
      });
      const facts = await mailFacts(tx, application.id);
      await enqueueMail(facts.parentEmail, placeMovedMail({ ...facts, fromBatchName: from.name }), tx);
      return {
        ok: true as const,
        status: application.status,
        offered,
        childName: facts.childName,
        fromBatchName: from.name,
        batchName: to.name,
      };
    });
  } catch (error) {
    // The child's live application to the target batch, which the unique index refuses.
    if (isUniqueViolation(error)) return fail("duplicate", enrolmentMessages.targetDuplicate, "batchId");
    throw error;
  }
  if (result.ok) kickMailWorker();
  return result;
}

export type StaffApplication = {
  id: string;
  status: ApplicationStatus;
  outdoor: boolean;
  notes: string | null;
  staffNote: string | null;
  position: number | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedByName: string | null;
  child: { id: string; name: string; age: number | null };
  parent: { id: string; name: string; email: string; phone: string | null };
  batch: { id: string; name: string; programme: Programme };
};

export const APPLICATIONS_PAGE_SIZE = 50;

/** Staff → Enrolment: applications, oldest first, optionally of one batch and/or one status. */
export async function listApplicationsForStaff(filter: {
  batchId?: string;
  status?: ApplicationStatus;
  page?: number;
}) {
  const where: SQL[] = [];
  if (filter.batchId && isUuid(filter.batchId)) where.push(eq(a.batchId, filter.batchId));
  if (filter.status) where.push(eq(a.status, filter.status));
  const page = Math.max(1, filter.page ?? 1);
  const decider = sql`(select ${schema.users.name} from ${schema.users} where ${schema.users.id} = ${a.decidedBy})`;
  const rows = await db
    .select({
      ...applicationColumns(),
      decidedByName: decider.mapWith(String),
      child: { id: schema.children.id, name: schema.children.name, age: schema.children.age },
      parent: {
        id: schema.users.id,
        name: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
        email: schema.users.email,
        phone: schema.profiles.phoneNumber,
      },
      batch: { id: b.id, name: b.name, programme: b.programme },
    })
    .from(a)
    .innerJoin(schema.children, eq(schema.children.id, a.childId))
    .innerJoin(schema.users, eq(schema.users.id, a.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, a.parentId))
    .innerJoin(b, eq(b.id, a.batchId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(a.createdAt), asc(a.id))
    .limit(APPLICATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * APPLICATIONS_PAGE_SIZE);
  return {
    applications: rows.slice(0, APPLICATIONS_PAGE_SIZE) as StaffApplication[],
    page,
    hasMore: rows.length > APPLICATIONS_PAGE_SIZE,
  };
}

/* ------------------------------------------------------------------ */
/* The scheduled job                                                   */
/* ------------------------------------------------------------------ */

/**
 * Lapses offers whose 48 hours have passed and offers each freed seat to the next family. Idempotent: each offer is
 * re-read under its batch's lock, so two runs (or a parent accepting at the deadline) never both act on it.
 *
 * Where a lapsed family goes: back on the waitlist at the END of the queue. They had 48 hours and an email; putting
 * them back first would offer the seat to them again at once, and the next family would never get its turn, which is
 * what the issue asks for ("the next family is offered"). At the end they keep their application and will be offered
 * again once every family before them has had a turn, which is what a parent waiting behind them would find fair.
 * When nobody else is waiting, the seat is offered to them again at once.
 */
export async function expireOffers(now: Date) {
  const due = await db
    .selectDistinct({ batchId: a.batchId })
    .from(a)
    .where(and(eq(a.status, "offered"), lte(a.offerExpiresAt, now)));
  let lapsed = 0;
  let offered = 0;
  for (const { batchId } of due) {
    const done = await db.transaction(async (tx) => {
      const batch = await lockBatch(tx, batchId);
      if (!batch) return { lapsed: 0, offered: 0 };
      const expired = await tx
        .select({ id: a.id, offerExpiresAt: a.offerExpiresAt })
        .from(a)
        .where(and(eq(a.batchId, batchId), eq(a.status, "offered"), lte(a.offerExpiresAt, now)))
        .orderBy(asc(a.offerExpiresAt), asc(a.id))
        .for("update");
      // Each lapsed family goes to the end of the queue, in the order their offers were made.
      for (const [i, row] of expired.entries()) {
        await tx
          .update(a)
          .set({
            status: "waitlisted",
            waitlistedAt: new Date(now.getTime() + i),
            offerExpiresAt: null,
            updatedAt: now,
          })
          .where(eq(a.id, row.id));
      }
      const next = await offerFreeSeats(tx, batch, now);
      // A family offered the seat again at once (nobody else waits) gets that offer's mail, not a 'lapsed' one.
      for (const row of expired.filter((row) => !next.includes(row.id))) {
        const position = (await waitlistPosition(tx, row.id)) ?? 1;
        const facts = await mailFacts(tx, row.id);
        await enqueueMail(facts.parentEmail, offerLapsedMail({ ...facts, position }), tx);
      }
      return { lapsed: expired.length, offered: next.length };
    });
    lapsed += done.lapsed;
    offered += done.offered;
  }
  if (lapsed) {
    kickMailWorker();
    log.info("offers lapsed", { lapsed, offered });
  }
  return { lapsed, offered };
}

/**
 * Places whose parent cancelled end after their last paid day (the billing job): the subscription is cancelled, the
 * place withdrawn, and its seat offered to the batch's waitlist. Idempotent: an ended place is not found again.
 */
export async function endCancelledPlaces(now: Date) {
  const today = dhakaIsoDate(now);
  const s = schema.subscriptions;
  const ending = await db
    .select({ id: s.id, batchId: s.batchId })
    .from(s)
    .where(and(lt(s.endsOn, today), sql`${s.status} is distinct from 'cancelled'`, isNotNull(s.batchId)));
  let ended = 0;
  for (const place of ending) {
    const done = await db.transaction(async (tx) => {
      const batch = await lockBatch(tx, place.batchId!);
      const [row] = await tx
        .select()
        .from(s)
        .where(and(eq(s.id, place.id), lt(s.endsOn, today), sql`${s.status} is distinct from 'cancelled'`))
        .for("update");
      if (!batch || !row?.childId) return false;
      await tx.update(s).set({ status: "cancelled" }).where(eq(s.id, row.id));
      const withdrawn = await tx
        .update(a)
        .set({ status: "withdrawn", offerExpiresAt: null, updatedAt: now })
        .where(and(eq(a.childId, row.childId), eq(a.batchId, batch.id), eq(a.status, "accepted")))
        .returning({ id: a.id });
      await voidOpenInvoices(tx, row.id, "The place ended.", now);
      const offered = await offerFreeSeats(tx, batch, now);
      await writeAudit(tx, {
        actorId: null,
        action: "subscription.end",
        entityType: "subscription",
        entityId: row.id,
        before: { status: row.status, endsOn: row.endsOn },
        after: { status: "cancelled", withdrawn: withdrawn.map((w) => w.id), offered },
      });
      return true;
    });
    if (done) ended++;
  }
  if (ended) kickMailWorker();
  return ended;
}
