import { data, Form } from "react-router";
import { Icon } from "~/components/marketing/icons";
import { PageHeader, Section } from "~/components/marketing/layout";
import { trialNextSteps } from "~/content/trial";
import { programmeLabels } from "~/lib/enrolment";
import { formatClassTime } from "~/lib/format";
import { trialCancelledToast } from "~/lib/schemas/trial";
import { seo } from "~/lib/seo";
import { site, whatsappHref } from "~/lib/site-config";
import { cancelTrialBooking, findTrialBooking } from "~/server/data/trials.server";
import { redirectWithToast } from "~/server/flash.server";
import { Button, ButtonLink, buttonClass } from "~/ui/button";
import type { Route } from "./+types/trial-booked";
import { readPublicForm } from "./public-form.server";

/**
 * /trial/booked/:id: a trial booking's own page, reached after booking and from the confirmation email. The random
 * id is the key, so the page shows only the class and what happens next (never the family's names or number), stops
 * answering once the class is over, and is never cached or indexed.
 */

export const meta: Route.MetaFunction = (args) => [
  ...seo(args, {
    title: "Your Trial Class",
    description: "Your free trial class: the date and time, what happens next, and how to cancel.",
  }),
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params }: Route.LoaderArgs) {
  const booking = await findTrialBooking(params.id);
  if (!booking) throw data(null, { status: 404 });
  return { booking };
}

/** Cancelling (PRODUCT 36): a posted form, from the same site, within the public forms' budget. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await readPublicForm(request, context.clientIp);
  const cancelled = await cancelTrialBooking(params.id);
  if (!cancelled) throw data(null, { status: 404 });
  return redirectWithToast("/trial", trialCancelledToast(formatClassTime(cancelled.startsAt, cancelled.endsAt)));
}

export default function TrialBookedPage({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const when = formatClassTime(booking.startsAt, booking.endsAt);
  return (
    <main id="main">
      <PageHeader
        eyebrow="Free trial class"
        title="Your trial class is booked"
        intro={
          <p>
            See you on <strong className="text-ink">{when}</strong> (Dhaka time).
          </p>
        }
      />
      <Section>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="min-w-0 space-y-8">
            <section
              aria-labelledby="booked-class"
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id="booked-class" className="text-xl font-extrabold text-ink">
                The class
              </h2>
              <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-slate-600">Date and time</dt>
                <dd className="text-ink" data-testid="trial-class-time">
                  {when} <span className="text-slate-600">(Asia/Dhaka)</span>
                </dd>
                <dt className="font-semibold text-slate-600">Programme</dt>
                <dd className="text-ink">{programmeLabels[booking.programme]}</dd>
                <dt className="font-semibold text-slate-600">Batch</dt>
                <dd className="text-ink">{booking.batchName}</dd>
              </dl>
              <div className="mt-6 flex flex-wrap gap-3">
                <a
                  href={`/trial/booked/${booking.id}/calendar.ics`}
                  download="trial-class.ics"
                  className={buttonClass("primary", "md")}
                >
                  <Icon name="calendar" className="h-5 w-5" />
                  Add to calendar
                </a>
                <ButtonLink to="/class-model" variant="outline">
                  How classes work
                </ButtonLink>
              </div>
            </section>

            <section aria-labelledby="booked-next">
              <h2 id="booked-next" className="text-xl font-extrabold text-ink">
                What happens next
              </h2>
              <ol className="mt-4 space-y-4">
                {trialNextSteps.map((step, i) => (
                  <li key={step} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex h-8 w-8 flex-none items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {i + 1}
                    </span>
                    <span className="pt-1 text-slate-700">
                      {step}
                      {i === 0 ? ` It ends in ${booking.whatsappEnding}.` : null}
                    </span>
                  </li>
                ))}
              </ol>
              <p className="mt-5 text-slate-700">
                {booking.emailed
                  ? "We have emailed you these details with a calendar file."
                  : "Keep this page's address if you may need to cancel: it is the only way back to this booking."}
              </p>
            </section>
          </div>

          <aside aria-labelledby="booked-help" className="min-w-0 space-y-6 self-start">
            <div className="rounded-2xl bg-brand-800 p-6 text-white">
              <h2 id="booked-help" className="text-xl font-extrabold">
                Questions?
              </h2>
              <p className="mt-2 text-brand-50">
                Call us on{" "}
                <a href={site.phoneHref} className="font-semibold text-white underline underline-offset-4">
                  {site.phone}
                </a>{" "}
                or message us on WhatsApp.
              </p>
              <a
                href={whatsappHref("Hello! I have a question about my child's trial class.")}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-brand-900 hover:bg-brand-50"
              >
                Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
            {booking.cancellable ? (
              <details className="group rounded-2xl border border-slate-200 bg-white p-6">
                <summary className="cursor-pointer font-semibold text-ink">Can't make it? Cancel this booking</summary>
                <p className="mt-3 text-slate-700">
                  Cancelling frees the place for another child. You can book another time afterwards.
                </p>
                <Form method="post" className="mt-4">
                  <Button type="submit" variant="destructive">
                    Cancel Trial Class
                  </Button>
                </Form>
              </details>
            ) : null}
          </aside>
        </div>
      </Section>
    </main>
  );
}
