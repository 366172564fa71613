import { m } from "~/paraglide/messages";
import { localDigits } from "../i18n/digits";

/** Why staff's choice of the batch that continues a cycle was refused (docs/product.md#the-next-cycle). */
export type ContinueRefusal =
  | "missing"
  | "same-batch"
  | "no-end-date"
  | "too-early"
  | "ended"
  | "already-chosen"
  | "other-programme"
  | "starts-too-early"
  | "closed"
  | "not-enough-seats";

const words: Record<Exclude<ContinueRefusal, "not-enough-seats">, () => string> = {
  missing: m.money_continue_err_missing,
  "same-batch": m.money_continue_err_same,
  "no-end-date": m.money_continue_err_no_end,
  "too-early": m.money_continue_err_too_early,
  ended: m.money_continue_err_ended,
  "already-chosen": m.money_continue_err_chosen,
  "other-programme": m.money_continue_err_programme,
  "starts-too-early": m.money_continue_err_starts,
  closed: m.money_continue_err_closed,
};

export function continueRefusalText(reason: ContinueRefusal, seats: { needed?: number; free?: number } = {}) {
  if (reason === "not-enough-seats")
    return m.money_continue_err_seats({
      needed: localDigits(seats.needed ?? 0),
      free: localDigits(seats.free ?? 0),
    });
  return words[reason]();
}
