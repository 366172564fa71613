import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { dashboardMeta } from "~/components/dashboard/meta";
import { BatchFacts, SeatsLeft } from "~/components/enrolment";
import { useSchemaForm } from "~/components/forms/schema-form";
import { PageHeader, Section } from "~/components/marketing/layout";
import { StaffText } from "~/components/staff-text";
import { officeHours } from "~/content/bn/format";
import { feeRule, feeSummary, feesDueNote, outdoorLabelText } from "~/lib/application-form";
import { enhanceData } from "~/lib/enhance-contract";
import { offersOutdoor, programmeLabels } from "~/lib/enrolment";
import { enhanced } from "~/lib/handle";
import { localDigits } from "~/lib/i18n/digits";
import { type Language, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { applicationMessages, NEW_CHILD } from "~/lib/schemas/application";
import { enrolment, limits, programme as programmeFacts, site } from "~/lib/site-config";
import { type Programme, programmes } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { applicationFacts } from "~/server/data/application-facts.server";
import { requireFamily } from "~/server/family-session.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Button, ButtonLink } from "~/ui/button";
import { CheckboxField, Field, FieldError, type FieldMeta, FormErrors, TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/apply";
import { submitApplication, trialStart } from "./apply.server";

/**
 * Enroll → Apply (docs/product.md#applications-and-the-waitlist): a signed-in parent applies for a place in an open
 * batch for one of their children, or for a child they add here. It sits beside the public /enroll page in the site's
 * frame, but needs an account, so it carries the dashboard's enhancement script; every part of it works without
 * JavaScript.
 */
export const handle = enhanced;

export const meta: Route.MetaFunction = () => dashboardMeta(m.enrol_apply_title());

export async function loader({ request }: Route.LoaderArgs) {
  const { family } = await requireFamily(request, "apply", "/dashboard/enrolment");
  const { children, batches, live } = await applicationFacts(family.accountId, new Date());
  const params = new URL(request.url).searchParams;
  const wanted = params.get("batch");
  const preselected = wanted && batches.some((b) => b.id === wanted) ? wanted : null;
  return {
    /** What a trial booking's 'Apply for a place' link starts the form with. */
    fromTrial: await trialStart(params.get("trial"), children, batches),
    children,
    live,
    batches,
    preselected,
    /** The form's one-time key: a post repeated without JavaScript applies once. */
    formKey: crypto.randomUUID(),
    /** The link named a batch that no longer takes applications. */
    unavailable: Boolean(wanted) && !preselected,
  };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request, "apply", "/dashboard/enrolment");
  return submitApplication(request, family.accountId);
}

type Loaded = Route.ComponentProps["loaderData"];
type Batch = Loaded["batches"][number];

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batches, unavailable } = loaderData;
  return (
    <main id="main">
      <Toaster toasts={[actionData?.toast]} />
      <PageHeader
        eyebrow={m.enrol_apply_eyebrow()}
        title={m.enrol_apply_title()}
        intro={<p>{m.enrol_apply_intro()}</p>}
      />
      <Section>
        {unavailable ? (
          <p
            role="status"
            className="mb-8 max-w-3xl rounded-xl border border-sun-400 bg-sun-100 p-4 font-semibold text-ink"
            data-testid="batch-unavailable"
          >
            {applicationMessages.closed}
          </p>
        ) : null}
        {batches.length === 0 ? (
          <NoOpenBatch />
        ) : (
          <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
            <ApplicationForm loaded={loaderData} lastResult={actionData?.lastResult} />
            <WhatHappensNext />
          </div>
        )}
      </Section>
    </main>
  );
}

