import { m } from "~/paraglide/messages";
import { localDigits } from "../i18n/digits";

/** Why staff cannot lower a batch's capacity that far: the places already accepted or offered, in words. */
export const capacityBelowTakenText = (taken: number) =>
  taken === 1
    ? m.ops_capacity_below_taken_one({ taken: localDigits(taken) })
    : m.ops_capacity_below_taken_many({ taken: localDigits(taken) });
