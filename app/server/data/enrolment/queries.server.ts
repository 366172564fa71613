import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { ApplicationStatus, Programme } from "~/lib/statuses";
import { db, schema } from "../../db.server";
import type { Batch } from "./rules.server";
import { waitlistPositionSql } from "./seats.server";

/** What the parent's dashboard and the staff console list of applications. */

const a = schema.applications;
const b = schema.batches;

export type ParentApplication = {
  id: string;
  status: ApplicationStatus;
  outdoor: boolean;
  notes: string | null;
  staffNote: string | null;
  /** 1-based, live; null unless waitlisted. */
  position: number | null;
  offerExpiresAt: Date | null;
  /** An offer to continue a place into the next cycle (docs/product.md#the-next-cycle). */
  continuing: boolean;
  createdAt: Date;
  decidedAt: Date | null;
  child: { id: string; name: string; age: number | null };
  batch: Pick<
    Batch,
    "id" | "name" | "nameBn" | "programme" | "classDays" | "startTime" | "endTime" | "startDate" | "endDate"
  >;
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
  continuing: sql<boolean>`${a.continuesFrom} is not null`,
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
        nameBn: b.nameBn,
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
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(APPLICATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * APPLICATIONS_PAGE_SIZE);
  return {
    applications: rows.slice(0, APPLICATIONS_PAGE_SIZE) as StaffApplication[],
    page,
    hasMore: rows.length > APPLICATIONS_PAGE_SIZE,
  };
}

/** Applications waiting on staff's decision (submitted), for the console's overview and navigation. */
export async function countApplicationsToDecide() {
  const [row] = await db
    .select({ n: count() })
    .from(a)
    .where(eq(a.status, "submitted" satisfies ApplicationStatus));
  return row?.n ?? 0;
}
