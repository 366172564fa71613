import { getFormProps, useForm } from "@conform-to/react";
import { Form, useSearchParams } from "react-router";
import { FilterLinks, Pagination } from "~/components/staff/filters";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { InboxStatusBadge } from "~/components/staff/status";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { formatDateTime } from "~/lib/format";
import { inboxKindLabels } from "~/lib/labels";
import { pageParam } from "~/lib/paging";
import { parseForm } from "~/lib/schemas/parse-form";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { markHandledSchema } from "~/lib/schemas/staff-inbox";
import { inboxKinds, isOneOf } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { type InboxItem, listInbox, markInboxHandled } from "~/server/data/staff-inbox.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Button } from "~/ui/button";
import { TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/inbox";
import { staffAction } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta(m.staff_nav_inbox());

const statusFilter = (v: string | null) => (v === "new" || v === "handled" ? v : undefined);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const search = new URL(request.url).searchParams;
  const kind = search.get("type");
  return listInbox({
    kind: isOneOf(inboxKinds, kind) ? kind : undefined,
    status: statusFilter(search.get("status")),
    page: pageParam(search),
  });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await staffAction(request);
  const submission = parseForm(await readTextForm(request), markHandledSchema);
  if (submission.status !== "success") return invalid(submission.reply(), "handle");
  const back = `/staff/inbox${new URL(request.url).search}`;
  if (!(await markInboxHandled(user.id, submission.value))) return redirectWithToast(back, notFoundToast("inbox item"));
  return redirectWithToast(back, {
    title: m.staff_inbox_marked(),
    description: m.staff_inbox_marked_description({ kind: inboxKindLabels[submission.value.kind] }),
    variant: "success",
  });
}

export default function InboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, page, hasMore } = loaderData;
  const [search] = useSearchParams();
  const filtered = search.has("type") || search.has("status");
  return (
    <>
      <StaffPageHeader title={m.staff_nav_inbox()} description={m.staff_inbox_description()} />
      <div className="mb-4 flex flex-col gap-3">
        <FilterLinks
          label={m.staff_type()}
          name="type"
          search={search}
          options={[
            { value: null, label: m.staff_all() },
            ...inboxKinds.map((k) => ({ value: k, label: m.staff_inbox_kind_filter({ label: inboxKindLabels[k] }) })),
          ]}
        />
        <FilterLinks
          label={m.staff_status()}
          name="status"
          search={search}
          options={[
            { value: null, label: m.staff_all() },
            { value: "new", label: m.staff_inbox_new() },
            { value: "handled", label: m.staff_inbox_handled() },
          ]}
        />
      </div>
      {items.length === 0 ? (
        <EmptyState>{filtered ? m.staff_inbox_no_match() : m.staff_inbox_empty()}</EmptyState>
      ) : (
        <DataTable
          label={m.staff_nav_inbox()}
          columns={[
            m.staff_received(),
            m.staff_type(),
            m.staff_inbox_details(),
            m.staff_status(),
            m.staff_inbox_action(),
          ]}
        >
          {items.map((item) => (
            <InboxRow key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </DataTable>
      )}
      <Pagination page={page} hasMore={hasMore} search={search} />
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

function InboxRow({ item }: { item: InboxItem }) {
  const [form, fields] = useForm<{ note: string }>({ id: `note-${item.id}` });
  return (
    <Row testId="inbox-item">
      <Cell label={m.staff_received()}>
        <time dateTime={new Date(item.createdAt).toISOString()} className="whitespace-nowrap">
          {formatDateTime(item.createdAt)}
        </time>
      </Cell>
      <Cell label={m.staff_type()}>{inboxKindLabels[item.kind]}</Cell>
      <Cell label={m.staff_inbox_details()} wide className="md:w-[42%]">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {item.details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="break-words whitespace-pre-wrap text-ink" translate="no">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Cell>
      <Cell label={m.staff_status()} className="md:w-48">
        <InboxStatusBadge status={item.status} />
        {item.status === "handled" ? (
          <span className="mt-1 block text-xs text-slate-600">
            <span translate={item.handledByName ? "no" : undefined}>{item.handledByName ?? m.staff_role_staff()}</span>,{" "}
            {formatDateTime(item.handledAt)}
          </span>
        ) : null}
        {item.note ? (
          <span className="mt-1 block text-sm break-words whitespace-pre-wrap text-slate-800" translate="no">
            “{item.note}”
          </span>
        ) : null}
      </Cell>
      <Cell label={m.staff_inbox_action()} wide>
        {item.status === "new" ? (
          <details className="group md:w-56">
            <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50">
              {m.staff_inbox_mark_open()}
            </summary>
            <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
              <input type="hidden" name="kind" value={item.kind} />
              <input type="hidden" name="id" value={item.id} />
              <TextareaField
                meta={fields.note}
                label={m.staff_inbox_note()}
                maxLength={1000}
                rows={3}
                compact
                placeholder={m.staff_inbox_note_placeholder()}
              />
              <Button type="submit" size="sm" pendingLabel={m.staff_saving()}>
                {m.staff_inbox_mark()}
              </Button>
            </Form>
          </details>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </Cell>
    </Row>
  );
}
