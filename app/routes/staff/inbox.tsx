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

export const meta: Route.MetaFunction = () => staffMeta("Inbox");

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
    title: "Marked as handled",
    description: `${inboxKindLabels[submission.value.kind]} marked as handled.`,
    variant: "success",
  });
}

export default function InboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, page, hasMore } = loaderData;
  const [search] = useSearchParams();
  const filtered = search.has("type") || search.has("status");
  return (
    <>
      <StaffPageHeader title="Inbox" description="Everything sent through the public site, newest first." />
      <div className="mb-4 flex flex-col gap-3">
        <FilterLinks
          label="Type"
          name="type"
          search={search}
          options={[
            { value: null, label: "All" },
            ...inboxKinds.map((k) => ({ value: k, label: `${inboxKindLabels[k]}s` })),
          ]}
        />
        <FilterLinks
          label="Status"
          name="status"
          search={search}
          options={[
            { value: null, label: "All" },
            { value: "new", label: "New" },
            { value: "handled", label: "Handled" },
          ]}
        />
      </div>
      {items.length === 0 ? (
        <EmptyState>
          {filtered
            ? "Nothing matches these filters."
            : "The inbox is empty. New bookings, messages and sign-ups will appear here."}
        </EmptyState>
      ) : (
        <DataTable label="Inbox" columns={["Received", "Type", "Details", "Status", "Action"]}>
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
      <Cell label="Received">
        <time dateTime={new Date(item.createdAt).toISOString()} className="whitespace-nowrap">
          {formatDateTime(item.createdAt)}
        </time>
      </Cell>
      <Cell label="Type">{inboxKindLabels[item.kind]}</Cell>
      <Cell label="Details" wide className="md:w-[42%]">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {item.details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="break-words whitespace-pre-wrap text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </Cell>
      <Cell label="Status" className="md:w-48">
        <InboxStatusBadge status={item.status} />
        {item.status === "handled" ? (
          <span className="mt-1 block text-xs text-slate-600">
            {item.handledByName ?? "Staff"}, {formatDateTime(item.handledAt)}
          </span>
        ) : null}
        {item.note ? (
          <span className="mt-1 block text-sm break-words whitespace-pre-wrap text-slate-800">“{item.note}”</span>
        ) : null}
      </Cell>
      <Cell label="Action" wide>
        {item.status === "new" ? (
          <details className="group md:w-56">
            <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50">
              Mark handled…
            </summary>
            <Form method="post" {...getFormProps(form)} className="mt-2 flex flex-col gap-2">
              <input type="hidden" name="kind" value={item.kind} />
              <input type="hidden" name="id" value={item.id} />
              <TextareaField
                meta={fields.note}
                label="Note (optional)"
                maxLength={1000}
                rows={3}
                compact
                placeholder="What was done, e.g. called back on WhatsApp"
              />
              <Button type="submit" size="sm" pendingLabel="Saving...">
                Mark as handled
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
