import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { Icon } from "~/components/marketing/icons";
import { PageHeader, Section } from "~/components/marketing/layout";
import { CallUs } from "~/components/marketing/local";
import { Sentence } from "~/components/sentence";
import { StaffText } from "~/components/staff-text";
import { contentIn } from "~/content/by-language";
import { programmeLabels } from "~/lib/enrolment";
import { formatClassTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { type Language, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { trialRefusalText } from "~/lib/refusals/trials";
import { parseForm } from "~/lib/schemas/parse-form";
import { type TrialInput, trialErrorToast, trialPlaceholders, trialSchema } from "~/lib/schemas/trial";
import { seo } from "~/lib/seo";
import { enrolment, site, whatsappHref } from "~/lib/site-config";
import { type Programme, programmes } from "~/lib/statuses";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { bookTrial, type TrialBatch, trialOffer } from "~/server/data/trials.server";
import { redirectWithToast } from "~/server/flash.server";
import { currentLanguage } from "~/server/language.server";
import { clientKey, enforce } from "~/server/rate-limit.server";
import { Button, ButtonLink, buttonClass } from "~/ui/button";
import { Field, FieldError, Honeypot } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/trial";
import { readPublicForm } from "./public-form.server";

// No handle: the page shows live places, so it ships no script and is not kept in the anonymous page cache.

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.public_trial_meta_title(),
    description: m.public_trial_meta_description({ brand: site.name }),
  });

export async function loader() {
  return trialOffer();
}

const bookedToast = (): Toast => ({
  title: m.public_trial_booked_title(),
  description: m.public_trial_booked_text(),
  variant: "success",
});

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, isBot } = await readPublicForm(request, context.clientIp);
  const language = currentLanguage();
  if (isBot) return redirectWithToast(localized("/trial", language), bookedToast());
  const submission = parseForm(formData, trialSchema);
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), toast: { ...trialErrorToast } }, { status: 400 });
  }
  // A typed address is mailed: that budget too (README, "Rate limits").
  if (submission.value.email) await enforce("mailPerIp", clientKey(context.clientIp));
  const result = await bookTrial(submission.value);
  if (!result.ok) {
    const message = trialRefusalText(result.reason);
    const title = {
      childAge: m.public_trial_check_age,
      classTime: m.public_trial_other_time,
      whatsapp: m.public_trial_has_trials_title,
      email: m.public_trial_has_trials_title,
    }[result.field]();
    return data(
      {
        lastResult: submission.reply({ fieldErrors: { [result.field]: [message] } }),
        toast: { title, description: message, variant: "destructive" } satisfies Toast,
      },
      { status: 409 },
    );
  }
  // A repeat is told so in general terms: the booking's own page, whose address cancels it, is for its booker only.
  if (!result.created) return { alreadyBooked: true as const };
  return redirectWithToast(localized(`/trial/booked/${result.id}`, language), bookedToast());
}

const digitsIn = (language: Language) => (n: number) => localDigits(n, language);

const ageHint = (language: Language) =>
  programmes
    .map((p) => {
      const { min, max } = enrolment.programmes[p].ages;
      const d = digitsIn(language);
      return m.public_trial_age_hint({ programme: programmeLabels[p], min: d(min), max: d(max) });
    })
    .join(" · ");

