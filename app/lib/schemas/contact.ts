import * as z from "zod/mini";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import type { Toast } from "../toast";
import { EMAIL_PATTERN, requiredText, said } from "./fields";

/** The contact form's rules and toasts (docs/product.md#forms-and-messages), word for word (in the page's language). */
export const contactMessages = {
  get missing() {
    return m.public_contact_missing();
  },
  get invalidEmail() {
    return m.public_invalid_email();
  },
};

const required = (max: number) =>
  requiredText(() => m.public_contact_missing()).check(
    z.maxLength(
      max,
      said(() => m.public_keep_under({ max: localDigits(max) })),
    ),
  );

export const contactSchema = z.object({
  name: required(120),
  email: required(254).check(
    z.regex(
      EMAIL_PATTERN,
      said(() => m.public_invalid_email()),
    ),
  ),
  message: required(5000),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** 'Missing Information' when any field is empty, else 'Invalid Email'. */
export function contactErrorToast(errors: Record<string, string[] | null | undefined> | undefined): Toast {
  const all = Object.values(errors ?? {}).flatMap((e) => e ?? []);
  return all.includes(contactMessages.missing)
    ? { title: m.public_missing_title(), description: contactMessages.missing, variant: "destructive" }
    : { title: m.public_contact_invalid_title(), description: contactMessages.invalidEmail, variant: "destructive" };
}

export const contactSuccessToast: Toast = {
  get title() {
    return m.public_contact_sent_title();
  },
  get description() {
    return m.public_contact_sent_text();
  },
  variant: "success",
};
