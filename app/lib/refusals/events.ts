import { m } from "~/paraglide/messages";
import { localDigits } from "../i18n/digits";
import { workshopLimits } from "../schemas/workshop";

/**
 * Why a registration for an event was refused: it is gone, it has fewer places left than asked for, the phone number
 * or email is already registered for it, or a registration without an account asked for more places than it may.
 */
export type EventRefusal =
  | { reason: "missing" | "already-registered" | "anonymous-places" }
  | { reason: "full"; placesLeft: number };

/** The form field a refusal is about; null for the event itself. */
export const eventRefusalField = (refusal: EventRefusal) =>
  refusal.reason === "full" || refusal.reason === "anonymous-places"
    ? ("attendees" as const)
    : refusal.reason === "already-registered"
      ? ("contact" as const)
      : null;

export function eventRefusalText(refusal: EventRefusal) {
  if (refusal.reason === "missing") return m.public_events_gone();
  if (refusal.reason === "already-registered") return m.public_events_already_registered();
  if (refusal.reason === "anonymous-places") {
    return m.public_events_anonymous_places({ max: localDigits(workshopLimits.anonymousAttendeesMax) });
  }
  const left = "placesLeft" in refusal ? refusal.placesLeft : 0;
  return left === 0
    ? m.public_events_full()
    : left === 1
      ? m.public_events_only_one_left()
      : m.public_events_only_left({ left: localDigits(left) });
}