function ApplicationForm({
  loaded,
  lastResult,
}: {
  loaded: Loaded;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { children, batches, live, preselected, formKey, fromTrial } = loaded;
  // The same schema and context as the server's, so the browser gives the age and duplicate messages before sending.
  const { form, fields, formProps } = useSchemaForm("application", {
    id: "application",
    context: { batches: batches.map(({ id, programme }) => ({ id, programme })), children, live },
    lastResult,
    defaultValue: {
      childId:
        fromTrial?.childId ?? (children.length === 0 ? NEW_CHILD : children.length === 1 ? children[0]!.id : undefined),
      childName: fromTrial?.childName,
      childAge: fromTrial?.childAge,
      batchId: preselected ?? fromTrial?.batchId ?? (batches.length === 1 ? batches[0]!.id : undefined),
    },
  });
  const anyOutdoor = batches.some((b) => offersOutdoor(b.programme));
  const language = useLanguage();

  return (
    <Form method="post" {...formProps} aria-labelledby="application-heading" className="group/form min-w-0 space-y-8">
      <h2 id="application-heading" className="sr-only">
        {m.enrol_apply_application()}
      </h2>
      <FormErrors form={form} />
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <ChildChoice meta={fields.childId} nameMeta={fields.childName} ageMeta={fields.childAge} kids={children} />
      <BatchChoice meta={fields.batchId} batches={batches} />
      {anyOutdoor ? (
        // Shown only while a batch that offers outdoor sessions (the preschool) is chosen: CSS, so it works without JS.
        <div className="hidden rounded-xl border border-slate-200 bg-white p-4 group-has-[[data-outdoor]:checked]/form:block">
          <CheckboxField meta={fields.outdoor}>
            <span className="font-semibold">{outdoorLabelText()}</span>
            <span className="block text-slate-600">
              {m.enrol_apply_outdoor_detail({
                count: localDigits(programmeFacts.outdoorSessionsPerMonth, language),
                programme: programmeLabels.preschool,
              })}
            </span>
          </CheckboxField>
        </div>
      ) : null}
      <TextareaField
        meta={fields.notes}
        label={m.enrol_apply_notes()}
        hint={m.enrol_apply_notes_hint()}
        maxLength={1000}
      />
      <FeeSummary programmes={[...new Set(batches.map((b) => b.programme))]} />
      {/* Not full width: on a phone the floating chat button keeps the right edge. */}
      <Button type="submit" size="lg" pendingLabel={m.enrol_submitting()}>
        {m.enrol_apply_submit()}
      </Button>
    </Form>
  );
}

/** 'Child': one of the parent's children, or 'Add a child' with name and age (the only way when there is none). */
function ChildChoice({
  meta,
  nameMeta,
  ageMeta,
  kids,
}: {
  meta: FieldMeta;
  nameMeta: FieldMeta;
  ageMeta: FieldMeta;
  kids: Loaded["children"];
}) {
  const language = useLanguage();
  const errorId = `${meta.id}-error`;
  const invalid = Boolean(meta.errors?.length);
  const newChildFields = (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field meta={nameMeta} label={m.enrol_child_name()} autoComplete="off" />
      {/* Bangla digits are welcome, and a number input would refuse them. */}
      <Field
        meta={ageMeta}
        label={m.enrol_child_age()}
        {...(language === "bn"
          ? { type: "text", inputMode: "numeric" as const }
          : { type: "number", inputMode: "numeric" as const, min: limits.childAgeMin, max: limits.childAgeMax })}
        hint={ageHint(language)}
      />
    </div>
  );
  if (kids.length === 0) {
    return (
      <fieldset className="min-w-0">
        <legend className="text-lg font-bold text-ink">{m.enrol_child()}</legend>
        <p className="mt-1 text-slate-600">{m.enrol_child_add_intro()}</p>
        <input type="hidden" name={meta.name} value={NEW_CHILD} />
        <FieldError id={errorId} errors={meta.errors} />
        <div className="mt-4">{newChildFields}</div>
      </fieldset>
    );
  }
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} className="group/child min-w-0">
      <legend className="text-lg font-bold text-ink">{m.enrol_child()}</legend>
      <FieldError id={errorId} errors={meta.errors} />
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {kids.map((child) => (
          <li key={child.id}>
            <RadioCard
              meta={meta}
              value={child.id}
              invalid={invalid}
              title={child.name}
              detail={
                child.age === null ? m.enrol_age_not_given() : m.enrol_age({ age: localDigits(child.age, language) })
              }
            />
          </li>
        ))}
        <li>
          <RadioCard
            meta={meta}
            value={NEW_CHILD}
            invalid={invalid}
            title={m.enrol_add_child()}
            detail={m.enrol_name_and_age()}
          />
        </li>
      </ul>
      <div className="mt-4 hidden rounded-xl border border-slate-200 bg-white p-4 group-has-[[value=new]:checked]/child:block">
        {newChildFields}
      </div>
    </fieldset>
  );
}

