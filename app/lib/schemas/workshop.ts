import * as z from "zod/mini";
import type { Toast } from "../toast";
import { formNumber, requiredText } from "./fields";

export const workshopLimits = { attendeesMin: 1, attendeesMax: 6 } as const;

const missing = "Please enter your name and a phone number or email.";
const attendeesRange = `Please enter a number from ${workshopLimits.attendeesMin} to ${workshopLimits.attendeesMax}.`;

export const workshopSchema = z.object({
  name: requiredText(missing).check(z.maxLength(120, "Please keep the name under 120 characters.")),
  contact: requiredText(missing).check(z.maxLength(254, "Please keep this under 254 characters.")),
  attendees: formNumber(
    z
      .number({ error: attendeesRange })
      .check(
        z.int("Please enter a whole number."),
        z.minimum(workshopLimits.attendeesMin, attendeesRange),
        z.maximum(
          workshopLimits.attendeesMax,
          `For groups larger than ${workshopLimits.attendeesMax}, please contact us.`,
        ),
      ),
  ),
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
