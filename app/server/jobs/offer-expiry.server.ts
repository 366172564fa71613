import { closeEndedBatches } from "../data/batches.server";
import { expireOffers } from "../data/enrolment/jobs.server";

/** How often the scheduler runs the job: an offer lapses at most this long after its 48 hours. */
export const OFFER_EXPIRY_EVERY_MS = 5 * 60 * 1000;

/**
 * Enrolment housekeeping (docs/product.md#applications-and-the-waitlist): offers past their deadline go back to the
 * waitlist and the next family is offered (expireOffers), and batches whose end date has passed stop taking
 * applications. Both are idempotent; the scheduler runs the job on one instance at a time (runExclusive).
 */
export async function runOfferExpiry(now: Date = new Date()) {
  const closed = await closeEndedBatches(now);
  const offers = await expireOffers(now);
  return { closed, ...offers };
}
