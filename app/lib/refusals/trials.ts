import { m } from "~/paraglide/messages";
import { ageMessages } from "../enrolment";
import { localDigits } from "../i18n/digits";
import { enrolment } from "../site-config";
import type { Programme } from "../statuses";

/**
 * Why a trial booking was refused: the class is no longer bookable, it is full, the child's age does not meet the
 * named programme's rule, or the WhatsApp number or email already holds as many trials to come as one may.
 */
export type TrialRefusal = "gone" | "full" | `age-${Programme}` | "whatsapp-has-trials" | "email-has-trials";

const words: Record<TrialRefusal, () => string> = {
  gone: m.public_trial_gone,
  full: m.public_trial_full,
  "whatsapp-has-trials": () =>
    m.public_trial_whatsapp_has_trials({ count: localDigits(enrolment.openTrialsPerContact) }),
  "email-has-trials": () => m.public_trial_email_has_trials({ count: localDigits(enrolment.openTrialsPerContact) }),
  "age-preschool": () => ageMessages.preschool,
  "age-adventure": () => ageMessages.adventure,
  "age-hybrid": () => ageMessages.hybrid,
};

export const trialRefusalText = (reason: TrialRefusal) => words[reason]();
