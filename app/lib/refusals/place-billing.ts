import { m } from "~/paraglide/messages";

/**
 * Why Renew or Cancel of a place was refused: the data functions answer one of these, and the page words it in the
 * reader's language.
 */
export type PlaceRefusal = "not-found" | "not-renewable" | "ending" | "batch-ends";

const words: Record<PlaceRefusal, () => string> = {
  "not-found": m.dash_place_refused_not_found,
  "not-renewable": m.dash_place_refused_not_renewable,
  ending: m.dash_place_refused_ending,
  "batch-ends": m.dash_place_refused_batch_ends,
};

export const placeRefusalText = (reason: PlaceRefusal) => words[reason]();
