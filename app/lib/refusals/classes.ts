import { m } from "~/paraglide/messages";

/** Why an answer to an outdoor session was refused: not one of the child's sessions, or answers have closed. */
export type RsvpRefusal = "missing" | "closed";

const words: Record<RsvpRefusal, () => string> = { missing: m.ops_rsvp_missing, closed: m.ops_rsvp_closed };

export const rsvpRefusalText = (reason: RsvpRefusal) => words[reason]();
