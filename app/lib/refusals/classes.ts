import { m } from "~/paraglide/messages";

/**
 * Why an answer to an outdoor session was refused: not one of the child's sessions, answers have closed, or 'We'll be
 * there' without the term's agreement to the outdoor policy.
 */
export type RsvpRefusal = "missing" | "closed" | "consent";

const words: Record<RsvpRefusal, () => string> = {
  missing: m.ops_rsvp_missing,
  closed: m.ops_rsvp_closed,
  consent: m.care_rsvp_consent_needed,
};

export const rsvpRefusalText = (reason: RsvpRefusal) => words[reason]();
