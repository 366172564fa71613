import * as z from "zod/mini";
import { ageOn } from "~/lib/care";
import { dhakaDay } from "~/lib/enrolment";
import { phoneDigits } from "~/lib/phone";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { checkbox, isRealDate, latinDigits, optionalNote, said } from "./fields";

/** Profile → a child's details (docs/product.md#each-childs-details). Everything is optional but the contact's parts. */

/** An optional date of birth: a real past day giving an age the programme's forms accept (1 to 18). */
const dateOfBirth = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      latinDigits(),
      z.refine((v) => v === "" || isRealDate(v), said(m.care_dob_invalid)),
      z.refine((v) => {
        if (v === "" || !isRealDate(v)) return true;
        const age = ageOn(v, dhakaDay(new Date()));
        return age >= limits.childAgeMin && age <= limits.childAgeMax;
      }, said(m.care_dob_out_of_range)),
    ),
  ),
  z.transform((v) => v || null),
);

const emergencyPhone = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      latinDigits(),
      z.maxLength(30, said(m.care_phone_invalid)),
      z.refine((v) => v === "" || phoneDigits(v) !== null, said(m.care_phone_invalid)),
    ),
  ),
  z.transform((v) => (v ? phoneDigits(v) : null)),
);

export const childDetailsSchema = z
  .object({
    allergies: optionalNote(500, m.care_allergies_too_long),
    medicalNotes: optionalNote(1000, m.care_medical_too_long),
    emergencyName: optionalNote(120, m.care_contact_name_too_long),
    emergencyRelation: optionalNote(60, m.care_relation_too_long),
    emergencyPhone,
    dateOfBirth,
  })
  .check(
    // An emergency contact is a name, a relation and a phone number: one part alone reaches nobody.
    z.superRefine((value, ctx) => {
      const parts = [value.emergencyName, value.emergencyRelation, value.emergencyPhone];
      if (parts.every((p) => p === null)) return;
      const missing: Array<[keyof typeof value, () => string]> = [
        ["emergencyName", m.care_contact_name_missing],
        ["emergencyRelation", m.care_relation_missing],
        ["emergencyPhone", m.care_phone_missing],
      ];
      for (const [key, message] of missing) {
        if (value[key] === null)
          ctx.issues.push({ code: "custom", input: value[key], path: [key], message: message() });
      }
    }),
  );

export type ChildDetailsInput = z.output<typeof childDetailsSchema>;

/** Profile → a child's photos and video: two choices, both off unless ticked. */
export const mediaChoicesSchema = z.pipe(
  z.object({ internal: checkbox(), promotional: checkbox() }),
  z.transform((v) => ({ internal: v.internal === "on", promotional: v.promotional === "on" })),
);

const toast = (title: () => string, variant: Toast["variant"], description?: () => string): Toast => ({
  get title() {
    return title();
  },
  ...(description
    ? {
        get description() {
          return description();
        },
      }
    : {}),
  variant,
});

export const careToasts = {
  detailsSaved: toast(m.care_details_saved, "success"),
  mediaSaved: toast(m.care_media_saved, "success"),
  mediaUnchanged: toast(m.care_media_unchanged, "success"),
  invalid: toast(m.dash_validation_error, "destructive", m.dash_fix_errors),
} satisfies Record<string, Toast>;
