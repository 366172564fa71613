import * as z from "zod/mini";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { childAge, childName } from "./profile";

/** Profile Settings → Children: adding another child, or editing one of the extra children. */
export const childSchema = z.object({ name: childName, age: childAge });

const success = (title: () => string): Toast => ({
  get title() {
    return title();
  },
  variant: "success",
});

export const childToasts = {
  added: success(m.dash_child_added),
  updated: success(m.dash_child_updated),
  removed: success(m.dash_child_removed),
  invalid: {
    get title() {
      return m.dash_validation_error();
    },
    get description() {
      return m.dash_fix_errors();
    },
    variant: "destructive",
  },
} satisfies Record<string, Toast>;
