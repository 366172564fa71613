import { m } from "~/paraglide/messages";
import { ageMessages } from "../enrolment";
import { applicationMessages } from "../schemas/application";
import { decisionMessages } from "../schemas/enrolment-decision";
import type { Programme } from "../statuses";

/**
 * Why an application, an offer or a place was not changed: the enrolment data functions answer one of these, and the
 * page (the parent's or the console's) words it in the reader's language. `age-<programme>` names the programme whose
 * age rule the child does not meet.
 */
export type EnrolmentRefusal =
  | "not-found"
  | "batch-not-found"
  | "child-not-found"
  | "closed"
  | "duplicate"
  | `age-${Programme}`
  | "full"
  | "not-decidable"
  | "expired"
  | "not-offered"
  | "not-live"
  | "not-movable"
  | "same-batch"
  | "programme"
  | "target-ended"
  | "target-full"
  | "target-duplicate";

const words: Record<EnrolmentRefusal, () => string> = {
  "not-found": m.enrol_err_gone,
  "batch-not-found": m.enrol_err_batch_gone,
  "child-not-found": () => applicationMessages.unknownChild,
  closed: () => applicationMessages.closed,
  duplicate: () => applicationMessages.duplicate,
  "age-preschool": () => ageMessages.preschool,
  "age-adventure": () => ageMessages.adventure,
  "age-hybrid": () => ageMessages.hybrid,
  full: () => decisionMessages.full,
  "not-decidable": () => decisionMessages.notDecidable,
  expired: m.enrol_err_offer_expired,
  "not-offered": m.enrol_err_not_offered,
  "not-live": m.enrol_err_not_live,
  "not-movable": m.enrol_err_not_movable,
  "same-batch": m.enrol_err_same_batch,
  programme: m.enrol_err_other_programme,
  "target-ended": m.enrol_err_target_ended,
  "target-full": m.enrol_err_target_full,
  "target-duplicate": m.enrol_err_target_duplicate,
};

export const enrolmentRefusalText = (reason: EnrolmentRefusal) => words[reason]();
