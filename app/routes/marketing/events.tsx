import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { Icon } from "~/components/marketing/icons";
import { PageHeader, Section } from "~/components/marketing/layout";
import { formatClassTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { inTwoLanguages, type Language, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { eventRefusalField, eventRefusalText } from "~/lib/refusals/events";
import { type EventRegistrationInput, eventRegistrationSchema } from "~/lib/schemas/events";
import { parseForm } from "~/lib/schemas/parse-form";
import { workshopErrorToast, workshopLimits, workshopSuccessToast } from "~/lib/schemas/workshop";
import { seo } from "~/lib/seo";
import { site } from "~/lib/site-config";
import type { EventKind } from "~/lib/statuses";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { listUpcomingEvents, type PublicEvent, registerForEvent } from "~/server/data/events.server";
import { redirectWithToast } from "~/server/flash.server";
import { currentLanguage } from "~/server/language.server";
import { clientKey, enforce } from "~/server/rate-limit.server";
import { getSessionUser } from "~/server/session.server";
import { Button } from "~/ui/button";
import { Field, FormErrors, Honeypot } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/events";
import { readPublicForm } from "./public-form.server";

// No handle: the page shows live places, so it ships no script and is not kept in the anonymous page cache
// (docs/product.md#speed-budgets).

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.public_events_meta_title(),
    description: m.public_events_meta_description({ brand: site.name }),
  });

export const eventKindLabels: Record<EventKind, string> = {
  get workshop() {
    return m.public_events_kind_workshop();
  },
  get adventure() {
    return m.public_events_kind_adventure();
  },
};

export async function loader() {
  return { events: await listUpcomingEvents(new Date()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, isBot } = await readPublicForm(request, context.clientIp);
  const eventId = String(formData.get("eventId") ?? "");
  const back = localized("/events", currentLanguage());
  if (isBot) return redirectWithToast(back, workshopSuccessToast(m.public_events_the_event()));
  const submission = parseForm(formData, eventRegistrationSchema);
  if (submission.status !== "success") {
    return data({ eventId, lastResult: submission.reply(), toast: { ...workshopErrorToast } }, { status: 400 });
  }
  // A typed address may be mailed: that budget too (README, "Rate limits").
  if (submission.value.contact.includes("@")) await enforce("mailPerIp", clientKey(context.clientIp));
  const user = await getSessionUser(request);
  const result = await registerForEvent(submission.value, user?.id ?? null, new Date());
  if (!result.ok) {
    const message = eventRefusalText(result);
    const field = eventRefusalField(result);
    const toast: Toast = { title: m.public_events_not_registered(), description: message, variant: "destructive" };
    const lastResult = field
      ? submission.reply({ fieldErrors: { [field]: [message] } })
      : submission.reply({ formErrors: [message] });
    return data({ eventId, lastResult, toast }, { status: 409 });
  }
  return redirectWithToast(back, workshopSuccessToast(result.title));
}

export default function EventsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { events } = loaderData;
  const language = useLanguage();
  return (
    <main id="main">
      <Toaster toasts={[actionData?.toast]} />
      <PageHeader
        eyebrow={m.public_events_eyebrow()}
        title={m.public_events_title()}
        intro={<p>{m.public_events_intro()}</p>}
      />
      <Section>
        {events.length === 0 ? (
          <div className="max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-6" data-testid="no-events">
            <h2 className="text-2xl font-extrabold text-ink">{m.public_events_none_title()}</h2>
            <p className="mt-3 text-slate-700">{m.public_events_none_text({ phone: site.phone })}</p>
          </div>
        ) : (
          <ul className="grid gap-8">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  language={language}
                  lastResult={actionData?.eventId === event.id ? actionData.lastResult : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </main>
  );
}

function EventCard({
  event,
  language,
  lastResult,
}: {
  event: PublicEvent;
  language: Language;
  lastResult?: SubmissionResult<string[]>;
}) {
  const headingId = `event-${event.id}-title`;
  const full = event.placesLeft === 0;
  const { text: title, lang: titleLang } = inTwoLanguages(language, event.title, event.titleBn);
  const { text: description, lang: descriptionLang } = inTwoLanguages(language, event.description, event.descriptionBn);
  const place = event.place ? inTwoLanguages(language, event.place, event.placeBn) : null;
  const digits = (n: number) => localDigits(n, language);
  return (
    <article
      id={`event-${event.id}`}
      aria-labelledby={headingId}
      className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[3fr_2fr]"
      data-testid="event"
    >
      <div className="min-w-0">
        <p className="text-sm font-bold tracking-wider text-orange-800 uppercase">{eventKindLabels[event.kind]}</p>
        <h2 id={headingId} lang={titleLang} className="mt-1 text-2xl font-extrabold text-balance text-ink">
          {title}
        </h2>
        <ul className="mt-3 space-y-1 text-slate-800">
          <li className="flex items-start gap-2">
            <Icon name="calendar" className="mt-0.5 h-5 w-5 flex-none text-brand-700" />
            <time dateTime={event.startsAt.toISOString()}>
              {formatClassTime(event.startsAt, event.endsAt, language)}
            </time>
          </li>
          <li className="flex items-start gap-2">
            <Icon name="pin" className="mt-0.5 h-5 w-5 flex-none text-brand-700" />
            {place ? (
              <span translate="no" lang={place.lang}>
                {place.text}
              </span>
            ) : (
              <span>{m.public_online()}</span>
            )}
          </li>
        </ul>
        <p lang={descriptionLang} className="mt-4 whitespace-pre-line text-slate-700">
          {description}
        </p>
        <p className={full ? "mt-4 font-bold text-red-800" : "mt-4 font-bold text-brand-800"} data-testid="places-left">
          {full
            ? m.public_events_fully_booked()
            : (event.seats === 1 ? m.public_events_place_left : m.public_events_places_left)({
                left: digits(event.placesLeft),
                seats: digits(event.seats),
              })}
        </p>
      </div>
      {full ? (
        <p className="self-start rounded-xl bg-slate-50 p-4 text-slate-700">{m.public_events_all_taken()}</p>
      ) : (
        <RegistrationForm event={event} title={title} language={language} lastResult={lastResult} />
      )}
    </article>
  );
}

function RegistrationForm({
  event,
  title,
  language,
  lastResult,
}: {
  event: PublicEvent;
  title: string;
  language: Language;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<EventRegistrationInput>({
    id: `register-${event.id}`,
    lastResult,
    constraint: getZodConstraint(eventRegistrationSchema),
    defaultValue: { attendees: "1" },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-label={m.public_events_register_for({ title })}
      className="relative flex min-w-0 flex-col gap-4 self-start rounded-xl bg-brand-50 p-5"
    >
      <Honeypot />
      <input type="hidden" name="eventId" value={event.id} />
      <FormErrors form={form} />
      <Field meta={fields.name} label={m.public_events_your_name()} autoComplete="name" />
      <Field
        meta={fields.contact}
        label={m.public_events_contact()}
        autoComplete="email"
        hint={m.public_events_contact_hint()}
      />
      <Field
        meta={fields.attendees}
        label={m.public_events_attending()}
        // Bangla digits are welcome (the schema reads them); a number input would refuse them.
        {...(language === "bn"
          ? { type: "text" }
          : {
              type: "number",
              min: workshopLimits.attendeesMin,
              max: Math.min(workshopLimits.attendeesMax, event.placesLeft),
            })}
        inputMode="numeric"
        className="max-w-40"
      />
      <Button type="submit" className="w-full sm:w-auto">
        {m.public_events_register()}
      </Button>
    </Form>
  );
}
