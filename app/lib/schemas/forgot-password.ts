import { z } from "zod";
import { EMAIL_PATTERN } from "./register";

/** SPEC §5 "Other forms": forgot password needs an email ('Missing Email'). */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "Email address is invalid.")
    .regex(EMAIL_PATTERN, "Email address is invalid.")
    .transform((v) => v.toLowerCase()),
});

export const missingEmailToast = {
  title: "Missing Email",
  description: "Please enter your email address.",
  variant: "destructive",
} as const;

export const invalidEmailToast = {
  title: "Invalid Email",
  description: "Please enter a valid email address.",
  variant: "destructive",
} as const;

/** The toast for a refused submission: nothing typed, or not an address. */
export const forgotPasswordErrorToast = (email: FormDataEntryValue | null) =>
  typeof email === "string" && email.trim() !== "" ? invalidEmailToast : missingEmailToast;
