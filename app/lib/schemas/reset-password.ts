import { z } from "zod";
import { limits } from "~/lib/site-config";

const bothStrings = (value: unknown) => {
  const v = value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return typeof v?.password === "string" && typeof v.confirmPassword === "string";
};

const bothRequired = "Please enter and confirm your new password.";

/** SPEC §5 "Other forms": reset password. The token comes from the emailed link. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link is invalid." }).min(1).max(200),
    password: z
      .string({ error: bothRequired })
      .min(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters long.`)
      .max(128, "Password must be at most 128 characters long."),
    confirmPassword: z.string({ error: bothRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match.",
    // Reported together with the other fields' errors, not only once they are all fixed.
    when: ({ value }) => bothStrings(value),
  });
