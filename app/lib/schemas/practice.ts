import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { isSunday, practiceOutcomes } from "../practice";
import { isoDate, optionalNote, requiredText, said } from "./fields";

/**
 * Home practice's forms (docs/product.md#home-practice): an activity of the library, assigning one to a batch's
 * children for a week, and a parent's log of a day.
 */

/** Checkboxes of one name: none, one (a string) or several (an array), read as a list. */
const ticked = () =>
  z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((v) => (v === undefined ? [] : Array.isArray(v) ? v.filter(Boolean) : [v])),
  );

const HTTPS = /^https:\/\/[^\s/$.?#][^\s]*$/i;

const activityFields = {
  titleEn: requiredText(m.practice_title_missing).check(z.maxLength(120, said(m.practice_text_too_long))),
  titleBn: optionalNote(120, m.practice_text_too_long),
  skills: ticked(),
  materialsEn: requiredText(m.practice_materials_missing).check(z.maxLength(1000, said(m.practice_text_too_long))),
  materialsBn: optionalNote(1000, m.practice_text_too_long),
  stepsEn: requiredText(m.practice_steps_missing).check(z.maxLength(2000, said(m.practice_text_too_long))),
  stepsBn: optionalNote(2000, m.practice_text_too_long),
  lookForEn: requiredText(m.practice_look_for_missing).check(z.maxLength(1000, said(m.practice_text_too_long))),
  lookForBn: optionalNote(1000, m.practice_text_too_long),
  link: z.pipe(
    z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(500, said(m.practice_link_https)), z.regex(HTTPS, said(m.practice_link_https))),
    ),
    z.transform((v) => v || null),
  ),
};

/** Staff → Activities → New Activity. */
export const activitySchema = z.object(activityFields);

/** Staff → Activities → an activity's Edit. */
export const activityEditSchema = z.object({ activityId: z.string(), ...activityFields });

export type ActivityInput = z.output<typeof activitySchema>;

/** The batch page's Home practice → Assign: a week (a Sunday), an activity, and the children (all ticked at first). */
export const assignSchema = z.object({
  weekStart: isoDate(m.practice_week_label).check(z.refine(isSunday, said(m.practice_week_sunday))),
  activityId: z.string(said(m.practice_activity_choose)).check(z.minLength(1, said(m.practice_activity_choose))),
  children: ticked().check(z.refine((list) => list.length > 0, said(m.practice_children_choose))),
});

/** A parent's log of today: 'Did it', 'With help' or 'Not yet', with an optional note. */
export const practiceLogSchema = z.object({
  assignmentId: z.string(),
  outcome: z.enum(practiceOutcomes, said(m.practice_outcome_choose)),
  note: optionalNote(500, m.practice_note_too_long),
});
