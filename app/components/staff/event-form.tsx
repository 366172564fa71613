import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { eventKinds } from "~/lib/statuses";
import { Button } from "~/ui/button";
import { Field, FormErrors, SelectField, TextareaField } from "~/ui/field";

export const eventKindOptions = eventKinds.map((kind) => ({
  value: kind,
  label: kind === "workshop" ? "Parent workshop" : "Outdoor adventure",
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
  const { form, fields, formProps } = useSchemaForm("event", {
    id: formId,
    lastResult,
    defaultValue: {
      ...defaults,
      titleBn: defaults.titleBn ?? "",
      descriptionBn: defaults.descriptionBn ?? "",
      place: defaults.place ?? "",
      seats: String(defaults.seats),
    },
  });
  return (
    <Form method="post" aria-label={label} {...formProps} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={eventId ? "event.update" : "event.create"} />
      {eventId ? <input type="hidden" name="eventId" value={eventId} /> : null}
      <SelectField meta={fields.kind} label="Kind" placeholder="Choose the kind" options={eventKindOptions} />
      <Field meta={fields.title} label="Title" maxLength={120} />
      <TextareaField meta={fields.description} label="Description" className="sm:col-span-2" maxLength={2000} />
      <Field meta={fields.titleBn} label="Title in Bangla (optional)" maxLength={120} lang="bn" />
      <TextareaField
        meta={fields.descriptionBn}
        label="Description in Bangla (optional)"
        className="sm:col-span-2"
        maxLength={2000}
        lang="bn"
      />
      <Field meta={fields.date} type="date" label="Date" />
      <Field meta={fields.place} label="Place" hint="Leave empty for an online event." maxLength={200} />
      <Field meta={fields.startTime} type="time" label="Starts (Dhaka time)" />
      <Field meta={fields.endTime} type="time" label="Ends (Dhaka time)" />
      <Field meta={fields.seats} type="number" label="Places" min={1} max={500} step={1} inputMode="numeric" />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" pendingLabel="Saving...">
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
