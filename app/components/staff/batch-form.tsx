import { getCollectionProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { programmeLabels } from "~/lib/enrolment";
import { localDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { enrolment } from "~/lib/site-config";
import { programmes } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Field, FieldError, FormErrors, SelectField } from "~/ui/field";

type LastResult = SubmissionResult<string[]> | null | undefined;

export type BatchFormDefaults = {
  programme?: string;
  name?: string;
  nameBn?: string | null;
  classDays: readonly number[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate?: string | null;
  capacity: number;
};

const programmeOptions = () => programmes.map((p) => ({ value: p, label: programmeLabels[p] }));
/** Saturday first: the school's week starts on Saturday. */
const weekdayOptions = () => [
  { value: "6", label: m.ops_day_sat() },
  { value: "0", label: m.ops_day_sun() },
  { value: "1", label: m.ops_day_mon() },
  { value: "2", label: m.ops_day_tue() },
  { value: "3", label: m.ops_day_wed() },
  { value: "4", label: m.ops_day_thu() },
  { value: "5", label: m.ops_day_fri() },
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
  const language = useLanguage();
  const { form, fields, formProps } = useSchemaForm("batch", {
    id: formId,
    lastResult,
    defaultValue: {
      ...defaults,
      nameBn: defaults.nameBn ?? "",
      endDate: defaults.endDate ?? "",
      classDays: defaults.classDays.map(String),
      capacity: localDigits(defaults.capacity),
    },
  });
  const dayError = fields.classDays.errors;
  const weekdays = weekdayOptions();
  return (
    <Form method="post" aria-label={label} {...formProps} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      <SelectField
        meta={fields.programme}
        label={m.ops_label_programme()}
        placeholder={m.ops_choose_programme()}
        options={programmeOptions()}
      />
      <Field
        meta={fields.name}
        label={m.ops_label_batch_name()}
        maxLength={80}
        placeholder={m.ops_batch_name_placeholder()}
      />
      <Field meta={fields.nameBn} label={m.ops_label_batch_name_bn()} maxLength={80} lang="bn" />
      <fieldset
        className="sm:col-span-2"
        aria-describedby={dayError?.length ? `${fields.classDays.id}-error` : undefined}
      >
        <legend className="mb-1.5 text-sm font-semibold text-ink">{m.ops_label_class_days()}</legend>
        <div className="flex flex-wrap gap-2">
          {getCollectionProps(fields.classDays, {
            type: "checkbox",
            options: weekdays.map((o) => o.value),
            ariaAttributes: false,
          }).map(({ key, ...props }) => (
            <label
              key={key}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input {...props} className="h-4 w-4 accent-brand-700" />
              {weekdays.find((o) => o.value === props.value)?.label}
            </label>
          ))}
        </div>
        <FieldError id={`${fields.classDays.id}-error`} errors={dayError} />
      </fieldset>
      <Field meta={fields.startTime} type="time" label={m.ops_label_class_starts()} />
      <Field meta={fields.endTime} type="time" label={m.ops_label_class_ends()} />
      <Field meta={fields.startDate} type="date" label={m.ops_label_start_date()} />
      <Field meta={fields.endDate} type="date" label={m.ops_label_end_date_optional()} />
      <Field
        meta={fields.capacity}
        // Bangla digits ('৬') are typed into a text box: a number box refuses them.
        type={language === "bn" ? "text" : "number"}
        label={m.ops_label_capacity()}
        min={1}
        max={enrolment.maxCapacity}
        step={1}
        inputMode="numeric"
        hint={m.ops_capacity_hint({ max: localDigits(enrolment.maxCapacity) })}
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
