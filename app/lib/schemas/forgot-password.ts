import * as z from "zod/mini";
import { accountEmail } from "./fields";

/** SPEC §5 "Other forms": forgot password needs an email ('Missing Email'). */
export const forgotPasswordSchema = z.object({
  email: accountEmail("Please enter your email address."),
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
