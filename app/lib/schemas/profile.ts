import { z } from "zod";
import { limits } from "~/lib/site-config";
import type { Toast } from "~/lib/toast";

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
export const childAgeMessage = "Valid child's age is required.";

/** The fields a child has, with the registration form's messages (SPEC §5). */
export const childName = requiredText("Child's name is required.").max(120, "Child's name is too long.");
export const childAge = z
  .number({ error: childAgeMessage })
  .int(childAgeMessage)
  .min(limits.childAgeMin, childAgeMessage)
  .max(limits.childAgeMax, childAgeMessage);

export const avatarMessages = { tooLarge: "Please select an image smaller than 5MB." } as const;

/**
 * Profile Settings → Personal Information. Child's Name and Age edit the first child (decision 003).
 * The photo is checked here for size in the browser; the server checks its bytes while streaming.
 */
export const profileSchema = z.object({
  fullName: requiredText("Full name is required.").max(120, "Full name is too long."),
  childName,
  childAge,
  avatar: z
    .instanceof(File)
    .optional()
    .refine((file) => !file || file.size <= limits.avatarMaxBytes, avatarMessages.tooLarge),
});

export const profileToasts = {
  updated: { title: "Profile Updated Successfully", variant: "success" },
  invalid: { title: "Validation Error", description: "Please fix the errors in the form.", variant: "destructive" },
  avatarTooLarge: { title: "File too large", description: avatarMessages.tooLarge, variant: "destructive" },
  avatarError: (message: string): Toast => ({ title: "Avatar Upload Error", description: message, variant: "destructive" }),
  updateError: (message: string): Toast => ({ title: "Profile Update Error", description: message, variant: "destructive" }),
} satisfies Record<string, Toast | ((message: string) => Toast)>;
