import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { Workshop } from "~/content/resources";
import { formatLongDate } from "~/lib/format";
import { type WorkshopInput, workshopLimits, workshopSchema } from "~/lib/schemas/workshop";
import { Button } from "~/ui/button";
import { Field, Honeypot } from "~/ui/field";
import { CancelButton, PopoverPanel } from "./popover-panel";

export const workshopDialogId = "register-workshop";

/** 'Register for Workshop': name, phone or email, and how many are coming. */
export function WorkshopDialog({
  workshop,
  open,
  lastResult,
}: {
  workshop: Workshop;
  open: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<WorkshopInput>({
    id: `${workshopDialogId}-form`,
    lastResult: open ? lastResult : undefined,
    constraint: getZodConstraint(workshopSchema),
    defaultValue: { attendees: "1" },
  });
  return (
    <PopoverPanel
      id={workshopDialogId}
      open={open}
      closeHref="/parent-resources"
      title="Register for Workshop"
      description={
        <p>
          {workshop.title}, {formatLongDate(workshop.date)}, {workshop.time}.
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)} className="relative space-y-4">
        <Honeypot />
        <Field meta={fields.name} label="Your name" autoComplete="name" />
        <Field
          meta={fields.contact}
          label="Phone or email"
          autoComplete="email"
          hint="We'll send the joining link here."
        />
        <Field
          meta={fields.attendees}
          label="Number attending"
          type="number"
          inputMode="numeric"
          min={workshopLimits.attendeesMin}
          max={workshopLimits.attendeesMax}
          className="max-w-40"
        />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <CancelButton popoverId={workshopDialogId} open={open} closeHref="/parent-resources" />
          <Button type="submit">Register</Button>
        </div>
      </Form>
    </PopoverPanel>
  );
}
