import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useSearchParams } from "react-router";
import { Pagination } from "~/components/staff/filters";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { formatDateTime } from "~/lib/format";
import { auditTypeLabels } from "~/lib/labels";
import { pageParam } from "~/lib/paging";
import { auditEntityTypes, isOneOf } from "~/lib/statuses";
import { listAudit, listAuditActors } from "~/server/data/audit.server";
import { requireAdmin } from "~/server/session.server";
import { Button } from "~/ui/button";
import { SelectField } from "~/ui/field";
import type { Route } from "./+types/audit";
import { refusePost } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta("Audit log");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const type = search.get("type") ?? "";
  const [log, actors] = await Promise.all([
    listAudit({
      actorId: search.get("user") || undefined,
      entityType: isOneOf(auditEntityTypes, type) ? type : undefined,
      page: pageParam(search),
    }),
    listAuditActors(),
  ]);
  return { ...log, actors };
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request, "admin");

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, actors, page, total, pageSize } = loaderData;
  const [search] = useSearchParams();
  const [form, fields] = useForm<{ user: string; type: string }>({
    id: "audit-filter",
    defaultValue: { user: search.get("user") ?? "", type: search.get("type") ?? "" },
  });
  return (
    <>
      <StaffPageHeader
        title="Audit log"
        description="Every change made in the console: who, what, when, and the values before and after."
      />
      <Form
        method="get"
        {...getFormProps(form)}
        key={search.toString()}
        className="mb-4 flex flex-wrap items-end gap-3"
        aria-label="Filter the audit log"
      >
        <SelectField
          meta={fields.user}
          label="User"
          placeholder="Everyone"
          options={actors.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))}
          className="min-w-48 flex-1 sm:flex-none"
        />
        <SelectField
          meta={fields.type}
          label="Type"
          placeholder="All types"
          options={auditEntityTypes.map((t) => ({ value: t, label: auditTypeLabels[t] }))}
          className="min-w-40 flex-1 sm:flex-none"
        />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      {entries.length === 0 ? (
        <EmptyState>
          {search.get("user") || search.get("type")
            ? "No changes match these filters."
            : "No changes have been made yet."}
        </EmptyState>
      ) : (
        <DataTable label="Audit log" columns={["When", "Who", "What", "Before", "After"]}>
          {entries.map((e) => (
            <Row key={e.id} testId="audit-entry">
              <Cell label="When">
                <time dateTime={new Date(e.createdAt).toISOString()} className="whitespace-nowrap">
                  {formatDateTime(e.createdAt)}
                </time>
              </Cell>
              <Cell label="Who">
                {e.actor ? e.actor.name : e.action.startsWith("user.") ? "Command line" : "System"}
              </Cell>
              <Cell label="What" wide>
                <span className="font-mono text-xs font-semibold text-ink">{e.action}</span>
                <span className="block text-xs break-all text-slate-500">
                  {e.entityType} {e.entityId}
                </span>
                <EntityLink entry={e} />
              </Cell>
              <Cell label="Before" wide>
                <Values value={e.before} />
              </Cell>
              <Cell label="After" wide>
                <Values value={e.after} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} search={search} />
    </>
  );
}

/** Where the changed record can be seen: the support thread, or the parent's page. */
function EntityLink({
  entry,
}: {
  entry: { entityType: string; entityId: string | null; before: unknown; after: unknown };
}) {
  const parentId = [entry.after, entry.before]
    .map((v) => (v && typeof v === "object" ? (v as { parentId?: unknown }).parentId : undefined))
    .find((v): v is string => typeof v === "string");
  const to =
    entry.entityType === "support" && entry.entityId
      ? `/staff/support/${entry.entityId}`
      : parentId
        ? `/staff/parents/${parentId}`
        : null;
  if (!to) return null;
  return (
    <Link to={to} className="text-xs font-semibold text-brand-700 underline">
      {entry.entityType === "support" ? "Open thread" : "Open parent's record"}
    </Link>
  );
}

/** A change's values as a compact list of key: value. */
function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined || typeof value !== "object")
    return <span className="text-slate-500">—</span>;
  const entries = Object.entries(value as Record<string, unknown>);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs md:max-w-72">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="line-clamp-3 break-words text-slate-800">
            {v === null ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
