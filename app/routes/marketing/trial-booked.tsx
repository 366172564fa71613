import { data, Form } from "react-router";
import { Icon } from "~/components/marketing/icons";
import { PageHeader, Section } from "~/components/marketing/layout";
import { Sentence } from "~/components/sentence";
import { StaffText } from "~/components/staff-text";
import { contentIn } from "~/content/by-language";
import { programmeLabels } from "~/lib/enrolment";
import { formatClassTime } from "~/lib/format";
import { toBanglaDigits } from "~/lib/i18n/digits";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { trialCancelledToast } from "~/lib/schemas/trial";
import { seo } from "~/lib/seo";
import { site, whatsappHref } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { cancelTrialBooking, findTrialBooking } from "~/server/data/trials.server";
import { redirectWithToast } from "~/server/flash.server";
import { currentLanguage } from "~/server/language.server";
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
    title: m.public_booked_meta_title(),
    description: m.public_booked_meta_description(),
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const booking = await findTrialBooking(params.id);
  if (!booking) throw data(null, { status: 404 });
  return { booking };
}

/**
 * Cancelling (docs/product.md#free-trial-classes): a posted form, from the same site, within the public forms' budget.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await readPublicForm(request, context.clientIp);
  const cancelled = await cancelTrialBooking(params.id);
  if (!cancelled) throw data(null, { status: 404 });
  const language = currentLanguage();
  return redirectWithToast(
    localized("/trial", language),
    trialCancelledToast(formatClassTime(cancelled.startsAt, cancelled.endsAt, language)),
  );
}

export default function TrialBookedPage({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const language = useLanguage();
  const { trialNextSteps } = contentIn(language).trial;
  const when = formatClassTime(booking.startsAt, booking.endsAt, language);
  return (
    <main id="main">
      <PageHeader
        eyebrow={m.public_booked_eyebrow()}
        title={m.public_booked_title()}
        intro={
          <p>
            <Sentence write={(marker) => m.public_booked_see_you({ when: marker })}>
              <strong className="text-ink">{when}</strong>
            </Sentence>
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
                {m.public_booked_class()}
              </h2>
              <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-slate-600">{m.public_booked_date_time()}</dt>
                <dd className="text-ink" data-testid="trial-class-time">
                  {when} <span className="text-slate-600">{m.public_booked_zone()}</span>
                </dd>
                <dt className="font-semibold text-slate-600">{m.public_booked_programme()}</dt>
                <dd className="text-ink">{programmeLabels[booking.programme]}</dd>
                <dt className="font-semibold text-slate-600">{m.public_booked_batch()}</dt>
                <dd className="text-ink">
                  <StaffText en={booking.batchName} bn={booking.batchNameBn} translate="no" />
                </dd>
              </dl>
              <div className="mt-6 flex flex-wrap gap-3">
                <a
                  href={`/trial/booked/${booking.id}/calendar.ics${language === "bn" ? "?lang=bn" : ""}`}
                  download="trial-class.ics"
                  className={buttonClass("primary", "md")}
                >
                  <Icon name="calendar" className="h-5 w-5" />
                  {m.public_booked_calendar()}
                </a>
                <ButtonLink to={localized("/class-model", language)} variant="outline">
                  {m.public_booked_how()}
                </ButtonLink>
              </div>
            </section>

            <section aria-labelledby="booked-next">
              <h2 id="booked-next" className="text-xl font-extrabold text-ink">
                {m.public_booked_next()}
              </h2>
              <ol className="mt-4 space-y-4">
                {trialNextSteps.map((step, i) => (
                  <li key={step} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex h-8 w-8 flex-none items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {language === "bn" ? toBanglaDigits(i + 1) : i + 1}
                    </span>
                    <span className="pt-1 text-slate-700">
                      {step}
                      {i === 0
                        ? m.public_booked_ends_in({
                            ending: language === "bn" ? toBanglaDigits(booking.whatsappEnding) : booking.whatsappEnding,
                          })
                        : null}
                    </span>
                  </li>
                ))}
              </ol>
              <p className="mt-5 text-slate-700">
                {booking.emailed ? m.public_booked_emailed() : m.public_booked_keep_address()}
              </p>
            </section>

            <section aria-labelledby="booked-apply" className="rounded-2xl bg-sun-100 p-6">
              <h2 id="booked-apply" className="text-xl font-extrabold text-ink">
                {m.public_booked_apply()}
              </h2>
              <p className="mt-2 text-slate-700">{m.public_booked_apply_text()}</p>
              {/* The form starts from this booking (docs/product.md#free-trial-classes). */}
              <ButtonLink to={localized(`/enroll/apply?trial=${booking.id}`, language)} className="mt-4">
                {m.public_booked_apply()}
              </ButtonLink>
            </section>
          </div>

          <aside aria-labelledby="booked-help" className="min-w-0 space-y-6 self-start">
            <div className="rounded-2xl bg-brand-800 p-6 text-white">
              <h2 id="booked-help" className="text-xl font-extrabold">
                {m.public_booked_questions()}
              </h2>
              <p className="mt-2 text-brand-50">
                <Sentence write={(phone) => m.public_booked_call({ phone })}>
                  <a href={site.phoneHref} className="font-semibold text-white underline underline-offset-4">
                    {site.phone}
                  </a>
                </Sentence>
              </p>
              <a
                href={whatsappHref(m.public_booked_whatsapp_text())}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-brand-900 hover:bg-brand-50"
              >
                {m.public_chat_whatsapp()}
                <span className="sr-only">{m.public_new_tab()}</span>
              </a>
            </div>
            {booking.cancellable ? (
              <details className="group rounded-2xl border border-slate-200 bg-white p-6">
                <summary className="cursor-pointer font-semibold text-ink">{m.public_booked_cant_make_it()}</summary>
                <p className="mt-3 text-slate-700">{m.public_booked_cancel_text()}</p>
                <Form method="post" className="mt-4">
                  <Button type="submit" variant="destructive">
                    {m.public_booked_cancel()}
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
