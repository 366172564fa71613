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

export const meta: Route.MetaFunction = () => staffMeta("Users and roles");

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
        title: "Not changed",
        description: "You can't change your own role. Ask another admin.",
        variant: "destructive",
      });
    case "missing":
      return redirectWithToast(back, notFoundToast("user"));
    case "unchanged":
      return redirectWithToast(back, {
        title: "Nothing changed",
        description: `That user is already ${roleLabels[role]}.`,
      });
    case "changed":
      return redirectWithToast(back, {
        title: "Role changed",
        description: `The user is now ${roleLabels[role]}.`,
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
      <StaffPageHeader
        title="Users and roles"
        description="Make someone staff, an admin, or a parent again. Staff see the console; admins also see the audit log and this page."
      />
      <div className="mb-4 flex flex-col gap-3">
        <Form method="get" role="search" {...getFormProps(form)} key={q} className="flex flex-wrap items-end gap-2">
          {search.get("role") ? <input type="hidden" name="role" value={search.get("role")!} /> : null}
          <Field
            meta={fields.q}
            type="search"
            label="Search by name or email"
            maxLength={100}
            className="min-w-0 flex-1"
          />
          <Button type="submit">Search</Button>
        </Form>
        <FilterLinks
          label="Role"
          name="role"
          search={search}
          options={[{ value: null, label: "All" }, ...roles.map((r) => ({ value: r, label: roleLabels[r] }))]}
        />
      </div>
      {users.length === 0 ? (
        <EmptyState>No users match.</EmptyState>
      ) : (
        <DataTable label="Users" columns={["Name", "Email", "Joined", "Role", "Change role"]}>
          {users.map((u) => (
            <Row key={u.id} testId="user-row">
              <Cell label="Name" wide>
                <span className="font-semibold text-ink">{u.name}</span>
              </Cell>
              <Cell label="Email" wide>
                <span className="break-all">{u.email}</span>
              </Cell>
              <Cell label="Joined">{formatLongDate(u.createdAt)}</Cell>
              <Cell label="Role">
                <RoleBadge role={u.role} />
              </Cell>
              <Cell label="Change role" wide>
                {u.id === me ? (
                  <span className="text-sm text-slate-600">That's you</span>
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

const roleOptions = roles.map((r) => ({ value: r, label: roleLabels[r] }));

function RoleForm({ userId, role, name }: { userId: string; role: Role; name: string }) {
  const [form, fields] = useForm<{ role: Role }>({ id: `role-${userId}`, defaultValue: { role } });
  return (
    <Form method="post" {...getFormProps(form)} className="flex items-center gap-2" key={role}>
      <input type="hidden" name="userId" value={userId} />
      <SelectField
        meta={fields.role}
        label={`Role for ${name}`}
        hideLabel
        compact
        options={roleOptions}
        className="w-auto"
      />
      <Button type="submit" size="sm" variant="outline" pendingLabel="Saving...">
        Save
      </Button>
    </Form>
  );
}

function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === "admin" ? "warning" : role === "staff" ? "info" : "neutral"}>{roleLabels[role]}</Badge>;
}