export default function TrialPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batches, full } = loaderData;
  const language = useLanguage();
  const { trialPage, trialPlacesNote } = contentIn(language).trial;
  const answer = actionData && "alreadyBooked" in actionData ? null : actionData;
  return (
    <main id="main">
      <Toaster toasts={[answer?.toast]} />
      <PageHeader eyebrow={trialPage.eyebrow} title={trialPage.title} intro={<p>{trialPage.intro}</p>} />
      <Section>
        <FullNotices programmes={full} language={language} />
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          {actionData && "alreadyBooked" in actionData ? (
            <AlreadyBooked language={language} />
          ) : batches.length === 0 ? (
            <NoClasses language={language} title={trialPage.emptyTitle} text={trialPage.emptyText} />
          ) : (
            <BookingForm
              batches={batches}
              lastResult={answer?.lastResult}
              language={language}
              title={trialPage.formTitle}
            />
          )}
          <aside
            aria-labelledby="trial-how"
            className="min-w-0 self-start rounded-2xl bg-brand-800 p-6 text-white sm:p-8"
          >
            <h2 id="trial-how" className="text-2xl font-extrabold">
              {trialPage.asideTitle}
            </h2>
            <ul className="mt-5 space-y-4">
              {trialPage.aside.map((point) => (
                <li key={point} className="flex gap-3">
                  <Icon name="check" className="mt-0.5 h-5 w-5 flex-none text-sun-400" />
                  <span className="text-brand-50">{point}</span>
                </li>
              ))}
              <li className="flex gap-3">
                <Icon name="check" className="mt-0.5 h-5 w-5 flex-none text-sun-400" />
                <span className="text-brand-50">{trialPlacesNote}</span>
              </li>
            </ul>
            <p className="mt-6 text-brand-50">
              <Sentence write={(link) => m.public_trial_questions({ link })}>
                <a
                  href={whatsappHref(m.public_trial_whatsapp_question())}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-white underline underline-offset-4"
                >
                  {m.public_ask_whatsapp()}
                  <span className="sr-only">{m.public_new_tab()}</span>
                </a>
              </Sentence>
            </p>
          </aside>
        </div>
      </Section>
    </main>
  );
}

function BookingForm({
  batches,
  lastResult,
  language,
  title,
}: {
  batches: TrialBatch[];
  lastResult: Parameters<typeof useForm<TrialInput>>[0]["lastResult"];
  language: Language;
  title: string;
}) {
  const [form, fields] = useForm<TrialInput>({
    id: "trial",
    lastResult,
    constraint: getZodConstraint(trialSchema),
  });
  return (
    <section aria-labelledby="trial-form" className="min-w-0">
      <h2 id="trial-form" className="text-2xl font-extrabold text-ink">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{m.public_trial_times_note()}</p>
      <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-8">
        <Honeypot />
        <ClassChoice meta={fields.classTime} batches={batches} language={language} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.name} label={m.public_trial_your_name()} autoComplete="name" />
          <Field
            meta={fields.whatsapp}
            label={m.public_trial_whatsapp()}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={trialPlaceholders.whatsapp}
          />
          <Field
            meta={fields.email}
            label={
              <>
                {m.public_trial_email()} <span className="font-normal text-slate-600">{m.public_trial_optional()}</span>
              </>
            }
            type="email"
            autoComplete="email"
            placeholder={trialPlaceholders.email}
            hint={m.public_trial_email_hint()}
            className="sm:col-span-2"
          />
          <Field meta={fields.childName} label={m.public_trial_child_name()} autoComplete="off" />
          <Field
            meta={fields.childAge}
            label={m.public_trial_child_age()}
            // Bangla digits are welcome (the schema reads them); a number input would refuse them.
            {...(language === "bn" ? { type: "text" } : { type: "number", min: 1, max: 18 })}
            inputMode="numeric"
            hint={ageHint(language)}
          />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {m.public_trial_submit()}
        </Button>
      </Form>
    </section>
  );
}

