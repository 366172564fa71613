import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { Service } from "~/content/services";
import { type BookingInput, bookingPlaceholders, bookingSchema } from "~/lib/schemas/booking";
import { m } from "~/paraglide/messages";
import { Button } from "~/ui/button";
import { Field, Honeypot } from "~/ui/field";
import { CancelButton, PopoverPanel } from "./popover-panel";

export const bookingDialogId = (service: Service) => `book-${service.id}`;

/** Services → Book Now: name and WhatsApp number, posted to the /services action. */
export function BookingDialog({
  service,
  open,
  lastResult,
  closeHref = "/services",
}: {
  service: Service;
  open: boolean;
  lastResult?: SubmissionResult<string[]>;
  closeHref?: string;
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
      closeHref={closeHref}
      title={m.public_booking_title({ service: service.title })}
      description={m.public_booking_description()}
    >
      <Form method="post" {...getFormProps(form)} className="relative space-y-4">
        <Honeypot />
        <input type="hidden" name="service" value={service.id} />
        <Field
          meta={fields.name}
          label={m.public_booking_name()}
          autoComplete="name"
          placeholder={bookingPlaceholders.name}
        />
        <Field
          meta={fields.whatsapp}
          label={m.public_booking_whatsapp()}
          type="tel"
          autoComplete="tel"
          placeholder={bookingPlaceholders.whatsapp}
        />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <CancelButton popoverId={id} open={open} closeHref={closeHref} />
          <Button type="submit">{m.public_booking_send()}</Button>
        </div>
      </Form>
    </PopoverPanel>
  );
}
