import * as z from "zod/mini";

/** SPEC §5 "Login": both fields required; the toast says 'Missing Fields'. */
export const loginSchema = z.object({
  email: z
    .string({ error: "Email is required." })
    .check(
      z.trim(),
      z.minLength(1, "Email is required."),
      z.maxLength(254, "Email address is invalid."),
      z.toLowerCase(),
    ),
  password: z
    .string({ error: "Password is required." })
    .check(z.minLength(1, "Password is required."), z.maxLength(128, "Password must be at most 128 characters.")),
  redirectTo: z.optional(z.string()),
});

export const missingFieldsToast = {
  title: "Missing Fields",
  description: "Please enter both email and password.",
  variant: "destructive",
} as const;
