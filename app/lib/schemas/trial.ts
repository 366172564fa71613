import * as z from "zod/mini";
import type { Toast } from "../toast";
import { EMAIL_PATTERN, requiredText } from "./fields";
import { childAge, childName } from "./profile";

/** Issue 14, "Free trial classes": the /trial booking form, its messages and the rules it shares with the server. */
export const trialMessages = {
  chooseClass: "Please choose a class.",
  name: "Please enter your name.",
  whatsappMissing: "Please enter your WhatsApp number.",
  whatsappInvalid: "Please enter a Bangladeshi mobile number, like +880 1712-345678.",
  invalidEmail: "Please enter a valid email address.",
  full: "That class is full. Please choose another time.",
  gone: "That class can no longer be booked. Please choose another time.",
} as const;

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
  classTime: requiredText(trialMessages.chooseClass).check(
    z.refine((v) => parseClassValue(v) !== null, trialMessages.chooseClass),
  ),
  name: requiredText(trialMessages.name).check(z.maxLength(120, "Please keep the name under 120 characters.")),
  whatsapp: z.pipe(
    requiredText(trialMessages.whatsappMissing).check(
      z.maxLength(40, trialMessages.whatsappInvalid),
      z.refine((v) => bangladeshMobile(v) !== null, trialMessages.whatsappInvalid),
    ),
    z.transform((v) => bangladeshMobile(v) ?? v),
  ),
  email: z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(254, trialMessages.invalidEmail),
          z.regex(EMAIL_PATTERN, trialMessages.invalidEmail),
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
  title: "Missing Information",
  description: "Please check the highlighted fields.",
  variant: "destructive",
};

export const trialCancelledToast = (classTime: string): Toast => ({
  title: "Trial Class Cancelled",
  description: `Your trial class on ${classTime} is cancelled. You are welcome to book another time.`,
  variant: "success",
});
