import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";

/** The dashboard overview's 'This week at home' card body (docs/product.md#home-practice). */
export function PracticeSummary({ card }: { card: { activities: number; loggedToday: number } }) {
  if (card.activities === 0) return <p className="text-slate-600">{m.practice_card_none()}</p>;
  return (
    <>
      <p className="font-semibold text-ink">{m.practice_card_activities({ count: localDigits(card.activities) })}</p>
      <p className="mt-1 text-sm text-slate-600">
        {card.loggedToday === 0
          ? m.practice_card_log_today()
          : m.practice_card_logged_today({ count: localDigits(card.loggedToday), total: localDigits(card.activities) })}
      </p>
    </>
  );
}
