import { data, Link } from "react-router";
import { staffMeta } from "~/components/staff/meta";
import { type FormResults, PaymentsCard, SubscriptionsCard } from "~/components/staff/parent-billing";
import { FamilyCard, type FamilyCardData } from "~/components/staff/parent-family";
import {
  ApplicationsCard,
  ChildrenCard,
  MessagesCard,
  type ParentApplicationRow,
  ProfileCard,
} from "~/components/staff/parent-record";
import { StaffPageHeader } from "~/components/staff/shell";
import { addMonths } from "~/lib/dates";
import { applicationStatusLabels, applicationStatusTones, formatSchedule, waitlistPositionText } from "~/lib/enrolment";
import { dhakaIsoDate, formatDateTime } from "~/lib/format";
import { m } from "~/paraglide/messages";
import { listParentApplications } from "~/server/data/enrolment/queries.server";
import { staffFamilyOf } from "~/server/data/staff-family.server";
import { getParentRecord } from "~/server/data/staff-parents.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/parent";
import { staffAction } from "./guard.server";
import { handleParentAction } from "./parent.server";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data?.record.profile.name ?? m.staff_parent());

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const record = await getParentRecord(params.parentId);
  if (!record) throw data(null, { status: 404 });
  const now = new Date();
  // Display-ready rows: the record page is near its script budget, so the enrolment formatters stay on the server.
  const applications = (await listParentApplications(params.parentId)).map(
    (a): ParentApplicationRow => ({
      id: a.id,
      childName: a.child.name,
      batch: { id: a.batch.id, name: a.batch.name, schedule: formatSchedule(a.batch) },
      status: { label: applicationStatusLabels[a.status], tone: applicationStatusTones[a.status] },
      waitlist: a.position ? waitlistPositionText(a.position) : null,
      applied: formatDateTime(a.createdAt),
    }),
  );
  const today = dhakaIsoDate(now);
  const found = await staffFamilyOf(params.parentId);
  const family: FamilyCardData =
    found.kind === "owner"
      ? {
          ...found,
          invitations: found.invitations.map((invitation) => ({
            ...invitation,
            expired: invitation.expiresAt.getTime() <= now.getTime(),
          })),
        }
      : found;
  // One-time keys for the forms that create records: a double click or a retried post creates one, not two.
  return {
    record,
    today,
    inAMonth: addMonths(today, 1),
    applications,
    family,
    formKeys: { subscription: crypto.randomUUID(), payment: crypto.randomUUID() },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  return handleParentAction(await readTextForm(request), user.id, params.parentId);
}

export default function ParentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { record, today, inAMonth, formKeys, applications, family } = loaderData;
  const { profile } = record;
  const forms: FormResults = {
    posted: actionData?.form,
    resultFor: (form) => (actionData?.form === form ? actionData.lastResult : undefined),
  };
  return (
    <>
      <Link
        to="/staff/parents"
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.staff_parent_back()}
      </Link>
      <StaffPageHeader title={<span translate="no">{profile.name}</span>} description={profile.email} />
      <div className="grid gap-6 lg:grid-cols-3">
        <ProfileCard profile={profile} />
        <ChildrenCard items={record.children} />
      </div>

      <FamilyCard family={family} parentName={profile.name} />
      <ApplicationsCard parentId={profile.id} applications={applications} />
      <SubscriptionsCard
        subscriptions={record.subscriptions}
        today={today}
        inAMonth={inAMonth}
        forms={forms}
        idempotencyKey={formKeys.subscription}
      />
      <PaymentsCard payments={record.payments} today={today} forms={forms} idempotencyKey={formKeys.payment} />
      <MessagesCard messages={record.messages} />
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
