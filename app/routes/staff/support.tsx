import { Link, useSearchParams } from "react-router";
import { FilterLinks, Pagination } from "~/components/staff/filters";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { SupportStatusBadge } from "~/components/staff/status";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { formatDateTime } from "~/lib/format";
import { statusLabel } from "~/lib/labels";
import { pageParam } from "~/lib/paging";
import { isOneOf, supportStatuses } from "~/lib/statuses";
import { listSupportMessages } from "~/server/data/staff-support.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/support";
import { refusePost } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta("Support");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const search = new URL(request.url).searchParams;
  const status = search.get("status");
  return listSupportMessages({
    status: isOneOf(supportStatuses, status) ? status : undefined,
    page: pageParam(search),
  });
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request);

export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const { messages, page, total, pageSize } = loaderData;
  const [search] = useSearchParams();
  return (
    <>
      <StaffPageHeader
        title="Support"
        description="Parents' messages: open and in progress first, newest first within each."
      />
      <div className="mb-4">
        <FilterLinks
          label="Status"
          name="status"
          search={search}
          options={[
            { value: null, label: "All" },
            ...supportStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
        />
      </div>
      {messages.length === 0 ? (
        <EmptyState>{search.has("status") ? "No messages with this status." : "No support messages yet."}</EmptyState>
      ) : (
        <DataTable label="Support messages" columns={["Subject", "Parent", "Status", "Received", "Replies"]}>
          {messages.map((m) => (
            <Row key={m.id} testId="support-row">
              <Cell label="Subject" wide>
                <Link
                  to={`/staff/support/${m.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {m.subject}
                </Link>
                {m.hasAttachment ? <span className="ml-2 text-xs text-slate-600">(attachment)</span> : null}
              </Cell>
              <Cell label="Parent">
                <Link to={`/staff/parents/${m.parent.id}`} className="hover:underline">
                  {m.parent.name}
                </Link>
                <span className="block text-xs break-all text-slate-600">{m.parent.email}</span>
              </Cell>
              <Cell label="Status">
                <SupportStatusBadge status={m.status} />
              </Cell>
              <Cell label="Received">{formatDateTime(m.createdAt)}</Cell>
              <Cell label="Replies">{m.replyCount}</Cell>
            </Row>
          ))}
        </DataTable>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} search={search} />
    </>
  );
}
