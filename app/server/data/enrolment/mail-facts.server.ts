import { eq } from "drizzle-orm";
import type { Programme } from "~/lib/statuses";
import { type DbOrTx, schema } from "../../db.server";
import type { EnrolmentMailFacts } from "../../mail/templates/enrolment-parent.server";

const a = schema.applications;
const b = schema.batches;

type Facts = EnrolmentMailFacts & {
  batchNameBn: string | null;
  /** The family owner's id: the family's mail goes to each of its members. */
  parentId: string;
  parentEmail: string;
  parentPhone: string | null;
  childAge: number | null;
};

/** What the mails about one application say: the parent, the child and the batch. */
export async function mailFacts(tx: DbOrTx, applicationId: string): Promise<Facts> {
  const [row] = await tx
    .select({
      parentId: a.parentId,
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
    parentId: row.parentId,
    parentName: row.fullName || row.userName || null,
    parentEmail: row.parentEmail,
    parentPhone: row.phone,
    childName: row.childName,
    childAge: row.childAge,
    batchName: row.batch.name,
    batchNameBn: row.batch.nameBn,
    programme: row.batch.programme as Programme,
    classDays: row.batch.classDays,
    startTime: row.batch.startTime,
    endTime: row.batch.endTime,
    startDate: row.batch.startDate,
  };
}