/** 'Class': one radio card per bookable class, grouped by batch, each with the places left. */
function ClassChoice({
  meta,
  batches,
  language,
}: {
  meta: FieldMetadata<string>;
  batches: TrialBatch[];
  language: Language;
}) {
  const errorId = `${meta.id}-error`;
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} className="min-w-0">
      <legend className="text-sm font-semibold text-ink">{m.public_trial_class()}</legend>
      <FieldError id={errorId} errors={meta.errors} />
      <div className="mt-3 space-y-6">
        {batches.map((batch) => {
          const { min, max } = enrolment.programmes[batch.programme].ages;
          const d = digitsIn(language);
          return (
            <fieldset key={batch.id} className="min-w-0">
              <legend className="font-bold text-ink">
                {programmeLabels[batch.programme]}
                <span className="font-normal text-slate-600">
                  {" "}
                  · <StaffText en={batch.name} bn={batch.nameBn} translate="no" /> ·{" "}
                  {m.public_trial_batch_ages({ min: d(min), max: d(max) })}
                </span>
              </legend>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {batch.classes.map((c) => {
                  const id = `${meta.id}-${c.value}`;
                  return (
                    <li key={c.value}>
                      <label
                        htmlFor={id}
                        className="flex h-full cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40"
                      >
                        <input
                          id={id}
                          type="radio"
                          name={meta.name}
                          value={c.value}
                          defaultChecked={meta.initialValue === c.value}
                          aria-invalid={invalid || undefined}
                          className="mt-1 h-5 w-5 flex-none accent-brand-700"
                        />
                        <ClassTime
                          startsAt={c.startsAt}
                          endsAt={c.endsAt}
                          placesLeft={c.placesLeft}
                          language={language}
                        />
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}

/** 'Friday, December 4, 2026, 7:00-8:00 PM' with the day on its own line, then the time and the places left. */
function ClassTime({
  startsAt,
  endsAt,
  placesLeft,
  language,
}: {
  startsAt: Date;
  endsAt: Date;
  placesLeft: number;
  language: Language;
}) {
  const when = formatClassTime(startsAt, endsAt, language);
  const split = when.lastIndexOf(", ");
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-ink">{when.slice(0, split + 1)}</span>{" "}
      <span className="block text-slate-800">
        <span className="font-semibold">{when.slice(split + 2)}</span>
        <span className="text-slate-600">
          {" "}
          ·{" "}
          {placesLeft === 1
            ? m.public_trial_place_left()
            : m.public_trial_places_left({ count: digitsIn(language)(placesLeft) })}
        </span>
      </span>
    </span>
  );
}

function AlreadyBooked({ language }: { language: Language }) {
  return (
    <section
      aria-labelledby="trial-already"
      className="min-w-0 self-start rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8"
    >
      <h2 id="trial-already" className="text-2xl font-extrabold text-ink">
        {m.public_trial_already_title()}
      </h2>
      <p className="mt-3 text-slate-700">{m.public_trial_already_text()}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={whatsappHref(m.public_trial_whatsapp_question())}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "lg")}
        >
          {m.public_chat_whatsapp()}
          <span className="sr-only">{m.public_new_tab()}</span>
        </a>
        <ButtonLink to={localized("/trial", language)} variant="outline" size="lg">
          {m.public_trial_book_another()}
        </ButtonLink>
      </div>
    </section>
  );
}

/** 'Preschool trials are full for the next four weeks', per programme with no trial place left, and the way forward. */
function FullNotices({ programmes: full, language }: { programmes: Programme[]; language: Language }) {
  if (full.length === 0) return null;
  const words = contentIn(language).trial.trialPage;
  return (
    <div className="mb-10 space-y-4">
      {full.map((programme) => (
        <section
          key={programme}
          aria-labelledby={`trial-full-${programme}`}
          className="min-w-0 rounded-2xl border border-sun-400 bg-sun-100 p-5 sm:p-6"
          data-testid="trial-full"
        >
          <h2 id={`trial-full-${programme}`} className="text-xl font-extrabold text-ink">
            {words.full[programme]}
          </h2>
          <p className="mt-2 text-slate-800">{words.fullText}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={localized("/enroll", language)}>{words.joinWaitlist}</ButtonLink>
            <a
              href={whatsappHref(m.public_trial_whatsapp_book())}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("outline", "md")}
            >
              {words.messageWhatsapp}
              <span className="sr-only">{m.public_new_tab()}</span>
            </a>
          </div>
        </section>
      ))}
    </div>
  );
}

function NoClasses({ language, title, text }: { language: Language; title: string; text: string }) {
  return (
    <section
      aria-labelledby="trial-none"
      className="min-w-0 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <h2 id="trial-none" className="text-2xl font-extrabold text-ink">
        {title}
      </h2>
      <p className="mt-3 text-slate-700">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={whatsappHref(m.public_trial_whatsapp_book())}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "lg")}
        >
          {m.public_chat_whatsapp()}
          <span className="sr-only">{m.public_new_tab()}</span>
        </a>
        <ButtonLink to={localized("/contact", language)} variant="outline" size="lg">
          {m.public_contact_us()}
        </ButtonLink>
      </div>
      <p className="mt-4 text-slate-700">
        <CallUs language={language} />{" "}
        <Sentence write={(link) => m.public_trial_also_see({ link })}>
          <Link
            to={localized("/class-model", language)}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {m.public_trial_class_model()}
          </Link>
        </Sentence>
      </p>
    </section>
  );
}
