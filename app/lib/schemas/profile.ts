import * as z from "zod/mini";
import { languages } from "~/lib/i18n/language";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { formNumber, optionalFile, requiredText, said } from "./fields";

/** The fields a child has, with the registration form's messages (docs/product.md#forms-and-messages). */
export const childName = requiredText(m.dash_child_name_required).check(
  z.maxLength(120, said(m.dash_child_name_too_long)),
);
export const childAge = formNumber(
  z
    .number(said(m.dash_child_age_invalid))
    .check(
      z.int(said(m.dash_child_age_invalid)),
      z.minimum(limits.childAgeMin, said(m.dash_child_age_invalid)),
      z.maximum(limits.childAgeMax, said(m.dash_child_age_invalid)),
    ),
);

export const avatarMessages = {
  get tooLarge() {
    return m.dash_avatar_too_large();
  },
};

/**
 * Profile Settings → Personal Information. Child's Name and Age edit the first child (decision 003).
 * The photo is checked here for size in the browser; the server checks its bytes while streaming.
 */
export const profileSchema = z.object({
  fullName: requiredText(m.dash_full_name_required).check(z.maxLength(120, said(m.dash_full_name_too_long))),
  childName,
  childAge,
  avatar: optionalFile(limits.avatarMaxBytes, () => avatarMessages.tooLarge),
});

/**
 * Personal Information for a family member who is not its owner (docs/product.md#families): their own name and photo;
 * the first child belongs to the owner's form.
 */
export const memberProfileSchema = z.object({
  fullName: profileSchema.shape.fullName,
  avatar: profileSchema.shape.avatar,
});

/** Profile Settings → Language: the language of the parent's pages and mail. */
export const languageSchema = z.object({ language: z.enum(languages, said(m.dash_language_choose)) });

export const profileToasts = {
  updated: {
    get title() {
      return m.dash_profile_updated();
    },
    variant: "success",
  },
  invalid: {
    get title() {
      return m.dash_validation_error();
    },
    get description() {
      return m.dash_fix_errors();
    },
    variant: "destructive",
  },
  avatarTooLarge: {
    get title() {
      return m.dash_file_too_large();
    },
    get description() {
      return avatarMessages.tooLarge;
    },
    variant: "destructive",
  },
  avatarError: (message: string): Toast => ({
    title: m.dash_avatar_upload_error(),
    description: message,
    variant: "destructive",
  }),
  updateError: (message: string): Toast => ({
    title: m.dash_profile_update_error(),
    description: message,
    variant: "destructive",
  }),
  languageSaved: (language: (typeof languages)[number]): Toast => ({
    title: m.dash_language_saved({}, { locale: language }),
    variant: "success",
  }),
} satisfies Record<string, Toast | ((message: string) => Toast) | ((language: "en" | "bn") => Toast)>;
