import * as z from "zod/mini";
import { invitedRoles } from "~/lib/statuses";
import type { Toast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { accountEmail, said } from "./fields";

/** Profile → Family (docs/product.md#families): the owner's forms, and a member's 'Leave family'. */

const role = z.enum(invitedRoles, said(m.family_role_missing));

/** 'Invite a Family Member': an address and one of the two roles an invitation can offer. */
export const familyInviteSchema = z.object({ email: accountEmail(m.family_email_missing), role });

/** Resend or withdraw one of the family's open invitations. */
export const invitationChoiceSchema = z.object({ invitationId: z.uuid() });

/** A member's new role. */
export const memberRoleSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)), role });

/** Remove a member. */
export const memberChoiceSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)) });

const success = (title: () => string, description?: () => string): Toast => ({
  get title() {
    return title();
  },
  ...(description
    ? {
        get description() {
          return description();
        },
      }
    : {}),
  variant: "success",
});

export const familyToasts = {
  invited: (email: string): Toast => ({
    title: m.family_toast_invited(),
    description: m.family_toast_invited_text({ email }),
    variant: "success",
  }),
  resent: success(m.family_toast_resent, m.family_toast_resent_text),
  withdrawn: success(m.family_toast_withdrawn),
  roleSaved: success(m.family_toast_role_saved),
  removed: success(m.family_toast_removed),
  left: success(m.family_toast_left, m.family_toast_left_text),
  invalid: {
    get title() {
      return m.family_toast_invalid();
    },
    get description() {
      return m.dash_fix_errors();
    },
    variant: "destructive",
  },
  refused: (description: string): Toast => ({ title: m.family_toast_refused(), description, variant: "destructive" }),
} satisfies Record<string, Toast | ((arg: string) => Toast)>;