/** 3, or '৩' on a Bangla page. */

const ageHint = (language: Language) =>
  programmes
    .map((p) => {
      const { min, max } = enrolment.programmes[p].ages;
      return m.enrol_age_hint_part({
        programme: programmeLabels[p],
        min: localDigits(min, language),
        max: localDigits(max, language),
      });
    })
    .join(" · ");

/** 'Batch': a radio card per open batch, by programme, with its days, start and seats left. */
function BatchChoice({ meta, batches }: { meta: FieldMeta; batches: Batch[] }) {
  const language = useLanguage();
  const errorId = `${meta.id}-error`;
  const invalid = Boolean(meta.errors?.length);
  const byProgramme = programmes
    .map((programme) => ({ programme, batches: batches.filter((b) => b.programme === programme) }))
    .filter((group) => group.batches.length > 0);
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} className="min-w-0">
      <legend className="text-lg font-bold text-ink">{m.enrol_batch()}</legend>
      <FieldError id={errorId} errors={meta.errors} />
      <div className="mt-3 space-y-6">
        {byProgramme.map((group) => {
          const { min, max } = enrolment.programmes[group.programme].ages;
          return (
            <fieldset key={group.programme} className="min-w-0">
              <legend className="font-bold text-ink">
                {programmeLabels[group.programme]}
                <span className="font-normal text-slate-600">
                  {" "}
                  · {m.enrol_ages({ min: localDigits(min, language), max: localDigits(max, language) })}
                </span>
              </legend>
              <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                {group.batches.map((batch) => (
                  <li key={batch.id}>
                    <RadioCard
                      meta={meta}
                      value={batch.id}
                      invalid={invalid}
                      title={<StaffText en={batch.name} bn={batch.nameBn} />}
                      outdoor={offersOutdoor(batch.programme)}
                      programme={batch.programme}
                      detail={
                        <>
                          <BatchFacts batch={batch} className="mt-2" />
                          <SeatsLeft seatsLeft={batch.seatsLeft} capacity={batch.capacity} className="mt-3 text-sm" />
                        </>
                      }
                    />
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}

function RadioCard({
  meta,
  value,
  invalid,
  title,
  detail,
  outdoor,
  programme,
}: {
  meta: FieldMeta;
  value: string;
  invalid: boolean;
  title: React.ReactNode;
  detail: React.ReactNode;
  outdoor?: boolean;
  /** A batch's programme: the fee summary follows the chosen one. */
  programme?: Programme;
}) {
  const id = `${meta.id}-${value}`;
  // The label names the choice; the details (a list, which a label may not hold) describe it. The label's overlay
  // makes the whole card a target.
  return (
    <div className="relative flex h-full items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40">
      <input
        id={id}
        type="radio"
        name={meta.name}
        value={value}
        defaultChecked={meta.initialValue === value}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-details`}
        data-outdoor={outdoor ? "" : undefined}
        {...enhanceData({ programme })}
        className="relative z-10 mt-1 h-5 w-5 flex-none accent-brand-700"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={id}
          translate="no"
          className="block cursor-pointer font-semibold break-words text-ink after:absolute after:inset-0 after:rounded-xl"
        >
          {title}
        </label>
        <div id={`${id}-details`} className="text-slate-700">
          {detail}
        </div>
      </div>
    </div>
  );
}

/**
 * The fees for the choices made. As sent, it shows each programme's fees and the rule, so the same facts reach a
 * parent without JavaScript; the enhancement script swaps in the chosen programme's summary from its template
 * (app/enhance/fee-summary.ts).
 */
function FeeSummary({ programmes: offered }: { programmes: Programme[] }) {
  const variants = offered.flatMap((programme) =>
    offersOutdoor(programme)
      ? [
          { key: programme, summary: feeSummary(programme, false) },
          { key: `${programme}:outdoor`, summary: feeSummary(programme, true) },
        ]
      : [{ key: programme, summary: feeSummary(programme, false) }],
  );
  return (
    <section
      aria-labelledby="fee-summary-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
      data-testid="fee-summary"
      {...enhanceData({ feeSummary: "" })}
    >
      <h3 id="fee-summary-heading" className="text-lg font-bold text-ink">
        {m.enrol_fee_summary()}
      </h3>
      <div aria-live="polite" {...enhanceData({ summaryLive: "" })}>
        <ul className="mt-3 space-y-2">
          {programmes.map((p) => (
            <li key={p}>
              <span className="font-semibold text-ink">{programmeLabels[p]}:</span>{" "}
              <span className="text-slate-700">{feeRule(p)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">{feesDueNote()}</p>
      </div>
      {variants.map(({ key, summary }) => (
        <template key={key} {...enhanceData({ summary: key })}>
          <p className="mt-1 text-slate-700">{summary.title}</p>
          <dl className="mt-3 divide-y divide-brand-100">
            {summary.lines.map((line) => (
              <div key={line.label} className="flex justify-between gap-4 py-2">
                <dt className="text-slate-700">{line.label}</dt>
                <dd className="text-right font-semibold whitespace-nowrap text-ink">{line.amount}</dd>
              </div>
            ))}
            {summary.totals.map((line) => (
              <div key={line.label} className="flex justify-between gap-4 py-2">
                <dt className="font-semibold text-ink">{line.label}</dt>
                <dd className="text-right font-bold whitespace-nowrap text-ink">{line.amount}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600">{summary.note}</p>
        </template>
      ))}
    </section>
  );
}

function WhatHappensNext() {
  const language = useLanguage();
  return (
    <aside
      aria-labelledby="apply-next"
      className="min-w-0 self-start rounded-2xl bg-brand-800 p-6 text-white sm:p-8 lg:sticky lg:top-6"
    >
      <h2 id="apply-next" className="text-2xl font-extrabold">
        {m.enrol_next_title()}
      </h2>
      <ol className="mt-5 list-decimal space-y-4 pl-5 text-brand-50">
        <li>{m.enrol_next_arrived()}</li>
        <li>{m.enrol_next_review({ hours: language === "bn" ? officeHours : site.hours.display })}</li>
        <li>{m.enrol_next_waitlist({ hours: localDigits(enrolment.offerHours, language) })}</li>
      </ol>
      <p className="mt-6 text-brand-50">
        {m.enrol_next_follow()}{" "}
        <Link to="/dashboard/enrolment" className="font-semibold text-white underline underline-offset-4">
          {m.enrol_enrolment_page()}
        </Link>
        {m.enrol_follow_end()}
      </p>
    </aside>
  );
}

function NoOpenBatch() {
  const language = useLanguage();
  return (
    <div className="max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8" data-testid="no-open-batch">
      <h2 className="text-2xl font-extrabold text-ink">{m.enrol_none_title()}</h2>
      <p className="mt-3 text-slate-700">{m.enrol_none_text()}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={localized("/trial", language)} size="lg">
          {m.enrol_book_trial()}
        </ButtonLink>
        <ButtonLink to={localized("/contact", language)} size="lg" variant="outline">
          {m.enrol_contact_us()}
        </ButtonLink>
      </div>
      <p className="mt-4 text-slate-700">
        {m.enrol_none_so_far()}{" "}
        <Link to="/dashboard/enrolment" className="font-semibold text-brand-700 underline underline-offset-4">
          {m.enrol_enrolment_page()}
        </Link>
        {m.enrol_follow_end()}
      </p>
    </div>
  );
}
