import { Link, useRouteLoaderData } from "react-router";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { searchParents } from "~/server/data/staff-parents.server";
import { requireStaff } from "~/server/session.server";
import { Card } from "~/ui/card";
import type { Route } from "./+types/overview";
import { refusePost } from "./guard.server";
import type { loader as layoutLoader } from "./layout";

export const meta: Route.MetaFunction = () => staffMeta("Overview");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const { total } = await searchParents({});
  return { name: user.name, isAdmin: user.role === "admin", parents: total };
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request);

export default function OverviewPage({ loaderData }: Route.ComponentProps) {
  const { name, isAdmin, parents } = loaderData;
  // The layout already counted these for the navigation.
  const { newInbox, openSupport } = useRouteLoaderData<typeof layoutLoader>("routes/staff/layout")?.counts ?? {
    newInbox: 0,
    openSupport: 0,
  };
  const tiles = [
    {
      to: "/staff/inbox?status=new",
      value: newInbox,
      label: newInbox === 1 ? "new inbox item" : "new inbox items",
      hint: "Bookings, contact messages, workshops, store sign-ups",
    },
    {
      to: "/staff/support",
      value: openSupport,
      label: openSupport === 1 ? "support message waiting" : "support messages waiting",
      hint: "Open or in progress",
    },
    {
      to: "/staff/parents",
      value: parents,
      label: parents === 1 ? "parent" : "parents",
      hint: "Profiles, subscriptions and payments",
    },
  ];
  return (
    <>
      <StaffPageHeader title="Staff console" description={`Welcome, ${name}. Here is what needs attention.`} />
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="block h-full rounded-2xl focus-visible:outline-offset-4">
              <Card className="h-full p-5 hover:border-brand-600">
                <p className="text-3xl font-extrabold text-ink">{tile.value}</p>
                <p className="font-semibold text-ink">{tile.label}</p>
                <p className="mt-1 text-sm text-slate-600">{tile.hint}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      {isAdmin ? (
        <p className="mt-6 text-sm text-slate-600">
          As an admin you can also read the{" "}
          <Link to="/staff/audit" className="font-semibold text-brand-700 underline">
            audit log
          </Link>{" "}
          and manage{" "}
          <Link to="/staff/users" className="font-semibold text-brand-700 underline">
            users and roles
          </Link>
          .
        </p>
      ) : null}
    </>
  );
}
