import { isOneOf, liveApplicationStatuses } from "~/lib/statuses";
import { type BatchSummary, listOpenBatches } from "./batches.server";
import { listChildren } from "./children.server";
import { listParentApplications } from "./enrolment/queries.server";

/** What an application form shows of a batch: its choice card, seats and dates, and nothing else for the browser. */
const batchChoice = (b: BatchSummary) => ({
  id: b.id,
  name: b.name,
  nameBn: b.nameBn,
  programme: b.programme,
  classDays: b.classDays,
  startTime: b.startTime,
  endTime: b.endTime,
  startDate: b.startDate,
  endDate: b.endDate,
  capacity: b.capacity,
  seatsLeft: b.seatsLeft,
});

/**
 * What an application form needs, for the parent's own form and for staff entering one on the family's behalf: the
 * family's children, the open batches, the family's applications, and which child is already live in which batch.
 */
export async function applicationFacts(parentId: string, now: Date) {
  const [children, batches, applications] = await Promise.all([
    listChildren(parentId),
    listOpenBatches(now),
    listParentApplications(parentId),
  ]);
  const live = applications
    .filter((a) => isOneOf(liveApplicationStatuses, a.status))
    .map((a) => ({ childId: a.child.id, batchId: a.batch.id }));
  return { children, batches: batches.map(batchChoice), applications, live };
}
