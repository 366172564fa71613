import { data, Link } from "react-router";
import {
  ChildCareFacts,
  ChildDetailsForm,
  MediaChoicesForm,
  MediaHistory,
  OutdoorAgreements,
} from "~/components/care/child-details";
import { useFamilyCan } from "~/components/dashboard/family-can";
import { dashboardMeta } from "~/components/dashboard/meta";
import { PageHeader } from "~/components/dashboard/shell";
import { outdoorPolicy } from "~/lib/care";
import { m } from "~/paraglide/messages";
import { requestTime } from "~/server/clock.server";
import { agreementsOf, mediaChoicesOf, mediaHistoryOf, ownChildDetails } from "~/server/data/care.server";
import { requireFamily } from "~/server/family-session.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { assertSameOrigin } from "~/server/request-guards.server";
import { Card, CardContent } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/child-details";
import { handleChildDetailsAction } from "./child-details.server";

/** Profile → one child's details and consents (docs/product.md#each-childs-details): the parent's own child only. */

export const meta: Route.MetaFunction = ({ data }) =>
  dashboardMeta(data ? m.care_page_title({ name: data.child.name }) : m.dash_profile_title());

export async function loader({ request, params }: Route.LoaderArgs) {
  const { family } = await requireFamily(request);
  const child = await ownChildDetails(family.accountId, params.childId, requestTime(request));
  if (!child) throw data(null, { status: 404 });
  const [choices, history, agreements] = await Promise.all([
    mediaChoicesOf([child.id]),
    mediaHistoryOf(child.id),
    agreementsOf(child.id),
  ]);
  return { child, media: choices.get(child.id)!, history, agreements };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { family } = await requireFamily(request, "editChildren", `/dashboard/profile/children/${params.childId}`);
  return handleChildDetailsAction(await readTextForm(request), family, params.childId, requestTime(request));
}

export default function ChildDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { child, media, history, agreements } = loaderData;
  const mayEdit = useFamilyCan("editChildren");
  const detailsResult = actionData?.intent === "details" ? actionData.lastResult : null;
  return (
    <>
      <Link
        to="/dashboard/profile"
        className="mb-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.care_back_to_profile()}
      </Link>
      <PageHeader
        title={m.care_page_title({ name: child.name })}
        description={m.care_page_description({ name: child.name })}
      />
      <div className="flex flex-col gap-6">
        {mayEdit ? (
          <>
            <ChildDetailsForm child={child} lastResult={detailsResult} />
            <MediaChoicesForm childName={child.name} choices={media} history={history} />
          </>
        ) : (
          // A role that cannot edit children reads what the family gave (docs/product.md#families).
          <Card>
            <CardContent className="flex flex-col gap-5">
              <ChildCareFacts child={child} media={media} />
              <MediaHistory history={history} />
            </CardContent>
          </Card>
        )}
        <OutdoorAgreements agreements={agreements} version={outdoorPolicy.version} />
      </div>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
