import { m } from "~/paraglide/messages";
import { ageMessages } from "../enrolment";
import type { Programme } from "../statuses";

/**
 * Why a trial booking was refused: the class is no longer bookable, it is full, or the child's age does not meet the
 * named programme's rule.
 */
export type TrialRefusal = "gone" | "full" | `age-${Programme}`;

const words: Record<TrialRefusal, () => string> = {
  gone: m.public_trial_gone,
  full: m.public_trial_full,
  "age-preschool": () => ageMessages.preschool,
  "age-adventure": () => ageMessages.adventure,
  "age-hybrid": () => ageMessages.hybrid,
};

export const trialRefusalText = (reason: TrialRefusal) => words[reason]();
