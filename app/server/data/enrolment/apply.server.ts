import { and, eq, inArray } from "drizzle-orm";
import { brokenAgeRule, offersOutdoor } from "~/lib/enrolment";
import { isUuid } from "~/lib/ids";
import type { ApplicationInput } from "~/lib/schemas/application";
import { type ApplicationStatus, liveApplicationStatuses } from "~/lib/statuses";
import { type DbOrTx, db, schema } from "../../db.server";
import { isUniqueViolation } from "../../db-errors.server";
import { env } from "../../env.server";
import { enqueueFamilyMail } from "../../mail/family-mail.server";
import { enqueueMail, kickMailWorker } from "../../mail/outbox.server";
import { applicationReceivedMail, applicationWaitlistedMail } from "../../mail/templates/enrolment-parent.server";
import { newApplicationStaffMail } from "../../mail/templates/enrolment-staff.server";
import { writeAudit } from "../audit.server";
import { mailFacts } from "./mail-facts.server";
import { type EnrolmentFailure, fail, isTakingApplications } from "./rules.server";
import { lockBatch, seatsTaken, waitlistPosition } from "./seats.server";

const a = schema.applications;

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
 * Staff enter an application for a family that applied by phone through the same rules, with their own
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
      if (!batch) return fail("batch-not-found", "batchId");
      const earlier = await appliedWithKey(tx, parentId, input.idempotencyKey);
      if (earlier) return earlier;
      if (!isTakingApplications(batch, now)) return fail("closed", "batchId");

      let child: { id: string; age: number | null } | null = null;
      if (input.child.kind === "existing") {
        if (!isUuid(input.child.id)) return fail("child-not-found", "childId");
        const [own] = await tx
          .select({ id: schema.children.id, age: schema.children.age })
          .from(schema.children)
          .where(and(eq(schema.children.id, input.child.id), eq(schema.children.parentId, parentId)));
        if (!own) return fail("child-not-found", "childId");
        child = own;
      }
      const age = child ? child.age : input.child.kind === "new" ? input.child.age : null;
      const ageRule = brokenAgeRule(batch.programme, age);
      if (ageRule) return fail(`age-${ageRule}`, child ? "childId" : "childAge");

      if (child) {
        const [live] = await tx
          .select({ id: a.id })
          .from(a)
          .where(and(eq(a.childId, child.id), eq(a.batchId, batch.id), inArray(a.status, [...liveApplicationStatuses])))
          .limit(1);
        if (live) return fail("duplicate", "batchId");
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
      await enqueueFamilyMail(
        facts.parentId,
        (member) => {
          const greeted = { ...facts, parentName: member.name };
          return full
            ? applicationWaitlistedMail({ ...greeted, position: position ?? 1 })
            : applicationReceivedMail(greeted);
        },
        tx,
      );
      return { ok: true as const, applicationId, status, position, childId: child!.id };
    });
  } catch (error) {
    // The unique indexes catch what the checks above cannot see: a twin request in flight.
    if (isUniqueViolation(error)) {
      const earlier = await appliedWithKey(db, parentId, input.idempotencyKey);
      return earlier ?? fail("duplicate", "batchId");
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
