import { Link, useSearchParams } from "react-router";
import { FilterLinks, Pagination } from "~/components/staff/filters";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { SupportStatusBadge } from "~/components/staff/status";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { formatDateTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { statusLabel } from "~/lib/labels";
import { pageParam } from "~/lib/paging";
import { isOneOf, supportStatuses } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { listSupportMessages } from "~/server/data/staff-support.server";
import { requireStaff } from "~/server/session.server";
import type { Route } from "./+types/support";
import { refusePost } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta(m.staff_nav_support());

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
  const language = useLanguage();
  return (
    <>
      <StaffPageHeader title={m.staff_nav_support()} description={m.staff_support_description()} />
      <div className="mb-4">
        <FilterLinks
          label={m.staff_status()}
          name="status"
          search={search}
          options={[
            { value: null, label: m.staff_all() },
            ...supportStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
        />
      </div>
      {messages.length === 0 ? (
        <EmptyState>{search.has("status") ? m.staff_support_no_match() : m.staff_support_empty()}</EmptyState>
      ) : (
        <DataTable
          label={m.staff_support_messages()}
          columns={[
            m.staff_support_subject(),
            m.staff_parent(),
            m.staff_status(),
            m.staff_received(),
            m.staff_support_replies(),
          ]}
        >
          {messages.map((message) => (
            <Row key={message.id} testId="support-row">
              <Cell label={m.staff_support_subject()} wide>
                <Link
                  translate="no"
                  to={`/staff/support/${message.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {message.subject}
                </Link>
                {message.hasAttachment ? (
                  <span className="ml-2 text-xs text-slate-600">{m.staff_support_attachment()}</span>
                ) : null}
              </Cell>
              <Cell label={m.staff_parent()} data>
                <Link to={`/staff/parents/${message.parent.id}`} className="hover:underline">
                  {message.parent.name}
                </Link>
                <span className="block text-xs break-all text-slate-600">{message.parent.email}</span>
              </Cell>
              <Cell label={m.staff_status()}>
                <SupportStatusBadge status={message.status} />
              </Cell>
              <Cell label={m.staff_received()}>{formatDateTime(message.createdAt)}</Cell>
              <Cell label={m.staff_support_replies()}>{localDigits(message.replyCount, language)}</Cell>
            </Row>
          ))}
        </DataTable>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} search={search} />
    </>
  );
}
