import * as z from "zod/mini";
import { limits } from "~/lib/site-config";
import { accountEmail, bothPasswordsTyped, checkbox, requiredText } from "./fields";
import { childAge, childName } from "./profile";

export const emailField = accountEmail("Email is required.");

/** SPEC §5 "Register", message for message. */
export const registerSchema = z
  .object({
    fullName: requiredText("Full name is required.").check(z.maxLength(120, "Full name is too long.")),
    childName,
    childAge,
    phone: requiredText("Phone number is required.").check(z.maxLength(40, "Phone number is too long.")),
    email: emailField,
    password: z
      .string({ error: "Password is required." })
      .check(
        z.minLength(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters.`),
        z.maxLength(128, "Password must be at most 128 characters."),
      ),
    confirmPassword: z.string({ error: "Passwords do not match." }),
    terms: z.pipe(
      z.literal("on", { error: "You must accept the terms and conditions." }),
      z.transform(() => true),
    ),
    mediaConsent: z.pipe(
      checkbox(),
      z.transform((v) => v === "on"),
    ),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      message: "Passwords do not match.",
      when: bothPasswordsTyped,
    }),
  );

export type RegisterInput = z.output<typeof registerSchema>;
