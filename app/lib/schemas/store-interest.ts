import * as z from "zod/mini";
import { m } from "~/paraglide/messages";
import type { Toast } from "../toast";
import { contactMessages } from "./contact";
import { EMAIL_PATTERN, said } from "./fields";

const invalidEmail = said(() => contactMessages.invalidEmail);

export const storeInterestSchema = z.object({
  email: z.string(invalidEmail).check(z.trim(), z.maxLength(254, invalidEmail), z.regex(EMAIL_PATTERN, invalidEmail)),
  productId: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(
        100,
        said(() => m.public_store_unknown_product()),
      ),
    ),
  ),
});

export type StoreInterestInput = z.infer<typeof storeInterestSchema>;

export const storeInterestErrorToast: Toast = {
  get title() {
    return m.public_contact_invalid_title();
  },
  get description() {
    return contactMessages.invalidEmail;
  },
  variant: "destructive",
};

export const storeInterestSuccessToast: Toast = {
  get title() {
    return m.public_store_listed_title();
  },
  get description() {
    return m.public_store_listed_text();
  },
  variant: "success",
};
