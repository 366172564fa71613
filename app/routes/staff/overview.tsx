import { Link, useRouteLoaderData } from "react-router";
import { PracticeOverviewCard } from "~/components/practice/staff-overview";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { localDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { m } from "~/paraglide/messages";
import { practiceOverview } from "~/server/data/practice/overview.server";
import { searchParents } from "~/server/data/staff-parents.server";
import { requireStaff } from "~/server/session.server";
import { Card } from "~/ui/card";
import type { Route } from "./+types/overview";
import { refusePost } from "./guard.server";
import type { loader as layoutLoader } from "./layout";

export const meta: Route.MetaFunction = () => staffMeta(m.staff_nav_overview());

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const [{ total }, practice] = await Promise.all([searchParents({}), practiceOverview(new Date())]);
  return { name: user.name, isAdmin: user.role === "admin", parents: total, practice };
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request);

export default function OverviewPage({ loaderData }: Route.ComponentProps) {
  const { name, isAdmin, parents } = loaderData;
  const language = useLanguage();
  // The layout already counted these for the navigation's badges: the same figures, read once.
  const { toDecide, awaitingPayments, unansweredSupport, newInbox } = useRouteLoaderData<typeof layoutLoader>(
    "routes/staff/layout",
  )?.counts ?? { toDecide: 0, awaitingPayments: 0, unansweredSupport: 0, newInbox: 0 };
  const tiles = [
    {
      to: "/staff/enrolment",
      value: toDecide,
      label: toDecide === 1 ? m.staff_overview_applications_one() : m.staff_overview_applications_many(),
      hint: m.staff_overview_applications_hint(),
    },
    {
      to: "/staff/payments",
      value: awaitingPayments,
      label: awaitingPayments === 1 ? m.staff_overview_payments_one() : m.staff_overview_payments_many(),
      hint: m.staff_overview_payments_hint(),
    },
    {
      to: "/staff/support",
      value: unansweredSupport,
      label: unansweredSupport === 1 ? m.staff_overview_support_one() : m.staff_overview_support_many(),
      hint: m.staff_overview_support_hint(),
    },
    {
      to: "/staff/inbox?status=new",
      value: newInbox,
      label: newInbox === 1 ? m.staff_overview_inbox_one() : m.staff_overview_inbox_many(),
      hint: m.staff_overview_inbox_hint(),
    },
    {
      to: "/staff/parents",
      value: parents,
      label: parents === 1 ? m.staff_overview_parents_one() : m.staff_overview_parents_many(),
      hint: m.staff_overview_parents_hint(),
    },
  ];
  return (
    <>
      <StaffPageHeader title={m.staff_console()} description={m.staff_overview_welcome({ name })} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to} data-testid="overview-tile">
            <Link to={tile.to} className="block h-full rounded-2xl focus-visible:outline-offset-4">
              <Card className="h-full p-5 hover:border-brand-600">
                <p className="text-3xl font-extrabold text-ink">{localDigits(tile.value, language)}</p>
                <p className="font-semibold text-ink">{tile.label}</p>
                <p className="mt-1 text-sm text-slate-600">{tile.hint}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <PracticeOverviewCard overview={loaderData.practice} />
      {isAdmin ? (
        <p className="mt-6 text-sm text-slate-600">
          {m.staff_overview_admin_start()}{" "}
          <Link to="/staff/audit" className="font-semibold text-brand-700 underline">
            {m.staff_overview_admin_audit()}
          </Link>{" "}
          {m.staff_overview_admin_middle()}{" "}
          <Link to="/staff/users" className="font-semibold text-brand-700 underline">
            {m.staff_overview_admin_users()}
          </Link>
          {m.staff_overview_admin_end()}
        </p>
      ) : null}
    </>
  );
}
