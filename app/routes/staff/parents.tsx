import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useSearchParams } from "react-router";
import { Pagination } from "~/components/staff/filters";
import { LanguageName } from "~/components/staff/language-name";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { formatLongDate } from "~/lib/format";
import { localDigits, toLatinDigits } from "~/lib/i18n/digits";
import { useLanguage } from "~/lib/i18n/use-language";
import { pageParam } from "~/lib/paging";
import { m } from "~/paraglide/messages";
import { searchParents } from "~/server/data/staff-parents.server";
import { requireStaff } from "~/server/session.server";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import type { Route } from "./+types/parents";
import { refusePost } from "./guard.server";

export const meta: Route.MetaFunction = () => staffMeta(m.staff_nav_parents());

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").slice(0, 100);
  // A phone number typed in Bangla digits finds the one stored in Latin digits.
  return { q, ...(await searchParents({ q: toLatinDigits(q), page: pageParam(search) })) };
}

export const action = ({ request }: Route.ActionArgs) => refusePost(request);

export default function ParentsPage({ loaderData }: Route.ComponentProps) {
  const { q, parents, page, total, pageSize } = loaderData;
  const [search] = useSearchParams();
  const language = useLanguage();
  const count = localDigits(total, language);
  const [form, fields] = useForm<{ q: string }>({ id: "parent-search", defaultValue: { q } });
  return (
    <>
      <StaffPageHeader
        title={m.staff_nav_parents()}
        description={
          q
            ? total === 1
              ? m.staff_parents_matching_one({ count, q })
              : m.staff_parents_matching_many({ count, q })
            : total === 1
              ? m.staff_parents_total_one({ count })
              : m.staff_parents_total_many({ count })
        }
      />
      <Form method="get" role="search" {...getFormProps(form)} key={q} className="mb-4 flex flex-wrap items-end gap-2">
        <Field
          meta={fields.q}
          type="search"
          label={m.staff_parents_search_label()}
          maxLength={100}
          className="min-w-0 flex-1"
        />
        <Button type="submit" pendingLabel={m.staff_searching()}>
          {m.staff_search()}
        </Button>
        {q ? (
          <Link
            to="/staff/parents"
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            {m.staff_clear()}
          </Link>
        ) : null}
      </Form>
      {parents.length === 0 ? (
        <EmptyState>{q ? m.staff_parents_no_match() : m.staff_parents_empty()}</EmptyState>
      ) : (
        <DataTable
          label={m.staff_nav_parents()}
          columns={[
            m.staff_name(),
            m.staff_email(),
            m.staff_phone(),
            m.staff_children(),
            m.staff_language(),
            m.staff_joined(),
          ]}
        >
          {parents.map((p) => (
            <Row key={p.id} testId="parent-row">
              <Cell label={m.staff_name()} wide data>
                <Link
                  to={`/staff/parents/${p.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {p.name}
                </Link>
              </Cell>
              <Cell label={m.staff_email()} wide data>
                <span className="break-all">{p.email}</span>
              </Cell>
              <Cell label={m.staff_phone()} data={Boolean(p.phone)}>
                {p.phone || m.staff_not_given()}
              </Cell>
              <Cell label={m.staff_children()} data={p.children.length > 0}>
                {p.children.length ? p.children.join(", ") : m.staff_none()}
              </Cell>
              <Cell label={m.staff_language()}>
                <LanguageName language={p.language} />
              </Cell>
              <Cell label={m.staff_joined()}>{formatLongDate(p.createdAt)}</Cell>
            </Row>
          ))}
        </DataTable>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} search={search} />
    </>
  );
}
