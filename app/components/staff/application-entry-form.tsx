import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { outdoorLabel } from "~/lib/application-form";
import { formatSchedule, offersOutdoor, programmeLabels, seatsLeftText } from "~/lib/enrolment";
import { NEW_CHILD } from "~/lib/schemas/application";
import type { Programme } from "~/lib/statuses";
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
 * Staff enter an application for a family that applied by phone (PRODUCT 33): the parent's form and rules (one
 * schema, the same context), as selects rather than cards. A full batch waitlists it, as it would the parent's.
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
  if (batches.length === 0) {
    return <p className="text-sm text-slate-700">No batch is taking applications at the moment.</p>;
  }
  const childOptions = [
    ...kids.map((k) => ({ value: k.id, label: k.age === null ? k.name : `${k.name}, ${k.age} years` })),
    { value: NEW_CHILD, label: "Add a child" },
  ];
  const batchOptions = batches.map((b) => ({
    value: b.id,
    label: `${b.name}, ${programmeLabels[b.programme]} (${formatSchedule(b)}): ${seatsLeftText(b.seatsLeft, b.capacity)}`,
  }));
  return (
    <Form method="post" aria-label="Enter an application" {...formProps} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="application.create" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <SelectField
        meta={fields.childId}
        label="Child"
        placeholder="Choose a child"
        options={childOptions}
        className="sm:col-span-2"
      />
      <Field meta={fields.childName} label="New child's name" hint="Only when adding a child" autoComplete="off" />
      <Field meta={fields.childAge} label="New child's age" type="number" min={1} max={18} inputMode="numeric" />
      <SelectField
        meta={fields.batchId}
        label="Batch"
        placeholder="Choose a batch"
        options={batchOptions}
        className="sm:col-span-2"
      />
      {batches.some((b) => offersOutdoor(b.programme)) ? (
        <div className="sm:col-span-2">
          <CheckboxField meta={fields.outdoor}>{outdoorLabel} (Online Preschool only)</CheckboxField>
        </div>
      ) : null}
      <TextareaField
        meta={fields.notes}
        label="Notes for the teacher"
        rows={2}
        maxLength={1000}
        className="sm:col-span-2"
      />
      <FormErrors form={form} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" pendingLabel="Entering...">
          Enter Application
        </Button>
      </div>
    </Form>
  );
}
