import * as z from "zod/mini";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import type { Toast } from "../toast";
import { latinDigits, requiredText, said } from "./fields";

/**
 * Book Now (docs/product.md#forms-and-messages): name and WhatsApp number are required; no format check on the number.
 */
export const bookingMissing = () => m.public_booking_missing();

export const bookingPlaceholders = {
  get name() {
    return m.public_booking_name_placeholder();
  },
  whatsapp: "+880 1XXX-XXXXXX",
};

export const bookingSchema = z.object({
  service: requiredText(() => m.public_booking_choose_service()),
  name: requiredText(bookingMissing).check(
    z.maxLength(
      120,
      said(() => m.public_name_under({ max: localDigits(120) })),
    ),
  ),
  whatsapp: requiredText(bookingMissing).check(
    latinDigits(),
    z.maxLength(
      40,
      said(() => m.public_booking_number_under({ max: localDigits(40) })),
    ),
  ),
});

export type BookingInput = z.infer<typeof bookingSchema>;

export const bookingErrorToast: Toast = {
  get title() {
    return m.public_booking_error_title();
  },
  get description() {
    return bookingMissing();
  },
  variant: "destructive",
};

export const bookingSuccessToast = (service: string): Toast => ({
  title: m.public_booking_sent_title(),
  description: m.public_booking_sent_text({ service }),
  variant: "success",
});
