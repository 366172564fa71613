import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { attendanceMarks } from "../statuses";
import { isoDate, said } from "./fields";

/** The attendance forms (docs/product.md#attendance): a parent's "Can't attend" and the staff register. */

/** Dashboard → Classes → "Can't attend" on an upcoming class (`cant` 'no' takes it back). */
export const absenceSchema = z.object({
  placeId: z.uuid(said(m.att_class_missing)),
  classDate: isoDate(m.att_class_missing),
  cant: z.enum(["yes", "no"], said(m.att_class_missing)),
});

const mark = z.enum(attendanceMarks, said(m.att_mark_choose));

/**
 * Staff → Batch → Take Register → Save Register: `children.<childId>` and `trials.<bookingId>`, each Present, Late or
 * Absent.
 */
export const registerSchema = z.object({
  children: z._default(z.record(z.uuid(), mark), {}),
  trials: z._default(z.record(z.uuid(), mark), {}),
});
