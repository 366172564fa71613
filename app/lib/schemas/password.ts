import * as z from "zod/mini";
import { toBanglaDigits } from "~/lib/i18n/digits";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { said, typed } from "./fields";

/** The shortest password allowed, written in the digits of the current language. */
export const passwordMin = () =>
  getLocale() === "bn" ? toBanglaDigits(limits.passwordMin) : String(limits.passwordMin);

/** The profile's Change Password messages, word for word (docs/product.md#forms-and-messages). */
export const passwordMessages = {
  get missing() {
    return m.auth_pw_missing();
  },
  get tooShort() {
    return m.auth_password_min({ min: passwordMin() });
  },
  get mismatch() {
    return m.auth_pw_mismatch();
  },
  get currentMissing() {
    return m.auth_pw_current_missing();
  },
  get currentWrong() {
    return m.auth_pw_current_wrong();
  },
};

export const passwordSchema = z
  .object({
    newPassword: z.string(said(() => passwordMessages.missing)).check(
      z.minLength(
        limits.passwordMin,
        said(() => passwordMessages.tooShort),
      ),
      z.maxLength(128, said(m.auth_password_max)),
    ),
    confirmPassword: z.string(said(() => passwordMessages.missing)),
    /** Asked for above the two new-password fields, and checked after their three checks (decision 015). */
    currentPassword: z.string(said(() => passwordMessages.currentMissing)).check(
      z.maxLength(
        128,
        said(() => passwordMessages.currentWrong),
      ),
    ),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      path: ["confirmPassword"],
      error: () => passwordMessages.mismatch,
      when: typed("newPassword", "confirmPassword"),
    }),
  );

/** The toast for a failed check: missing fields first, then length, then mismatch, then the current password. */
export function passwordErrorToast(errors: Record<string, string[] | null | undefined> | undefined): Toast {
  const all = Object.values(errors ?? {}).flatMap((e) => e ?? []);
  const failed = (title: string, description: string): Toast => ({ title, description, variant: "destructive" });
  if (all.includes(passwordMessages.missing)) return failed(m.auth_missing_fields_title(), passwordMessages.missing);
  if (all.includes(passwordMessages.tooShort)) return failed(m.auth_pw_too_short_title(), passwordMessages.tooShort);
  if (all.includes(passwordMessages.mismatch)) return failed(m.auth_pw_mismatch_title(), passwordMessages.mismatch);
  if (all.includes(passwordMessages.currentMissing))
    return failed(m.auth_missing_fields_title(), passwordMessages.currentMissing);
  return passwordToasts.error(all[0] ?? m.auth_pw_check_form());
}

export const passwordToasts = {
  updated: {
    get title() {
      return m.auth_pw_updated();
    },
    variant: "success",
  } as Toast,
  error: (message: string): Toast => ({
    title: m.auth_pw_update_error(),
    description: message,
    variant: "destructive",
  }),
};
