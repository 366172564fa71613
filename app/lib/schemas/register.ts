import * as z from "zod/mini";
import { limits } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { accountEmail, bothPasswordsTyped, checkbox, formNumber, latinDigits, requiredText, said } from "./fields";
import { passwordMin } from "./password";

export const emailField = accountEmail(m.auth_email_required);

const childAgeInvalid = said(m.auth_child_age_invalid);

const accountFields = {
  fullName: requiredText(m.auth_full_name_required).check(z.maxLength(120, said(m.auth_full_name_too_long))),
  phone: requiredText(m.auth_phone_required).check(latinDigits(), z.maxLength(40, said(m.auth_phone_too_long))),
  email: emailField,
  password: z.string(said(m.auth_password_required)).check(
    z.minLength(
      limits.passwordMin,
      said(() => m.auth_password_min({ min: passwordMin() })),
    ),
    z.maxLength(128, said(m.auth_password_max)),
  ),
  confirmPassword: z.string(said(m.auth_passwords_mismatch)),
  terms: z.pipe(
    z.literal("on", said(m.auth_terms_required)),
    z.transform(() => true),
  ),
};

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  {
    path: ["confirmPassword"],
    error: () => m.auth_passwords_mismatch(),
    when: bothPasswordsTyped,
  },
);

/**
 * Register (docs/product.md#forms-and-messages), message for message. The age and phone number may be typed in Bangla
 * digits.
 */
export const registerSchema = z
  .object({
    ...accountFields,
    childName: requiredText(m.auth_child_name_required).check(z.maxLength(120, said(m.auth_child_name_too_long))),
    childAge: formNumber(
      z
        .number(childAgeInvalid)
        .check(
          z.int(childAgeInvalid),
          z.minimum(limits.childAgeMin, childAgeInvalid),
          z.maximum(limits.childAgeMax, childAgeInvalid),
        ),
    ),
    mediaConsent: z.pipe(
      checkbox(),
      z.transform((v) => v === "on"),
    ),
  })
  .check(passwordsMatch);

/**
 * Register on the way to joining a family by its invitation (docs/product.md#families): the family's children are
 * already there, so no child is asked for.
 */
export const memberRegisterSchema = z.object(accountFields).check(passwordsMatch);

export type RegisterInput = z.output<typeof registerSchema>;
export type MemberRegisterInput = z.output<typeof memberRegisterSchema>;
