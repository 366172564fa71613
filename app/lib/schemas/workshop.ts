import { z } from "zod";
import type { Toast } from "../toast";

export const workshopLimits = { attendeesMin: 1, attendeesMax: 6 } as const;

const missing = "Please enter your name and a phone number or email.";

export const workshopSchema = z.object({
  name: z.string({ error: missing }).trim().min(1, missing).max(120, "Please keep the name under 120 characters."),
  contact: z.string({ error: missing }).trim().min(1, missing).max(254, "Please keep this under 254 characters."),
  attendees: z.coerce
    .number({ error: `Please enter a number from ${workshopLimits.attendeesMin} to ${workshopLimits.attendeesMax}.` })
    .int(`Please enter a whole number.`)
    .min(workshopLimits.attendeesMin, `Please enter a number from ${workshopLimits.attendeesMin} to ${workshopLimits.attendeesMax}.`)
    .max(workshopLimits.attendeesMax, `For groups larger than ${workshopLimits.attendeesMax}, please contact us.`),
});

export type WorkshopInput = z.infer<typeof workshopSchema>;

export const workshopErrorToast: Toast = {
  title: "Missing Information",
  description: "Please check the highlighted fields.",
  variant: "destructive",
};

export const workshopSuccessToast = (workshop: string): Toast => ({
  title: "Registration Received",
  description: `Thank you! Your place at "${workshop}" is saved. We'll send the joining details before the day.`,
  variant: "success",
});
