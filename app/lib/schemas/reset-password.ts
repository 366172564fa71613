import * as z from "zod/mini";
import { limits } from "~/lib/site-config";
import { bothPasswordsTyped } from "./fields";

const bothRequired = "Please enter and confirm your new password.";
const invalidLink = "This reset link is invalid.";

/** SPEC §5 "Other forms": reset password. The token comes from the emailed link. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: invalidLink }).check(z.minLength(1, invalidLink), z.maxLength(200, invalidLink)),
    password: z
      .string({ error: bothRequired })
      .check(
        z.minLength(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters long.`),
        z.maxLength(128, "Password must be at most 128 characters long."),
      ),
    confirmPassword: z.string({ error: bothRequired }),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      message: "Passwords do not match.",
      when: bothPasswordsTyped,
    }),
  );
