import * as z from "zod/mini";
import { enrolment } from "~/lib/site-config";
import { programmes } from "~/lib/statuses";
import { clockTime, formNumber, isoDate, isRealDate, requiredText } from "./fields";

export const capacityMessage = `Capacity must be between 1 and ${enrolment.maxCapacity}.`;

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
      z.refine((days) => days.length > 0, "Please choose at least one class day."),
      z.refine(
        (days) => days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6),
        "Please choose the class days again.",
      ),
    ),
);

/** Staff → Batches → Create, and the batch page's Edit: the same fields. */
export const batchSchema = z
  .object({
    programme: z.enum(programmes, { error: "Please choose a programme." }),
    name: requiredText("Please enter the batch name.").check(
      z.maxLength(80, "Please keep the name under 80 characters."),
    ),
    classDays,
    startTime: clockTime("class start time"),
    endTime: clockTime("class end time"),
    startDate: isoDate("start date"),
    endDate: z.pipe(
      z.optional(
        z.string().check(
          z.trim(),
          z.refine((v) => v === "" || isRealDate(v), "Please enter a valid end date."),
        ),
      ),
      z.transform((v) => v || null),
    ),
    capacity: formNumber(
      z
        .number({ error: "Please enter the capacity." })
        .check(
          z.int(capacityMessage),
          z.minimum(1, capacityMessage),
          z.maximum(enrolment.maxCapacity, capacityMessage),
        ),
    ),
  })
  .check(
    z.refine((v) => v.endTime > v.startTime, {
      path: ["endTime"],
      message: "The class must end after it starts.",
      when: ({ value }) => typeof (value as { startTime?: unknown }).startTime === "string",
    }),
    z.refine((v) => !v.endDate || v.endDate > v.startDate, {
      path: ["endDate"],
      message: "The end date must be after the start date.",
      when: ({ value }) => typeof (value as { startDate?: unknown }).startDate === "string",
    }),
  );

export type BatchInput = z.output<typeof batchSchema>;

/** The batch page's Close / Reopen. */
export const batchOpenSchema = z.object({
  open: z.pipe(
    z.enum(["true", "false"], { error: "Please reload the page and try again." }),
    z.transform((v) => v === "true"),
  ),
});
