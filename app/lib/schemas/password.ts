import * as z from "zod/mini";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { typed } from "./fields";

/** SPEC §5 "Profile change password", word for word. */
export const passwordMessages = {
  missing: "Please enter and confirm the new password.",
  tooShort: `Password must be at least ${limits.passwordMin} characters.`,
  mismatch: "The new passwords do not match.",
  currentMissing: "Please enter your current password.",
  currentWrong: "Your current password is incorrect.",
} as const;

export const passwordSchema = z
  .object({
    newPassword: z
      .string({ error: passwordMessages.missing })
      .check(
        z.minLength(limits.passwordMin, passwordMessages.tooShort),
        z.maxLength(128, "Password must be at most 128 characters."),
      ),
    confirmPassword: z.string({ error: passwordMessages.missing }),
    /** Asked for above SPEC's two fields (PRODUCT.md 26), and checked after SPEC's three checks. */
    currentPassword: z
      .string({ error: passwordMessages.currentMissing })
      .check(z.maxLength(128, passwordMessages.currentWrong)),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      path: ["confirmPassword"],
      message: passwordMessages.mismatch,
      when: typed("newPassword", "confirmPassword"),
    }),
  );

/** The toast for a failed check: missing fields first, then length, then mismatch, then the current password. */
export function passwordErrorToast(errors: Record<string, string[] | null | undefined> | undefined): Toast {
  const all = Object.values(errors ?? {}).flatMap((e) => e ?? []);
  if (all.includes(passwordMessages.missing))
    return { title: "Missing Fields", description: passwordMessages.missing, variant: "destructive" };
  if (all.includes(passwordMessages.tooShort))
    return { title: "Password Too Short", description: passwordMessages.tooShort, variant: "destructive" };
  if (all.includes(passwordMessages.mismatch))
    return { title: "Passwords Mismatch", description: passwordMessages.mismatch, variant: "destructive" };
  if (all.includes(passwordMessages.currentMissing))
    return { title: "Missing Fields", description: passwordMessages.currentMissing, variant: "destructive" };
  return passwordToasts.error(all[0] ?? "Please check the form.");
}

export const passwordToasts = {
  updated: { title: "Password Updated Successfully", variant: "success" } as Toast,
  error: (message: string): Toast => ({ title: "Password Update Error", description: message, variant: "destructive" }),
};
