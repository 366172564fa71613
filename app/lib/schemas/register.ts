import { z } from "zod";
import { limits } from "~/lib/site-config";

const bothStrings = (value: unknown) => {
  const v = value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return typeof v?.password === "string" && typeof v.confirmPassword === "string";
};

/** A simple x@y.z shape (SPEC §5); the mailbox itself is proven by the verification link. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailField = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email address is invalid.")
  .regex(EMAIL_PATTERN, "Email address is invalid.")
  .transform((v) => v.toLowerCase());

const childAgeMessage = "Valid child's age is required.";

/** SPEC §5 "Register", message for message. Checkboxes post "on" when ticked and nothing otherwise. */
export const registerSchema = z
  .object({
    fullName: requiredText("Full name is required.").max(120, "Full name is too long."),
    childName: requiredText("Child's name is required.").max(120, "Child's name is too long."),
    childAge: z
      .number({ error: childAgeMessage })
      .int(childAgeMessage)
      .min(limits.childAgeMin, childAgeMessage)
      .max(limits.childAgeMax, childAgeMessage),
    phone: requiredText("Phone number is required.").max(40, "Phone number is too long."),
    email: emailField,
    password: z
      .string({ error: "Password is required." })
      .min(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters.`)
      .max(128, "Password must be at most 128 characters."),
    confirmPassword: z.string({ error: "Passwords do not match." }),
    terms: z.literal("on", { error: "You must accept the terms and conditions." }).transform(() => true),
    mediaConsent: z
      .literal("on")
      .optional()
      .transform((v) => v === "on"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match.",
    // Reported together with the other fields' errors, not only once they are all fixed.
    when: ({ value }) => bothStrings(value),
  });

export type RegisterInput = z.output<typeof registerSchema>;
