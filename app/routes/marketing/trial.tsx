import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { Icon } from "~/components/marketing/icons";
import { PageHeader, Section } from "~/components/marketing/layout";
import { trialPage, trialPlacesNote } from "~/content/trial";
import { programmeLabels } from "~/lib/enrolment";
import { formatClassTime } from "~/lib/format";
import { parseForm } from "~/lib/schemas/parse-form";
import { type TrialInput, trialErrorToast, trialPlaceholders, trialSchema } from "~/lib/schemas/trial";
import { seo } from "~/lib/seo";
import { enrolment, site, whatsappHref } from "~/lib/site-config";
import { programmes } from "~/lib/statuses";
import type { Toast } from "~/lib/toast";
import { bookTrial, listTrialClasses, type TrialBatch } from "~/server/data/trials.server";
import { redirectWithToast } from "~/server/flash.server";
import { clientKey, enforce } from "~/server/rate-limit.server";
import { Button, ButtonLink, buttonClass } from "~/ui/button";
import { Field, FieldError, Honeypot } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/trial";
import { readPublicForm } from "./public-form.server";

// No handle: the page shows live places, so it ships no script and is not kept in the anonymous page cache.

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Book a Free Trial Class",
    description: `Book your child a free place in a real live class of ${site.name}: choose a time in the next four weeks, and we will send the joining link on WhatsApp.`,
  });

export async function loader() {
  return { batches: await listTrialClasses() };
}

const bookedToast: Toast = {
  title: "Trial Class Booked",
  description: "We will send the joining link on WhatsApp before the class.",
  variant: "success",
};

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, isBot } = await readPublicForm(request, context.clientIp);
  if (isBot) return redirectWithToast("/trial", bookedToast);
  const submission = parseForm(formData, trialSchema);
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), toast: trialErrorToast }, { status: 400 });
  }
  // A typed address is mailed: that budget too (README, "Rate limits").
  if (submission.value.email) await enforce("mailPerIp", clientKey(context.clientIp));
  const result = await bookTrial(submission.value);
  if (!result.ok) {
    const toast: Toast =
      result.field === "childAge"
        ? { title: "Check your child's age", description: result.message, variant: "destructive" }
        : { title: "Please choose another time", description: result.message, variant: "destructive" };
    return data(
      { lastResult: submission.reply({ fieldErrors: { [result.field]: [result.message] } }), toast },
      { status: 409 },
    );
  }
  return redirectWithToast(`/trial/booked/${result.id}`, bookedToast);
}

const ageHint = programmes
  .map((p) => {
    const { min, max } = enrolment.programmes[p].ages;
    return `${programmeLabels[p]}: ages ${min}-${max}`;
  })
  .join(" · ");

export default function TrialPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batches } = loaderData;
  return (
    <main id="main">
      <Toaster toasts={[actionData?.toast]} />
      <PageHeader eyebrow={trialPage.eyebrow} title={trialPage.title} intro={<p>{trialPage.intro}</p>} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          {batches.length === 0 ? <NoClasses /> : <BookingForm batches={batches} lastResult={actionData?.lastResult} />}
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
              Questions first?{" "}
              <a
                href={whatsappHref("Hello! I have a question about a free trial class.")}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-white underline underline-offset-4"
              >
                Ask us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
              .
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
}: {
  batches: TrialBatch[];
  lastResult: Parameters<typeof useForm<TrialInput>>[0]["lastResult"];
}) {
  const [form, fields] = useForm<TrialInput>({
    id: "trial",
    lastResult,
    constraint: getZodConstraint(trialSchema),
  });
  return (
    <section aria-labelledby="trial-form" className="min-w-0">
      <h2 id="trial-form" className="text-2xl font-extrabold text-ink">
        {trialPage.formTitle}
      </h2>
      <p className="mt-2 text-slate-700">All times are Dhaka time. The places left count trial children only.</p>
      <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-8">
        <Honeypot />
        <ClassChoice meta={fields.classTime} batches={batches} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field meta={fields.name} label="Your name" autoComplete="name" />
          <Field
            meta={fields.whatsapp}
            label="WhatsApp number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={trialPlaceholders.whatsapp}
          />
          <Field
            meta={fields.email}
            label={
              <>
                Email <span className="font-normal text-slate-600">(optional)</span>
              </>
            }
            type="email"
            autoComplete="email"
            placeholder={trialPlaceholders.email}
            hint="We send the confirmation and a calendar file here."
            className="sm:col-span-2"
          />
          <Field meta={fields.childName} label="Child's name" autoComplete="off" />
          <Field
            meta={fields.childAge}
            label="Child's age"
            type="number"
            inputMode="numeric"
            min={1}
            max={18}
            hint={ageHint}
          />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Book Trial Class
        </Button>
      </Form>
    </section>
  );
}

/** 'Class': one radio card per bookable class, grouped by batch, each with the places left. */
function ClassChoice({ meta, batches }: { meta: FieldMetadata<string>; batches: TrialBatch[] }) {
  const errorId = `${meta.id}-error`;
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} className="min-w-0">
      <legend className="text-sm font-semibold text-ink">Class</legend>
      <FieldError id={errorId} errors={meta.errors} />
      <div className="mt-3 space-y-6">
        {batches.map((batch) => {
          const { min, max } = enrolment.programmes[batch.programme].ages;
          return (
            <fieldset key={batch.id} className="min-w-0">
              <legend className="font-bold text-ink">
                {programmeLabels[batch.programme]}
                <span className="font-normal text-slate-600">
                  {" "}
                  · {batch.name} · ages {min}-{max}
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
                        <ClassTime startsAt={c.startsAt} endsAt={c.endsAt} placesLeft={c.placesLeft} />
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
function ClassTime({ startsAt, endsAt, placesLeft }: { startsAt: Date; endsAt: Date; placesLeft: number }) {
  const when = formatClassTime(startsAt, endsAt);
  const split = when.lastIndexOf(", ");
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-ink">{when.slice(0, split + 1)}</span>{" "}
      <span className="block text-slate-800">
        <span className="font-semibold">{when.slice(split + 2)}</span>
        <span className="text-slate-600"> · {placesLeft === 1 ? "1 place left" : `${placesLeft} places left`}</span>
      </span>
    </span>
  );
}

function NoClasses() {
  return (
    <section
      aria-labelledby="trial-none"
      className="min-w-0 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <h2 id="trial-none" className="text-2xl font-extrabold text-ink">
        {trialPage.emptyTitle}
      </h2>
      <p className="mt-3 text-slate-700">{trialPage.emptyText}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={whatsappHref("Hello! I would like to book a free trial class for my child.")}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "lg")}
        >
          Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <ButtonLink to="/contact" variant="outline" size="lg">
          Contact Us
        </ButtonLink>
      </div>
      <p className="mt-4 text-slate-700">
        Or call us on{" "}
        <a href={site.phoneHref} className="font-semibold text-brand-700 underline underline-offset-4">
          {site.phone}
        </a>{" "}
        ({site.hours.display}). You can also see our{" "}
        <Link to="/class-model" className="font-semibold text-brand-700 underline underline-offset-4">
          class model
        </Link>
        .
      </p>
    </section>
  );
}
