import * as z from "zod/mini";
import type { Toast } from "../toast";
import { contactMessages } from "./contact";
import { EMAIL_PATTERN } from "./fields";

export const storeInterestSchema = z.object({
  email: z
    .string({ error: contactMessages.invalidEmail })
    .check(
      z.trim(),
      z.maxLength(254, contactMessages.invalidEmail),
      z.regex(EMAIL_PATTERN, contactMessages.invalidEmail),
    ),
  productId: z.optional(z.string().check(z.trim(), z.maxLength(100, "Unknown product."))),
});

export type StoreInterestInput = z.infer<typeof storeInterestSchema>;

export const storeInterestErrorToast: Toast = {
  title: "Invalid Email",
  description: contactMessages.invalidEmail,
  variant: "destructive",
};

export const storeInterestSuccessToast: Toast = {
  title: "You're on the list",
  description: "Thank you! We'll email you as soon as the store opens.",
  variant: "success",
};
