import { Link } from "react-router";
import { StaffText } from "~/components/staff-text";
import { formatLongDate } from "~/lib/format";
import { m } from "~/paraglide/messages";
import { Badge } from "~/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";

/** The targets being taught now, in the school's words for parents. */
export function WorkingOnNow({ targets }: { targets: Array<{ code: string; textEn: string; textBn: string | null }> }) {
  return (
    <Card data-testid="working-on-now">
      <CardHeader>
        <CardTitle as="h3">{m.skills_working_on_now()}</CardTitle>
      </CardHeader>
      <CardContent>
        {targets.length === 0 ? (
          <p className="text-slate-700">{m.skills_working_on_none()}</p>
        ) : (
          <ul className="flex list-disc flex-col gap-2 pl-5">
            {targets.map((target) => (
              <li key={target.code}>
                <StaffText en={target.textEn} bn={target.textBn} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type ReviewEntry = {
  id: string;
  cycleStart: string;
  cycleEnd: string;
  publishedAt: Date | null;
  acknowledgedAt: Date | null;
};

/** The child's published reviews, newest first, each opening its own page. */
export function ReviewList({ reviews }: { reviews: ReviewEntry[] }) {
  return (
    <Card data-testid="review-list">
      <CardHeader>
        <CardTitle as="h3">{m.skills_reviews_title()}</CardTitle>
      </CardHeader>
      <CardContent>
        {reviews.length === 0 ? (
          <p className="text-slate-700">{m.skills_reviews_none()}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {reviews.map((review) => (
              <li key={review.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <Link
                    to={`/dashboard/progress/reviews/${review.id}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {m.skills_review_of({
                      start: formatLongDate(review.cycleStart),
                      end: formatLongDate(review.cycleEnd),
                    })}
                  </Link>
                  <span className="block text-sm text-slate-600">
                    {m.skills_published_on({ date: formatLongDate(review.publishedAt) })}
                  </span>
                </span>
                {review.acknowledgedAt ? (
                  <Badge tone="success">{m.skills_read_badge()}</Badge>
                ) : (
                  <Badge tone="attention">{m.skills_new_badge()}</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
