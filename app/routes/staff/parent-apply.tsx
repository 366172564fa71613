import { data, Link } from "react-router";
import { ApplicationEntryForm } from "~/components/staff/application-entry-form";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { m } from "~/paraglide/messages";
import { applicationFacts } from "~/server/data/application-facts.server";
import { getParentRecord } from "~/server/data/staff-parents.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Card, CardContent } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/parent-apply";
import { staffAction, toFamilyAccount } from "./guard.server";
import { enterApplication } from "./parent-apply.server";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? m.staff_apply_meta({ name: data.parent.name }) : m.staff_enter_application());

/**
 * Staff enter an application for a family that applied by phone or in person
 * (docs/product.md#applications-and-the-waitlist). Its own page, so the parent's record does not carry the application
 * form's script.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  await toFamilyAccount(params.parentId, "apply");
  const record = await getParentRecord(params.parentId);
  if (!record) throw data(null, { status: 404 });
  const { batches, live } = await applicationFacts(params.parentId, new Date());
  return {
    parent: { id: record.profile.id, name: record.profile.name, email: record.profile.email },
    kids: record.children,
    live,
    batches,
    /** The form's one-time key: a repeated post applies once. */
    formKey: crypto.randomUUID(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  await toFamilyAccount(params.parentId, "apply");
  return enterApplication(await readTextForm(request), user.id, params.parentId);
}

export default function ParentApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { parent, kids, batches, live, formKey } = loaderData;
  return (
    <>
      <Link
        to={`/staff/parents/${parent.id}`}
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← <span translate="no">{parent.name}</span>
      </Link>
      <StaffPageHeader
        title={m.staff_enter_application()}
        description={m.staff_apply_description({ name: parent.name, email: parent.email })}
      />
      <Card>
        <CardContent>
          <ApplicationEntryForm
            kids={kids}
            batches={batches}
            live={live}
            idempotencyKey={formKey}
            lastResult={actionData?.lastResult}
          />
        </CardContent>
      </Card>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
