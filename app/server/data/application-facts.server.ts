import { isOneOf, liveApplicationStatuses } from "~/lib/statuses";
import { listOpenBatches } from "./batches.server";
import { listChildren } from "./children.server";
import { listParentApplications } from "./enrolment.server";

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
  return { children, batches, applications, live };
}
