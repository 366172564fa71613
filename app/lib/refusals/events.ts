import { m } from "~/paraglide/messages";
import { localDigits } from "../i18n/digits";

/** Why a registration for an event was refused: it is gone, or it has fewer places left than asked for. */
export type EventRefusal = { reason: "missing" } | { reason: "full"; placesLeft: number };

export function eventRefusalText(refusal: EventRefusal) {
  if (refusal.reason === "missing") return m.public_events_gone();
  const left = refusal.placesLeft;
  return left === 0
    ? m.public_events_full()
    : left === 1
      ? m.public_events_only_one_left()
      : m.public_events_only_left({ left: localDigits(left) });
}
