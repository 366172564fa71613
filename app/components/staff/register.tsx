import { Link } from "react-router";
import { formatClassTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import { buttonClass } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";

export type RecentClass = { date: string; startsAt: Date; endsAt: Date; marked: number; present: number };

/** The batch page's Register: each class of the last 4 weeks with 'Take Register' (docs/product.md#attendance). */
export function RegisterCard({ batchId, classes }: { batchId: string; classes: RecentClass[] }) {
  return (
    <Card id="register" className="mt-6">
      <CardHeader>
        <CardTitle>{m.att_register()}</CardTitle>
        <p className="text-sm text-slate-600">{m.att_register_description()}</p>
      </CardHeader>
      <CardContent>
        {classes.length === 0 ? (
          <p className="text-slate-600">{m.att_no_recent_classes()}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="register-classes">
            {classes.map((c) => (
              <li key={c.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <time dateTime={c.startsAt.toISOString()} className="text-ink">
                    {formatClassTime(c.startsAt, c.endsAt)}
                  </time>
                  <span className="text-sm text-slate-600">
                    {" · "}
                    {c.marked > 0
                      ? m.att_register_taken({ present: localDigits(c.present), marked: localDigits(c.marked) })
                      : m.att_register_not_taken()}
                  </span>
                </span>
                <Link
                  to={`/staff/batches/${batchId}/register/${c.date}`}
                  className={buttonClass(c.marked > 0 ? "outline" : "primary", "sm")}
                >
                  {c.marked > 0 ? m.att_correct_register() : m.att_take_register()}
                  <span className="sr-only"> {formatClassTime(c.startsAt, c.endsAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
