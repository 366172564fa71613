import * as z from "zod/mini";
import type { Toast } from "../toast";
import { EMAIL_PATTERN, requiredText } from "./fields";

/** SPEC §5 "Other forms": the contact form's rules and toasts, word for word. */
export const contactMessages = {
  missing: "Please fill in all fields.",
  invalidEmail: "Please enter a valid email address.",
} as const;

const required = (max: number) =>
  requiredText(contactMessages.missing).check(z.maxLength(max, `Please keep this under ${max} characters.`));

export const contactSchema = z.object({
  name: required(120),
  email: required(254).check(z.regex(EMAIL_PATTERN, contactMessages.invalidEmail)),
  message: required(5000),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** 'Missing Information' when any field is empty, else 'Invalid Email'. */
export function contactErrorToast(errors: Record<string, string[] | null | undefined> | undefined): Toast {
  const all = Object.values(errors ?? {}).flatMap((e) => e ?? []);
  return all.includes(contactMessages.missing)
    ? { title: "Missing Information", description: contactMessages.missing, variant: "destructive" }
    : { title: "Invalid Email", description: contactMessages.invalidEmail, variant: "destructive" };
}

export const contactSuccessToast: Toast = {
  title: "Message Sent",
  description: "Thank you! We will get back to you soon.",
  variant: "success",
};
