import * as z from "zod/mini";
import type { Toast } from "~/lib/toast";
import { childAge, childName } from "./profile";

/** Profile Settings → Children: adding another child, or editing one of the extra children. */
export const childSchema = z.object({ name: childName, age: childAge });

export const childToasts = {
  added: { title: "Child Added", variant: "success" },
  updated: { title: "Child Updated", variant: "success" },
  removed: { title: "Child Removed", variant: "success" },
  invalid: { title: "Validation Error", description: "Please fix the errors in the form.", variant: "destructive" },
} satisfies Record<string, Toast>;
