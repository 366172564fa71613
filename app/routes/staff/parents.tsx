import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useSearchParams } from "react-router";
import { Pagination } from "~/components/staff/filters";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { formatLongDate } from "~/lib/format";
import { pageParam } from "~/lib/paging";
import { searchParents } from "~/server/data/staff-parents.server";
import { requireStaff } from "~/server/session.server";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import type { Route } from "./+types/parents";
import { refusePost } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta("Parents");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").slice(0, 100);
  return { q, ...(await searchParents({ q, page: pageParam(search) })) };
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request);

export default function ParentsPage({ loaderData }: Route.ComponentProps) {
  const { q, parents, page, total, pageSize } = loaderData;
  const [search] = useSearchParams();
  const [form, fields] = useForm<{ q: string }>({ id: "parent-search", defaultValue: { q } });
  return (
    <>
      <StaffPageHeader
        title="Parents"
        description={`${total} ${total === 1 ? "parent" : "parents"}${q ? ` matching “${q}”` : ""}.`}
      />
      <Form method="get" role="search" {...getFormProps(form)} key={q} className="mb-4 flex flex-wrap items-end gap-2">
        <Field
          meta={fields.q}
          type="search"
          label="Search by name, email, phone or child's name"
          maxLength={100}
          className="min-w-0 flex-1"
        />
        <Button type="submit" pendingLabel="Searching...">
          Search
        </Button>
        {q ? (
          <Link
            to="/staff/parents"
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            Clear
          </Link>
        ) : null}
      </Form>
      {parents.length === 0 ? (
        <EmptyState>{q ? "No parents match that search." : "No parents have registered yet."}</EmptyState>
      ) : (
        <DataTable label="Parents" columns={["Name", "Email", "Phone", "Children", "Joined"]}>
          {parents.map((p) => (
            <Row key={p.id} testId="parent-row">
              <Cell label="Name" wide>
                <Link
                  to={`/staff/parents/${p.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {p.name}
                </Link>
              </Cell>
              <Cell label="Email" wide>
                <span className="break-all">{p.email}</span>
              </Cell>
              <Cell label="Phone">{p.phone || "N/A"}</Cell>
              <Cell label="Children">{p.children.length ? p.children.join(", ") : "None"}</Cell>
              <Cell label="Joined">{formatLongDate(p.createdAt)}</Cell>
            </Row>
          ))}
        </DataTable>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} search={search} />
    </>
  );
}
