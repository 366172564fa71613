import { dhakaIsoDate } from "~/lib/format";
import type { EnrolmentRefusal } from "~/lib/refusals/enrolment";
import { enrolment } from "~/lib/site-config";
import { type ApplicationStatus, liveApplicationStatuses, type Programme, seatHoldingStatuses } from "~/lib/statuses";
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

/** A refused change: why, in a code the page words (`enrolmentRefusalText`), and the form field it belongs to. */
export type EnrolmentFailure = { ok: false; reason: EnrolmentRefusal; field?: "childId" | "childAge" | "batchId" };

export const fail = (reason: EnrolmentRefusal, field?: EnrolmentFailure["field"]): EnrolmentFailure => ({
  ok: false,
  reason,
  field,
});

const OFFER_MS = enrolment.offerHours * 60 * 60 * 1000;

/** The moment an offer made at `now` lapses. */
export const offerDeadline = (now: Date) => new Date(now.getTime() + OFFER_MS);

export const isLive = (status: string) => (liveApplicationStatuses as readonly string[]).includes(status);
export const holdsSeat = (status: string) => (seatHoldingStatuses as readonly string[]).includes(status);

/** Whether a batch takes applications on the Dhaka calendar day of `now`: open, and its end date not passed. */
export const isTakingApplications = (batch: Pick<Batch, "open" | "endDate">, now: Date) =>
  batch.open && (!batch.endDate || batch.endDate >= dhakaIsoDate(now));
