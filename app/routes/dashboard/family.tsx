import { Link } from "react-router";
import { InvitationsCard } from "~/components/dashboard/family/invitations";
import { InviteCard } from "~/components/dashboard/family/invite-card";
import { MembersCard } from "~/components/dashboard/family/members";
import { YourRoleCard } from "~/components/dashboard/family/your-role";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { can } from "~/lib/family-permissions";
import { m } from "~/paraglide/messages";
import { requestTime } from "~/server/clock.server";
import { openInvitations } from "~/server/data/family/invitations.server";
import { familyMembersOf } from "~/server/data/family/members.server";
import { requireFamily } from "~/server/family-session.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/family";
import { FAMILY_PATH, handleOwnerAction, leaveFamily } from "./family.server";

/** Profile → Family (docs/product.md#families): who is in the family, and for the owner, invitations and roles. */

export const meta: Route.MetaFunction = () => dashboardMeta(m.family_page_title());

export async function loader({ request }: Route.LoaderArgs) {
  const { user, family } = await requireFamily(request);
  const manage = can(family.role, "manageMembers");
  const now = requestTime(request);
  const [members, invitations] = await Promise.all([
    familyMembersOf(family.familyId),
    manage ? openInvitations(family.familyId) : [],
  ]);
  return {
    you: user.id,
    role: family.role,
    manage,
    members: members.map(({ userId, name, email, role }) => ({ userId, name, email, role })),
    invitations: invitations.map(({ id, email, role, expiresAt }) => ({
      id,
      email,
      role,
      expiresAt,
      expired: expiresAt <= now,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request);
  const formData = await readTextForm(request);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "leave") return leaveFamily(family);
  const owner = await requireFamily(request, "manageMembers", FAMILY_PATH);
  return handleOwnerAction(intent, formData, owner.family, requestTime(request), context.clientIp);
}

export default function FamilyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { you, role, manage, members, invitations } = loaderData;
  const owner = members.find((member) => member.role === "owner");
  return (
    <>
      <Link
        to="/dashboard/profile"
        className="mb-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.family_back_to_profile()}
      </Link>
      <PageHeader title={m.family_page_title()} description={m.family_page_description()} />
      <div className="flex flex-col gap-6">
        <MembersCard members={members} you={you} manage={manage} />
        {manage ? (
          <>
            <InviteCard lastResult={actionData?.intent === "invite" ? actionData.lastResult : null} />
            <InvitationsCard invitations={invitations} />
          </>
        ) : role !== "owner" ? (
          <YourRoleCard role={role} owner={owner?.name ?? ""} />
        ) : null}
      </div>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
