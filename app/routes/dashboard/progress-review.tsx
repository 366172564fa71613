import { data, Form, Link } from "react-router";
import { dashboardMeta } from "~/components/dashboard/meta";
import { ReviewDocument } from "~/components/skills/review-document";
import { enhanceData } from "~/lib/enhance-contract";
import { formatLongDate } from "~/lib/format";
import { m } from "~/paraglide/messages";
import { requestTime } from "~/server/clock.server";
import { acknowledgeReview, parentReview } from "~/server/data/skills/reviews.server";
import { requireFamily } from "~/server/family-session.server";
import { redirectWithToast } from "~/server/flash.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Button, buttonClass } from "~/ui/button";
import type { Route } from "./+types/progress-review";

export const meta: Route.MetaFunction = ({ data }) =>
  dashboardMeta(data ? m.skills_review_title({ child: data.review.childName }) : m.skills_reviews_title());

/** One published review of the family's own child, frozen at publication; anyone else's answers 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const review = await parentReview(family.accountId, params.reviewId);
  if (!review) throw data(null, { status: 404 });
  return { review };
}

/** 'We've read it': recorded once; another family's review answers 404. */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request, "acknowledgeReview");
  await readTextForm(request);
  if (!(await acknowledgeReview(family, params.reviewId, requestTime(request)))) throw data(null, { status: 404 });
  return redirectWithToast(`/dashboard/progress/reviews/${params.reviewId}`, {
    title: m.skills_ack_toast(),
    description: m.skills_ack_toast_description(),
    variant: "success",
  });
}

export default function ProgressReviewPage({ loaderData }: Route.ComponentProps) {
  const { review } = loaderData;
  return (
    <ReviewDocument
      review={review}
      actions={
        <>
          {review.acknowledgedAt ? (
            <p className="font-semibold text-green-800" data-testid="acknowledged">
              {m.skills_read_on({ date: formatLongDate(review.acknowledgedAt) })}
            </p>
          ) : (
            <Form method="post">
              <Button type="submit" pendingLabel={m.skills_ack_pending()}>
                {m.skills_ack_button()}
              </Button>
            </Form>
          )}
          {/* The enhancement script prints; without it the browser's own menu prints the same page. */}
          <Button type="button" variant="outline" {...enhanceData({ print: "" })} className="no-js:hidden">
            {m.skills_print()}
          </Button>
          <Link to="/dashboard/progress" className={buttonClass("ghost")}>
            {m.skills_back_to_progress()}
          </Link>
        </>
      }
    />
  );
}
