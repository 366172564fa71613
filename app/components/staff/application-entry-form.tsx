import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { outdoorLabelText } from "~/lib/application-form";
import { formatSchedule, offersOutdoor, programmeLabels, seatsLeftText } from "~/lib/enrolment";
import { localDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { NEW_CHILD } from "~/lib/schemas/application";
import type { Programme } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { CheckboxField, Field, FormErrors, SelectField, TextareaField } from "~/ui/field";

export type EntryBatch = {
  id: string;
  name: string;
  programme: Programme;
  classDays: readonly number[];
  startTime: string;
  endTime: string;
  seatsLeft: number;
  capacity: number;
};

/**
 * Staff enter an application for a family that applied by phone: the parent's form and rules (one schema, the same
 * context), as selects rather than cards. A full batch waitlists it, as it would the parent's.
 */
export function ApplicationEntryForm({
  kids,
  batches,
  live,
  idempotencyKey,
  lastResult,
}: {
  kids: ReadonlyArray<{ id: string; name: string; age: number | null }>;
  batches: readonly EntryBatch[];
  live: ReadonlyArray<{ childId: string; batchId: string }>;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  // The same rules as the server's: the browser gives the age and duplicate messages before sending.
  const { form, fields, formProps } = useSchemaForm("application-entry", {
    id: "enter-application",
    context: { batches: batches.map(({ id, programme }) => ({ id, programme })), children: kids, live },
    lastResult,
    defaultValue: { childId: kids.length === 0 ? NEW_CHILD : kids.length === 1 ? kids[0]!.id : undefined },
  });
  const language = useLanguage();
  if (batches.length === 0) {
    return <p className="text-sm text-slate-700">{m.staff_entry_no_batches()}</p>;
  }
  const childOptions = [
    ...kids.map((k) => ({
      value: k.id,
      label: k.age === null ? k.name : m.staff_child_with_age({ name: k.name, age: localDigits(k.age, language) }),
    })),
    { value: NEW_CHILD, label: m.staff_entry_add_child() },
  ];
  const batchOptions = batches.map((b) => ({
    value: b.id,
    label: `${b.name}, ${programmeLabels[b.programme]} (${formatSchedule(b)}): ${seatsLeftText(b.seatsLeft, b.capacity)}`,
  }));
  return (
    <Form method="post" aria-label={m.staff_enter_application()} {...formProps} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="application.create" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <SelectField
        meta={fields.childId}
        label={m.staff_child()}
        placeholder={m.staff_entry_choose_child()}
        options={childOptions}
        className="sm:col-span-2"
      />
      <Field
        meta={fields.childName}
        label={m.staff_entry_child_name()}
        hint={m.staff_entry_child_name_hint()}
        autoComplete="off"
      />
      <Field
        meta={fields.childAge}
        label={m.staff_entry_child_age()}
        type="number"
        min={1}
        max={18}
        inputMode="numeric"
      />
      <SelectField
        meta={fields.batchId}
        label={m.staff_batch()}
        placeholder={m.staff_entry_choose_batch()}
        options={batchOptions}
        className="sm:col-span-2"
      />
      {batches.some((b) => offersOutdoor(b.programme)) ? (
        <div className="sm:col-span-2">
          <CheckboxField meta={fields.outdoor}>{m.staff_entry_outdoor({ label: outdoorLabelText() })}</CheckboxField>
        </div>
      ) : null}
      <TextareaField
        meta={fields.notes}
        label={m.staff_entry_notes()}
        rows={2}
        maxLength={1000}
        className="sm:col-span-2"
      />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" pendingLabel={m.staff_entry_entering()}>
          {m.staff_entry_submit()}
        </Button>
      </div>
    </Form>
  );
}
