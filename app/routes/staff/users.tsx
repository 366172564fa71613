import { getFormProps, useForm } from "@conform-to/react";
import { Form, useSearchParams } from "react-router";
import { FilterLinks, Pagination } from "~/components/staff/filters";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { formatLongDate } from "~/lib/format";
import { roleLabels } from "~/lib/labels";
import { pageParam } from "~/lib/paging";
import { parseForm } from "~/lib/schemas/parse-form";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { roleChangeSchema } from "~/lib/schemas/staff-roles";
import { isOneOf, type Role, roles } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { listUsers, setUserRole } from "~/server/data/roles.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireAdmin } from "~/server/session.server";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, SelectField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/users";
import { adminAction } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta(m.staff_users_title());

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").slice(0, 100);
  const role = search.get("role");
  return {
    me: me.id,
    q,
    ...(await listUsers({ q, role: isOneOf(roles, role) ? role : undefined, page: pageParam(search) })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await adminAction(request);
  const submission = parseForm(await readTextForm(request), roleChangeSchema);
  if (submission.status !== "success") return invalid(submission.reply(), "role");
  const back = `/staff/users${new URL(request.url).search}`;
  const { userId, role } = submission.value;
  switch (await setUserRole(me.id, userId, role)) {
    case "self":
      return redirectWithToast(back, {
        title: m.staff_users_not_changed(),
        description: m.staff_users_self(),
        variant: "destructive",
      });
    case "missing":
      return redirectWithToast(back, notFoundToast("user"));
    case "unchanged":
      return redirectWithToast(back, {
        title: m.staff_nothing_changed(),
        description: m.staff_users_already({ role: roleLabels[role] }),
      });
    case "changed":
      return redirectWithToast(back, {
        title: m.staff_users_changed(),
        description: m.staff_users_now({ role: roleLabels[role] }),
        variant: "success",
      });
  }
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { me, q, users, page, total, pageSize } = loaderData;
  const [search] = useSearchParams();
  const [form, fields] = useForm<{ q: string }>({ id: "user-search", defaultValue: { q } });
  return (
    <>
      <StaffPageHeader title={m.staff_users_title()} description={m.staff_users_description()} />
      <div className="mb-4 flex flex-col gap-3">
        <Form method="get" role="search" {...getFormProps(form)} key={q} className="flex flex-wrap items-end gap-2">
          {search.get("role") ? <input type="hidden" name="role" value={search.get("role")!} /> : null}
          <Field
            meta={fields.q}
            type="search"
            label={m.staff_users_search_label()}
            maxLength={100}
            className="min-w-0 flex-1"
          />
          <Button type="submit">{m.staff_search()}</Button>
        </Form>
        <FilterLinks
          label={m.staff_users_role()}
          name="role"
          search={search}
          options={[{ value: null, label: m.staff_all() }, ...roles.map((r) => ({ value: r, label: roleLabels[r] }))]}
        />
      </div>
      {users.length === 0 ? (
        <EmptyState>{m.staff_users_no_match()}</EmptyState>
      ) : (
        <DataTable
          label={m.staff_nav_users()}
          columns={[
            m.staff_name(),
            m.staff_email(),
            m.staff_joined(),
            m.staff_users_role(),
            m.staff_users_change_role(),
          ]}
        >
          {users.map((u) => (
            <Row key={u.id} testId="user-row">
              <Cell label={m.staff_name()} wide data>
                <span className="font-semibold text-ink">{u.name}</span>
              </Cell>
              <Cell label={m.staff_email()} wide data>
                <span className="break-all">{u.email}</span>
              </Cell>
              <Cell label={m.staff_joined()}>{formatLongDate(u.createdAt)}</Cell>
              <Cell label={m.staff_users_role()}>
                <RoleBadge role={u.role} />
              </Cell>
              <Cell label={m.staff_users_change_role()} wide>
                {u.id === me ? (
                  <span className="text-sm text-slate-600">{m.staff_users_you()}</span>
                ) : (
                  <RoleForm userId={u.id} role={u.role} name={u.name} />
                )}
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} search={search} />
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}

const roleOptions = () => roles.map((r) => ({ value: r, label: roleLabels[r] }));

function RoleForm({ userId, role, name }: { userId: string; role: Role; name: string }) {
  const [form, fields] = useForm<{ role: Role }>({ id: `role-${userId}`, defaultValue: { role } });
  return (
    <Form method="post" {...getFormProps(form)} className="flex items-center gap-2" key={role}>
      <input type="hidden" name="userId" value={userId} />
      <SelectField
        meta={fields.role}
        label={m.staff_users_role_for({ name })}
        hideLabel
        compact
        options={roleOptions()}
        className="w-auto"
      />
      <Button type="submit" size="sm" variant="outline" pendingLabel={m.staff_saving()}>
        {m.staff_save()}
      </Button>
    </Form>
  );
}

function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === "admin" ? "warning" : role === "staff" ? "info" : "neutral"}>{roleLabels[role]}</Badge>;
}
