import * as z from "zod/mini";
import { limits } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { bothPasswordsTyped, said } from "./fields";
import { passwordMin } from "./password";

const bothRequired = said(m.auth_reset_both_required);
const invalidLink = said(m.auth_reset_link_invalid);

/** Reset password. The token comes from the emailed link. */
export const resetPasswordSchema = z
  .object({
    token: z.string(invalidLink).check(z.minLength(1, invalidLink), z.maxLength(200, invalidLink)),
    password: z.string(bothRequired).check(
      z.minLength(
        limits.passwordMin,
        said(() => m.auth_password_min_long({ min: passwordMin() })),
      ),
      z.maxLength(128, said(m.auth_password_max_long)),
    ),
    confirmPassword: z.string(bothRequired),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      error: () => m.auth_passwords_mismatch(),
      when: bothPasswordsTyped,
    }),
  );
