import { data } from "react-router";
import { waitInWords } from "~/lib/format";
import { familyRefusalText } from "~/lib/refusals/family";
import {
  familyInviteSchema,
  familyToasts,
  invitationChoiceSchema,
  memberChoiceSchema,
  memberRoleSchema,
} from "~/lib/schemas/family";
import { parseForm } from "~/lib/schemas/parse-form";
import { freshToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import type { FamilyAccess } from "~/server/data/family/access.server";
import { inviteMember, resendInvitation, withdrawInvitation } from "~/server/data/family/invitations.server";
import { changeMemberRole, removeMember } from "~/server/data/family/members.server";
import { redirectWithToast } from "~/server/flash.server";
import { clientKey, spend } from "~/server/rate-limit.server";

/** The Family page's address: where every one of its forms comes back to. */
export const FAMILY_PATH = "/dashboard/profile/family";

const refused = (reason: Parameters<typeof familyRefusalText>[0]) =>
  redirectWithToast(FAMILY_PATH, familyToasts.refused(familyRefusalText(reason)));

/** A mail to a typed address counts against the client's mail budget, as the other forms that send one do. */
async function mailBudget(clientIp: string) {
  const budget = await spend("mailPerIp", clientKey(clientIp));
  return budget.ok ? null : m.family_toast_wait({ wait: waitInWords(budget.retryAfterSeconds) });
}

async function invite(formData: FormData, family: FamilyAccess, now: Date, clientIp: string) {
  const submission = parseForm(formData, familyInviteSchema);
  if (submission.status !== "success") {
    return data(
      { intent: "invite" as const, lastResult: submission.reply(), toast: freshToast(familyToasts.invalid) },
      { status: 400 },
    );
  }
  const wait = await mailBudget(clientIp);
  if (wait) {
    return data(
      {
        intent: "invite" as const,
        lastResult: submission.reply({ formErrors: [wait] }),
        toast: familyToasts.refused(wait),
      },
      { status: 429 },
    );
  }
  const result = await inviteMember(family, submission.value, now);
  if (!result.ok) {
    const text = familyRefusalText(result.reason);
    return data(
      {
        intent: "invite" as const,
        lastResult: submission.reply({ fieldErrors: { email: [text] } }),
        toast: freshToast(familyToasts.refused(text)),
      },
      { status: 409 },
    );
  }
  return redirectWithToast(FAMILY_PATH, familyToasts.invited(submission.value.email));
}

/**
 * The owner's forms on the Family page: invite, resend or withdraw an invitation, change a member's role, remove a
 * member (docs/product.md#families). The caller has checked that `family.role` may manage members.
 */
export async function handleOwnerAction(
  intent: string,
  formData: FormData,
  family: FamilyAccess,
  now: Date,
  clientIp: string,
) {
  switch (intent) {
    case "invite":
      return invite(formData, family, now, clientIp);
    case "resend":
    case "withdraw": {
      const submission = parseForm(formData, invitationChoiceSchema);
      if (submission.status !== "success") throw data(null, { status: 400 });
      if (intent === "resend") {
        const wait = await mailBudget(clientIp);
        if (wait) return redirectWithToast(FAMILY_PATH, familyToasts.refused(wait));
      }
      const change = intent === "resend" ? resendInvitation : withdrawInvitation;
      const result = await change(family.userId, family.familyId, submission.value.invitationId, now);
      if (!result.ok) return refused(result.reason);
      return redirectWithToast(FAMILY_PATH, intent === "resend" ? familyToasts.resent : familyToasts.withdrawn);
    }
    case "role": {
      const submission = parseForm(formData, memberRoleSchema);
      if (submission.status !== "success") throw data(null, { status: 400 });
      const result = await changeMemberRole(family, submission.value.userId, submission.value.role);
      return result.ok ? redirectWithToast(FAMILY_PATH, familyToasts.roleSaved) : refused(result.reason);
    }
    case "remove": {
      const submission = parseForm(formData, memberChoiceSchema);
      if (submission.status !== "success") throw data(null, { status: 400 });
      const result = await removeMember(family, submission.value.userId);
      return result.ok ? redirectWithToast(FAMILY_PATH, familyToasts.removed) : refused(result.reason);
    }
    default:
      throw data(null, { status: 404 });
  }
}

/** A member leaves the family: from their next page on, they see an empty family of their own. */
export async function leaveFamily(family: FamilyAccess) {
  const result = await removeMember(family, family.userId);
  return result.ok ? redirectWithToast("/dashboard", familyToasts.left) : refused(result.reason);
}
