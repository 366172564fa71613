import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { Service } from "~/content/services";
import { type BookingInput, bookingPlaceholders, bookingSchema } from "~/lib/schemas/booking";
import { Button } from "~/ui/button";
import { Field, Honeypot } from "~/ui/field";
import { CancelButton, PopoverPanel } from "./popover-panel";

export const bookingDialogId = (service: Service) => `book-${service.id}`;

/** Services → Book Now: name and WhatsApp number, posted to the /services action. */
export function BookingDialog({
  service,
  open,
  lastResult,
}: {
  service: Service;
  open: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const id = bookingDialogId(service);
  const [form, fields] = useForm<BookingInput>({
    id: `${id}-form`,
    lastResult: open ? lastResult : undefined,
    constraint: getZodConstraint(bookingSchema),
  });
  return (
    <PopoverPanel
      id={id}
      open={open}
      closeHref="/services"
      title={`Book: ${service.title}`}
      description="Leave your name and WhatsApp number and our team will contact you to arrange it."
    >
      <Form method="post" {...getFormProps(form)} className="relative space-y-4">
        <Honeypot />
        <input type="hidden" name="service" value={service.id} />
        <Field meta={fields.name} label="Name" autoComplete="name" placeholder={bookingPlaceholders.name} />
        <Field
          meta={fields.whatsapp}
          label="WhatsApp Number"
          type="tel"
          autoComplete="tel"
          placeholder={bookingPlaceholders.whatsapp}
        />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <CancelButton popoverId={id} open={open} closeHref="/services" />
          <Button type="submit">Send Request</Button>
        </div>
      </Form>
    </PopoverPanel>
  );
}
