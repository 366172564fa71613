import * as z from "zod/mini";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { said } from "./fields";

/** Login: both fields required; the toast says 'Missing Fields'. */
export const loginSchema = z.object({
  email: z
    .string(said(m.auth_email_required))
    .check(
      z.trim(),
      z.minLength(1, said(m.auth_email_required)),
      z.maxLength(254, said(m.form_email_invalid)),
      z.toLowerCase(),
    ),
  password: z
    .string(said(m.auth_password_required))
    .check(z.minLength(1, said(m.auth_password_required)), z.maxLength(128, said(m.auth_password_max))),
  redirectTo: z.optional(z.string()),
});

export const missingFieldsToast: Toast = {
  get title() {
    return m.auth_missing_fields_title();
  },
  get description() {
    return m.auth_missing_fields_login();
  },
  variant: "destructive",
};
