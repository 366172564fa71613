import * as z from "zod/mini";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import type { Toast } from "../toast";
import { EMAIL_PATTERN, latinDigits, requiredText, said } from "./fields";
import { childAge, childName } from "./profile";

/**
 * Free trial classes (docs/product.md#free-trial-classes): the /trial booking form, its messages and the rules it
 * shares with the server.
 */
export const trialMessages = {
  get chooseClass() {
    return m.public_trial_choose_class();
  },
  get name() {
    return m.public_trial_name_missing();
  },
  get whatsappMissing() {
    return m.public_trial_whatsapp_missing();
  },
  get whatsappInvalid() {
    return m.public_trial_whatsapp_invalid();
  },
  get invalidEmail() {
    return m.public_invalid_email();
  },
};

export const trialPlaceholders = { whatsapp: "+880 1XXX-XXXXXX", email: "you@example.com" } as const;

/**
 * A Bangladeshi mobile number (01[3-9] and eight digits), typed as 01712345678, +880 1712-345678 or the common
 * +88 01712-345678, with or without spaces, dashes or brackets, as '+8801712345678'; null when it is not one.
 */
export function bangladeshMobile(typed: string) {
  const digits = typed.replace(/[\s\-().]/g, "");
  const match = /^(?:\+?88)?0?(1[3-9]\d{8})$/.exec(digits);
  return match ? `+880${match[1]}` : null;
}

/** A class as the form posts it: the batch and the class's start, `<batch id>_<ISO instant>`. */
export const classValue = (batchId: string, startsAt: Date) => `${batchId}_${startsAt.toISOString()}`;

const CLASS_VALUE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/i;

export function parseClassValue(value: string) {
  const match = CLASS_VALUE.exec(value);
  if (!match) return null;
  const startsAt = new Date(match[2]!);
  return Number.isNaN(startsAt.getTime()) ? null : { batchId: match[1]!.toLowerCase(), startsAt };
}

export const trialSchema = z.object({
  classTime: requiredText(() => trialMessages.chooseClass).check(
    z.refine(
      (v) => parseClassValue(v) !== null,
      said(() => trialMessages.chooseClass),
    ),
  ),
  name: requiredText(() => trialMessages.name).check(
    z.maxLength(
      120,
      said(() => m.public_name_under({ max: localDigits(120) })),
    ),
  ),
  whatsapp: z.pipe(
    requiredText(() => trialMessages.whatsappMissing).check(
      latinDigits(),
      z.maxLength(
        40,
        said(() => trialMessages.whatsappInvalid),
      ),
      z.refine(
        (v) => bangladeshMobile(v) !== null,
        said(() => trialMessages.whatsappInvalid),
      ),
    ),
    z.transform((v) => bangladeshMobile(v) ?? v),
  ),
  email: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(
          254,
          said(() => trialMessages.invalidEmail),
        ),
        z.regex(
          EMAIL_PATTERN,
          said(() => trialMessages.invalidEmail),
        ),
        z.toLowerCase(),
      ),
    ),
    z.transform((v) => v || null),
  ),
  childName,
  childAge,
});

export type TrialInput = z.output<typeof trialSchema>;

export const trialErrorToast: Toast = {
  get title() {
    return m.public_missing_title();
  },
  get description() {
    return m.public_check_fields();
  },
  variant: "destructive",
};

export const trialCancelledToast = (classTime: string): Toast => ({
  title: m.public_trial_cancelled_title(),
  description: m.public_trial_cancelled_text({ time: classTime }),
  variant: "success",
});
