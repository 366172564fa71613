import { z } from "zod";

/** SPEC §5 "Login": both fields required; the toast says 'Missing Fields'. */
export const loginSchema = z.object({
  email: z
    .string({ error: "Email is required." })
    .trim()
    .min(1, "Email is required.")
    .max(254)
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(128),
  redirectTo: z.string().optional(),
});

export const missingFieldsToast = {
  title: "Missing Fields",
  description: "Please enter both email and password.",
  variant: "destructive",
} as const;
