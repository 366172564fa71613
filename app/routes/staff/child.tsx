import { data, Link } from "react-router";
import { ChildCareFacts, MediaHistory, OutdoorAgreements } from "~/components/care/child-details";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { outdoorPolicy } from "~/lib/care";
import { m } from "~/paraglide/messages";
import { agreementsOf, childDetailsForStaff, mediaChoicesOf, mediaHistoryOf } from "~/server/data/care.server";
import { requireStaff } from "~/server/session.server";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import type { Route } from "./+types/child";
import { refusePost } from "./guard.server";

/** A child's page in the console: details and consents (docs/product.md#each-childs-details), read-only. */

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? data.child.name : m.care_staff_title());

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const child = await childDetailsForStaff(params.childId, new Date());
  if (!child) throw data(null, { status: 404 });
  const [choices, history, agreements] = await Promise.all([
    mediaChoicesOf([child.id]),
    mediaHistoryOf(child.id),
    agreementsOf(child.id),
  ]);
  return { child, media: choices.get(child.id)!, history, agreements };
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request);

export default function StaffChildPage({ loaderData }: Route.ComponentProps) {
  const { child, media, history, agreements } = loaderData;
  return (
    <>
      <Link
        to={`/staff/parents/${child.parentId}`}
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.skills_back_to_parent()}
      </Link>
      <StaffPageHeader
        title={<span translate="no">{child.name}</span>}
        description={
          <>
            {m.care_staff_title()} · {m.care_staff_parent()}: <span translate="no">{child.parentName}</span> ·{" "}
            <Link to={`/staff/children/${child.id}/progress`} className="font-semibold text-brand-800 hover:underline">
              {m.care_staff_progress()}
            </Link>
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{m.care_details_heading()}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <ChildCareFacts child={child} media={media} />
            <MediaHistory history={history} />
          </CardContent>
        </Card>
        <OutdoorAgreements agreements={agreements} version={outdoorPolicy.version} />
      </div>
    </>
  );
}
