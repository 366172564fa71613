import * as z from "zod/mini";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { accountEmail } from "./fields";

/** Forgot password needs an email ('Missing Email'). */
export const forgotPasswordSchema = z.object({
  email: accountEmail(m.auth_enter_email),
});

export const missingEmailToast: Toast = {
  get title() {
    return m.auth_missing_email_title();
  },
  get description() {
    return m.auth_enter_email();
  },
  variant: "destructive",
};

export const invalidEmailToast: Toast = {
  get title() {
    return m.auth_invalid_email_title();
  },
  get description() {
    return m.auth_enter_valid_email();
  },
  variant: "destructive",
};

/** The toast for a refused submission: nothing typed, or not an address. */
export const forgotPasswordErrorToast = (email: FormDataEntryValue | null) =>
  typeof email === "string" && email.trim() !== "" ? invalidEmailToast : missingEmailToast;
