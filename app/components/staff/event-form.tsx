import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { localDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { eventKinds } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Field, FormErrors, SelectField, TextareaField } from "~/ui/field";

/** The kinds of event, named in the request's language. */
export const eventKindOptions = () =>
  eventKinds.map((kind) => ({
    value: kind,
    label: kind === "workshop" ? m.ops_kind_workshop() : m.ops_kind_outdoor(),
  }));

export type EventFormDefaults = {
  kind?: string;
  title?: string;
  titleBn?: string | null;
  description?: string;
  descriptionBn?: string | null;
  date: string;
  startTime: string;
  endTime: string;
  place?: string | null;
  placeBn?: string | null;
  seats: number;
};

/** Staff → Events: create an event, or edit one (`eventId` set). Bangla title and description are optional. */
export function EventForm({
  formId,
  label,
  eventId,
  defaults,
  lastResult,
  submitLabel,
}: {
  formId: string;
  label: string;
  eventId?: string;
  defaults: EventFormDefaults;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
}) {
  const language = useLanguage();
  const { form, fields, formProps } = useSchemaForm("event", {
    id: formId,
    lastResult,
    defaultValue: {
      ...defaults,
      titleBn: defaults.titleBn ?? "",
      descriptionBn: defaults.descriptionBn ?? "",
      place: defaults.place ?? "",
      placeBn: defaults.placeBn ?? "",
      seats: localDigits(defaults.seats),
    },
  });
  return (
    <Form method="post" aria-label={label} {...formProps} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={eventId ? "event.update" : "event.create"} />
      {eventId ? <input type="hidden" name="eventId" value={eventId} /> : null}
      <SelectField
        meta={fields.kind}
        label={m.ops_label_kind()}
        placeholder={m.ops_choose_kind()}
        options={eventKindOptions()}
      />
      <Field meta={fields.title} label={m.ops_label_title()} maxLength={120} />
      <TextareaField
        meta={fields.description}
        label={m.ops_label_description()}
        className="sm:col-span-2"
        maxLength={2000}
      />
      <Field meta={fields.titleBn} label={m.ops_label_title_bn()} maxLength={120} lang="bn" />
      <TextareaField
        meta={fields.descriptionBn}
        label={m.ops_label_description_bn()}
        className="sm:col-span-2"
        maxLength={2000}
        lang="bn"
      />
      <Field meta={fields.date} type="date" label={m.ops_label_date()} />
      <Field meta={fields.place} label={m.ops_label_place()} hint={m.ops_place_hint()} maxLength={200} />
      <Field meta={fields.placeBn} label={m.ops_label_place_bn()} maxLength={200} lang="bn" />
      <Field meta={fields.startTime} type="time" label={m.ops_label_starts()} />
      <Field meta={fields.endTime} type="time" label={m.ops_label_ends()} />
      <Field
        meta={fields.seats}
        type={language === "bn" ? "text" : "number"}
        label={m.ops_label_places()}
        min={1}
        max={500}
        step={1}
        inputMode="numeric"
      />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" pendingLabel={m.ops_saving()}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
