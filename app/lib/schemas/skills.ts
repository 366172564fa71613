import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import { assessmentKinds, skillMaxScores, targetStatuses } from "../statuses";
import { isoDate, optionalNote, requiredText, said } from "./fields";

/**
 * The skills pages' forms (docs/product.md#skills-map-and-progress-reviews): an item added or edited by hand, the
 * import's licence confirmation, a round of the batch grid, a child's targets and a progress review.
 */

/** The area letters: A to Z without O. */
export const areaLetters = "ABCDEFGHIJKLMNPQRSTUVWXYZ".split("");
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/;

const maxScore = z.pipe(
  z.enum(skillMaxScores.map(String) as ["1", "2", "4"], said(m.skills_max_choose)),
  z.transform((v) => Number(v) as 1 | 2 | 4),
);

const itemTexts = {
  maxScore,
  staffText: requiredText(m.skills_staff_text_missing).check(z.maxLength(1000, said(m.skills_text_too_long))),
  parentTextEn: requiredText(m.skills_parent_text_missing).check(z.maxLength(500, said(m.skills_text_too_long))),
  parentTextBn: optionalNote(500, m.skills_text_too_long),
};

/** Staff → Skills → Add item. */
export const skillItemSchema = z.object({
  code: requiredText(m.skills_code_missing).check(z.regex(CODE, said(m.skills_code_shape))),
  area: z.pipe(
    z.string(said(m.skills_area_choose)).check(z.trim(), z.toUpperCase()),
    z.enum(areaLetters as [string, ...string[]], said(m.skills_area_choose)),
  ),
  ...itemTexts,
});

/** Staff → Skills → an item's Edit (its code and area stay). */
export const skillItemEditSchema = z.object({ itemId: z.string(), ...itemTexts });

/** Staff → Skills → Import Items: the licence must be confirmed (the file is read beside the form). */
export const skillImportSchema = z.object({
  licence: z.literal("on", said(m.skills_licence_required)),
});

/** The batch grid's round and area, from its address or its posted form. */
export const gridRoundSchema = z.object({
  kind: z.enum(assessmentKinds, said(m.skills_round_choose)),
  date: isoDate(m.skills_round_date_label),
  area: z.enum(areaLetters as [string, ...string[]], said(m.skills_area_choose)),
});

/** A target's status, or '' for no target. */
export const targetChoice = z.optional(z.enum(targetStatuses));

/** Staff → a child's progress → Write Review: the cycle, a summary (required) and a comment per area (optional). */
export const reviewSchema = z
  .object({
    cycleStart: isoDate(m.skills_cycle_start_label),
    cycleEnd: isoDate(m.skills_cycle_end_label),
    summary: requiredText(m.skills_summary_missing).check(z.maxLength(4000, said(m.skills_text_too_long))),
    comments: z.pipe(
      z.optional(
        z.record(z.string(), z.optional(z.string().check(z.trim(), z.maxLength(2000, said(m.skills_text_too_long))))),
      ),
      z.transform((comments) =>
        Object.fromEntries(
          Object.entries(comments ?? {}).filter(
            (entry): entry is [string, string] => areaLetters.includes(entry[0]) && Boolean(entry[1]),
          ),
        ),
      ),
    ),
  })
  .check(
    z.refine((v) => v.cycleEnd > v.cycleStart, {
      path: ["cycleEnd"],
      error: () => m.skills_cycle_end_after_start(),
      when: ({ value }) => typeof (value as { cycleStart?: unknown }).cycleStart === "string",
    }),
  );

export type ReviewFormInput = z.output<typeof reviewSchema>;
