import * as z from "zod/mini";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";
import { formNumber, optionalFile, requiredText } from "./fields";

export const childAgeMessage = "Valid child's age is required.";

/** The fields a child has, with the registration form's messages (SPEC §5). */
export const childName = requiredText("Child's name is required.").check(z.maxLength(120, "Child's name is too long."));
export const childAge = formNumber(
  z
    .number({ error: childAgeMessage })
    .check(
      z.int(childAgeMessage),
      z.minimum(limits.childAgeMin, childAgeMessage),
      z.maximum(limits.childAgeMax, childAgeMessage),
    ),
);

export const avatarMessages = { tooLarge: "Please select an image smaller than 5MB." } as const;

/**
 * Profile Settings → Personal Information. Child's Name and Age edit the first child (decision 003).
 * The photo is checked here for size in the browser; the server checks its bytes while streaming.
 */
export const profileSchema = z.object({
  fullName: requiredText("Full name is required.").check(z.maxLength(120, "Full name is too long.")),
  childName,
  childAge,
  avatar: optionalFile(limits.avatarMaxBytes, avatarMessages.tooLarge),
});

export const profileToasts = {
  updated: { title: "Profile Updated Successfully", variant: "success" },
  invalid: { title: "Validation Error", description: "Please fix the errors in the form.", variant: "destructive" },
  avatarTooLarge: { title: "File too large", description: avatarMessages.tooLarge, variant: "destructive" },
  avatarError: (message: string): Toast => ({
    title: "Avatar Upload Error",
    description: message,
    variant: "destructive",
  }),
  updateError: (message: string): Toast => ({
    title: "Profile Update Error",
    description: message,
    variant: "destructive",
  }),
} satisfies Record<string, Toast | ((message: string) => Toast)>;
