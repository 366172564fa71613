import { dhakaIsoDate } from "~/lib/format";
import { applicationMessages } from "~/lib/schemas/application";
import { decisionMessages } from "~/lib/schemas/enrolment-decision";
import { enrolment } from "~/lib/site-config";
import { type ApplicationStatus, liveApplicationStatuses, type Programme, seatHoldingStatuses } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { schema } from "../../db.server";

/**
 * Enrolment: applications, seats, the waitlist and offers. This module holds what every change shares: the rows,
 * how a change is refused, and the rules that need no database.
 *
 * - A batch's seats are held by accepted and offered applications; submitted ones hold none. Every change that takes
 *   or frees a seat locks the batch row first (SELECT … FOR UPDATE) and counts in the same transaction, so accepted
 *   plus offered never exceed the capacity, however many requests arrive at once. Locks are always taken batch first,
 *   then application, so two changes never wait on each other in a circle.
 * - The waitlist is ordered by `waitlisted_at` (then creation, then id). A family waitlisted on applying, or by staff,
 *   queues by application time. A freed seat is offered to the first in the queue for 48 hours.
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

export const fail = (
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

export const isLive = (status: string) => (liveApplicationStatuses as readonly string[]).includes(status);
export const holdsSeat = (status: string) => (seatHoldingStatuses as readonly string[]).includes(status);

/** Whether a batch takes applications on the Dhaka calendar day of `now`: open, and its end date not passed. */
export const isTakingApplications = (batch: Pick<Batch, "open" | "endDate">, now: Date) =>
  batch.open && (!batch.endDate || batch.endDate >= dhakaIsoDate(now));
