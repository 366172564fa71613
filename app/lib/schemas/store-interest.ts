import { z } from "zod";
import type { Toast } from "../toast";
import { contactMessages, simpleEmailPattern } from "./contact";

export const storeInterestSchema = z.object({
  email: z
    .string({ error: contactMessages.invalidEmail })
    .trim()
    .max(254, contactMessages.invalidEmail)
    .regex(simpleEmailPattern, contactMessages.invalidEmail),
  productId: z.string().trim().max(100).optional(),
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
