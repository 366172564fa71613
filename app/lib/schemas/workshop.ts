import * as z from "zod/mini";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import type { Toast } from "../toast";
import { formNumber, latinDigits, requiredText, said } from "./fields";
import { bangladeshMobile } from "./trial";

export const workshopLimits = {
  attendeesMin: 1,
  attendeesMax: 6,
  /** Places one registration may hold without an account, so invented details cannot fill an event quickly. */
  anonymousAttendeesMax: 4,
} as const;

/**
 * A registration's phone number or email as one key, whichever way it was typed: an email in lower case, a
 * Bangladeshi mobile as +880…, anything else as its digits.
 */
export function contactKey(contact: string) {
  const typed = contact.trim();
  if (typed.includes("@")) return typed.toLowerCase();
  return bangladeshMobile(typed) ?? typed.replace(/\D/g, "");
}

const missing = () => m.public_workshop_missing();
const attendeesRange = said(() =>
  m.public_workshop_range({
    min: localDigits(workshopLimits.attendeesMin),
    max: localDigits(workshopLimits.attendeesMax),
  }),
);

export const workshopSchema = z.object({
  name: requiredText(missing).check(
    z.maxLength(
      120,
      said(() => m.public_name_under({ max: localDigits(120) })),
    ),
  ),
  contact: requiredText(missing).check(
    latinDigits(),
    z.maxLength(
      254,
      said(() => m.public_keep_under({ max: localDigits(254) })),
    ),
  ),
  attendees: formNumber(
    z.number(attendeesRange).check(
      z.int(said(() => m.public_workshop_whole())),
      z.minimum(workshopLimits.attendeesMin, attendeesRange),
      z.maximum(
        workshopLimits.attendeesMax,
        said(() => m.public_workshop_large_group({ max: localDigits(workshopLimits.attendeesMax) })),
      ),
    ),
  ),
});

export type WorkshopInput = z.infer<typeof workshopSchema>;

export const workshopErrorToast: Toast = {
  get title() {
    return m.public_missing_title();
  },
  get description() {
    return m.public_check_fields();
  },
  variant: "destructive",
};

export const workshopSuccessToast = (workshop: string): Toast => ({
  title: m.public_workshop_received_title(),
  description: m.public_workshop_received_text({ workshop }),
  variant: "success",
});
