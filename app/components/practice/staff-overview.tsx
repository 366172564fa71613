import { Link } from "react-router";
import { formatLongDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";

type Overview = {
  families: number;
  active: number;
  percent: number;
  quiet: Array<{ id: string; name: string; lastLog: string | null }>;
};

/** How many quiet families the card names; the rest are counted. */
const QUIET_SHOWN = 20;

/** The staff overview's 'Home practice this week' (docs/product.md#home-practice). */
export function PracticeOverviewCard({ overview }: { overview: Overview }) {
  return (
    <Card className="mt-6" data-testid="practice-overview">
      <CardHeader>
        <CardTitle>{m.practice_overview_title()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {overview.families === 0 ? (
          <p className="text-slate-700">{m.practice_overview_no_families()}</p>
        ) : (
          <p className="text-slate-800">
            <span className="text-3xl font-extrabold text-ink">{localDigits(overview.percent)}%</span>{" "}
            {m.practice_overview_share({
              active: localDigits(overview.active),
              families: localDigits(overview.families),
            })}
          </p>
        )}
        {overview.quiet.length ? (
          <div>
            <h3 className="mb-2 text-sm font-bold text-ink">{m.practice_overview_quiet()}</h3>
            <ul className="flex flex-col gap-1 text-sm" data-testid="practice-quiet">
              {overview.quiet.slice(0, QUIET_SHOWN).map((family) => (
                <li key={family.id}>
                  <Link
                    to={`/staff/parents/${family.id}`}
                    className="font-semibold text-brand-800 underline"
                    translate="no"
                  >
                    {family.name}
                  </Link>{" "}
                  <span className="text-slate-600">
                    ·{" "}
                    {family.lastLog
                      ? m.practice_overview_last_log({ date: formatLongDate(family.lastLog) })
                      : m.practice_overview_never()}
                  </span>
                </li>
              ))}
            </ul>
            {overview.quiet.length > QUIET_SHOWN ? (
              <p className="mt-1 text-sm text-slate-600">
                {m.practice_overview_more({ count: localDigits(overview.quiet.length - QUIET_SHOWN) })}
              </p>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
