import * as z from "zod/mini";
import { enrolment } from "~/lib/site-config";
import { programmes } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { toBanglaDigits } from "../i18n/digits";
import { clockTime, formNumber, isoDate, isRealDate, latinDigits, optionalNote, requiredText, said } from "./fields";

/** The English message, as tests read it; the schema says it in the page's language. */
export const capacityMessage = `Capacity must be between 1 and ${enrolment.maxCapacity}.`;
const capacityRange = said(() =>
  m.ops_capacity_range({ max: getLocale() === "bn" ? toBanglaDigits(enrolment.maxCapacity) : enrolment.maxCapacity }),
);

/** Checkboxes named classDays post nothing, one value or several: always a list of weekday numbers. */
const classDays = z.pipe(
  z.transform((v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  z
    .array(
      z.pipe(
        z.string(),
        z.transform((d) => Number(d)),
      ),
    )
    .check(
      z.refine((days) => days.length > 0, said(m.ops_choose_class_day)),
      z.refine(
        (days) => days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6),
        said(m.ops_choose_class_days_again),
      ),
    ),
);

/** Staff → Batches → Create, and the batch page's Edit: the same fields. */
export const batchSchema = z
  .object({
    programme: z.enum(programmes, said(m.ops_choose_programme_error)),
    name: requiredText(m.ops_batch_name_missing).check(z.maxLength(80, said(m.ops_batch_name_too_long))),
    /** Shown to Bangla readers instead of the name; blank keeps the English name for them too. */
    nameBn: optionalNote(80, m.ops_batch_name_too_long),
    classDays,
    startTime: clockTime(m.ops_label_class_start_time),
    endTime: clockTime(m.ops_label_class_end_time),
    startDate: isoDate(m.ops_label_start_date_lower),
    endDate: z.pipe(
      z.optional(
        z.string().check(
          z.trim(),
          latinDigits(),
          z.refine((v) => v === "" || isRealDate(v), said(m.ops_end_date_invalid)),
        ),
      ),
      z.transform((v) => v || null),
    ),
    capacity: formNumber(
      z
        .number(said(m.ops_capacity_missing))
        .check(z.int(capacityRange), z.minimum(1, capacityRange), z.maximum(enrolment.maxCapacity, capacityRange)),
    ),
  })
  .check(
    z.refine((v) => v.endTime > v.startTime, {
      path: ["endTime"],
      error: () => m.ops_class_end_after_start(),
      when: ({ value }) => typeof (value as { startTime?: unknown }).startTime === "string",
    }),
    z.refine((v) => !v.endDate || v.endDate > v.startDate, {
      path: ["endDate"],
      error: () => m.ops_end_date_after_start(),
      when: ({ value }) => typeof (value as { startDate?: unknown }).startDate === "string",
    }),
  );

export type BatchInput = z.output<typeof batchSchema>;

/** The batch page's Close / Reopen. */
export const batchOpenSchema = z.object({
  open: z.pipe(
    z.enum(["true", "false"], said(m.ops_reload_try_again)),
    z.transform((v) => v === "true"),
  ),
});
