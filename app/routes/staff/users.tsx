import { parseForm } from "~/lib/schemas/parse-form";
import { Form, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/users";
import { FilterLinks, Pagination } from "~/components/staff/filters";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { formatLongDate } from "~/lib/format";
import { roleChangeSchema, roleLabels, roleValues } from "~/lib/schemas/staff-roles";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { inputClass } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Role } from "../../../db/schema";
import { listUsers, setUserRole } from "~/server/data/roles.server";
import { redirectWithToast } from "~/server/flash.server";
import { requireAdmin } from "~/server/session.server";
import { adminAction, invalid, notFoundToast, pageParam } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta("Users and roles");

const isRole = (v: string | null): v is Role => (roleValues as readonly string[]).includes(v ?? "");

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").slice(0, 100);
  const role = search.get("role");
  return { me: me.id, q, ...(await listUsers({ q, role: isRole(role) ? role : undefined, page: pageParam(search) })) };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await adminAction(request);
  const submission = parseForm(await request.formData(), roleChangeSchema);
  if (submission.status !== "success") return invalid(submission.reply(), "role");
  const back = `/staff/users${new URL(request.url).search}`;
  const { userId, role } = submission.value;
  switch (await setUserRole(me.id, userId, role)) {
    case "self":
      return redirectWithToast(back, { title: "Not changed", description: "You can't change your own role. Ask another admin.", variant: "destructive" });
    case "missing":
      return redirectWithToast(back, notFoundToast("user"));
    case "unchanged":
      return redirectWithToast(back, { title: "Nothing changed", description: `That user is already ${roleLabels[role]}.` });
    case "changed":
      return redirectWithToast(back, { title: "Role changed", description: `The user is now ${roleLabels[role]}.`, variant: "success" });
  }
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { me, q, users, page, total, pageSize } = loaderData;
  const [search] = useSearchParams();
  return (
    <>
      <StaffPageHeader title="Users and roles" description="Make someone staff, an admin, or a parent again. Staff see the console; admins also see the audit log and this page." />
      <div className="mb-4 flex flex-col gap-3">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          {search.get("role") ? <input type="hidden" name="role" value={search.get("role")!} /> : null}
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor="user-search" className="text-sm font-semibold text-ink">
              Search by name or email
            </label>
            <input id="user-search" type="search" name="q" defaultValue={q} key={q} maxLength={100} className={inputClass} />
          </div>
          <Button type="submit">Search</Button>
        </Form>
        <FilterLinks label="Role" name="role" search={search} options={[{ value: null, label: "All" }, ...roleValues.map((r) => ({ value: r, label: roleLabels[r] }))]} />
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
                {u.id === me ? <span className="text-sm text-slate-600">That's you</span> : <RoleForm userId={u.id} role={u.role} name={u.name} />}
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

function RoleForm({ userId, role, name }: { userId: string; role: Role; name: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("userId") === userId;
  const id = `role-${userId}`;
  return (
    <Form method="post" className="flex items-center gap-2" key={role}>
      <input type="hidden" name="userId" value={userId} />
      <label htmlFor={id} className="sr-only">
        Role for {name}
      </label>
      <select id={id} name="role" defaultValue={role} className={`${inputClass} w-auto py-1.5 text-sm`}>
        {roleValues.map((r) => (
          <option key={r} value={r}>
            {roleLabels[r]}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        {pending ? "Saving..." : "Save"}
      </Button>
    </Form>
  );
}

function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === "admin" ? "warning" : role === "staff" ? "info" : "neutral"}>{roleLabels[role]}</Badge>;
}
