import * as z from "zod/mini";
import type { Toast } from "../toast";
import { requiredText } from "./fields";

/** SPEC §5: name and WhatsApp number are required; no format check on the number. */
export const bookingMissing = "Please fill in both Name and WhatsApp Number.";

export const bookingPlaceholders = { name: "Your full name", whatsapp: "+880 1XXX-XXXXXX" } as const;

export const bookingSchema = z.object({
  service: requiredText("Please choose a service."),
  name: requiredText(bookingMissing).check(z.maxLength(120, "Please keep the name under 120 characters.")),
  whatsapp: requiredText(bookingMissing).check(z.maxLength(40, "Please keep the number under 40 characters.")),
});

export type BookingInput = z.infer<typeof bookingSchema>;

export const bookingErrorToast: Toast = { title: "Error", description: bookingMissing, variant: "destructive" };

export const bookingSuccessToast = (service: string): Toast => ({
  title: "Booking Request Sent",
  description: `We received your request for ${service}. We'll contact you soon!`,
  variant: "success",
});
