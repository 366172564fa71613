import { getCollectionProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { programmeLabels } from "~/lib/enrolment";
import { enrolment } from "~/lib/site-config";
import { programmes } from "~/lib/statuses";
import { Button } from "~/ui/button";
import { Field, FieldError, FormErrors, SelectField } from "~/ui/field";

type LastResult = SubmissionResult<string[]> | null | undefined;

export type BatchFormDefaults = {
  programme?: string;
  name?: string;
  classDays: readonly number[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate?: string | null;
  capacity: number;
};

const programmeOptions = programmes.map((p) => ({ value: p, label: programmeLabels[p] }));
/** Saturday first: the school's week starts on Saturday. */
const weekdayOptions = [
  { value: "6", label: "Saturday" },
  { value: "0", label: "Sunday" },
  { value: "1", label: "Monday" },
  { value: "2", label: "Tuesday" },
  { value: "3", label: "Wednesday" },
  { value: "4", label: "Thursday" },
  { value: "5", label: "Friday" },
];

/**
 * Create a batch ('Programme', 'Batch name', class days and times, 'Start date', 'Capacity', 'Create Batch'), or edit
 * one (`batchId` set, 'Save changes'). Checked by the action's schema in the browser too; works without JavaScript.
 */
export function BatchForm({
  formId,
  label,
  intent,
  defaults,
  lastResult,
  submitLabel,
  pendingLabel,
}: {
  formId: string;
  label: string;
  intent: string;
  defaults: BatchFormDefaults;
  lastResult: LastResult;
  submitLabel: string;
  pendingLabel: string;
}) {
  const { form, fields, formProps } = useSchemaForm("batch", {
    id: formId,
    lastResult,
    defaultValue: {
      ...defaults,
      endDate: defaults.endDate ?? "",
      classDays: defaults.classDays.map(String),
      capacity: String(defaults.capacity),
    },
  });
  const dayError = fields.classDays.errors;
  return (
    <Form method="post" aria-label={label} {...formProps} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      <SelectField
        meta={fields.programme}
        label="Programme"
        placeholder="Choose a programme"
        options={programmeOptions}
      />
      <Field meta={fields.name} label="Batch name" maxLength={80} placeholder="e.g. Friday-Saturday Evening" />
      <fieldset
        className="sm:col-span-2"
        aria-describedby={dayError?.length ? `${fields.classDays.id}-error` : undefined}
      >
        <legend className="mb-1.5 text-sm font-semibold text-ink">Class days</legend>
        <div className="flex flex-wrap gap-2">
          {getCollectionProps(fields.classDays, {
            type: "checkbox",
            options: weekdayOptions.map((o) => o.value),
            ariaAttributes: false,
          }).map(({ key, ...props }) => (
            <label
              key={key}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input {...props} className="h-4 w-4 accent-brand-700" />
              {weekdayOptions.find((o) => o.value === props.value)?.label}
            </label>
          ))}
        </div>
        <FieldError id={`${fields.classDays.id}-error`} errors={dayError} />
      </fieldset>
      <Field meta={fields.startTime} type="time" label="Class starts (Dhaka time)" />
      <Field meta={fields.endTime} type="time" label="Class ends (Dhaka time)" />
      <Field meta={fields.startDate} type="date" label="Start date" />
      <Field meta={fields.endDate} type="date" label="End date (optional)" />
      <Field
        meta={fields.capacity}
        type="number"
        label="Capacity"
        min={1}
        max={enrolment.maxCapacity}
        step={1}
        inputMode="numeric"
        hint={`At most ${enrolment.maxCapacity} children per batch.`}
      />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
