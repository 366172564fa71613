import { Link } from "react-router";
import { AddItemForm, ImportForm, ItemRow } from "~/components/skills/item-forms";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { Cell, DataTable, EmptyState, Row } from "~/components/staff/table";
import { formatDateTime } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { areaName } from "~/lib/skills/words";
import { m } from "~/paraglide/messages";
import { listImports } from "~/server/data/skills/import.server";
import { listAreaCounts, listAreaItems } from "~/server/data/skills/items.server";
import { requireStaff } from "~/server/session.server";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/skills";
import { staffAction } from "./guard.server";
import { handleImport, handleItemAction } from "./skills.server";

export const meta: Route.MetaFunction = () => staffMeta(m.skills_nav_skills());

/** The framework's areas with their items, one area's items at a time (docs/product.md#skills-map-and-progress-reviews). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const areas = await listAreaCounts();
  const asked = new URL(request.url).searchParams.get("area")?.toUpperCase();
  const area = areas.find((a) => a.letter === asked) ?? areas.find((a) => a.active + a.retired > 0) ?? areas[0]!;
  const [items, imports] = await Promise.all([listAreaItems(area.letter), listImports(5)]);
  return { areas, area, items, imports };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await staffAction(request);
  const multipart = /^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "");
  return multipart ? handleImport(request, user.id) : handleItemAction(request, user.id);
}

export default function SkillsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { areas, area, items, imports } = loaderData;
  const resultFor = (form: string) =>
    actionData && "lastResult" in actionData && actionData.form === form ? actionData.lastResult : undefined;
  const problems = actionData && "problems" in actionData ? actionData.problems : [];
  return (
    <>
      <StaffPageHeader title={m.skills_nav_skills()} description={m.skills_page_description()} />
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{m.skills_areas_title()}</CardTitle>
          </CardHeader>
          <CardContent>
            <DataTable
              label={m.skills_areas_title()}
              columns={[m.skills_col_area(), m.skills_col_items(), m.skills_col_retired()]}
            >
              {areas.map((a) => (
                <Row key={a.letter} testId="area-row">
                  <Cell label={m.skills_col_area()} wide>
                    <Link
                      to={`/staff/skills?area=${a.letter}`}
                      aria-current={a.letter === area.letter ? "page" : undefined}
                      className="font-semibold text-brand-800 underline-offset-2 hover:underline aria-[current=page]:underline"
                    >
                      <span translate="no">{a.letter}</span>: {areaName(a)}
                    </Link>
                  </Cell>
                  <Cell label={m.skills_col_items()}>{localDigits(a.active)}</Cell>
                  <Cell label={m.skills_col_retired()}>{localDigits(a.retired)}</Cell>
                </Row>
              ))}
            </DataTable>
          </CardContent>
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{m.skills_import_title()}</CardTitle>
            </CardHeader>
            <CardContent>
              <ImportForm problems={problems} />
              {imports.length ? (
                <ul className="mt-4 divide-y divide-slate-200 text-sm" aria-label={m.skills_imports_recent()}>
                  {imports.map((record) => (
                    <li key={record.id} className="py-1.5 text-slate-700">
                      <span translate="no">{record.fileName}</span> ·{" "}
                      {m.skills_import_line({
                        rows: localDigits(record.rowCount),
                        time: formatDateTime(record.createdAt),
                      })}{" "}
                      · <span translate="no">{record.by ?? "—"}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <span translate="no">{area.letter}</span>: {areaName(area)}
              </CardTitle>
            </CardHeader>
            <CardContent>
              {items.length === 0 ? (
                <EmptyState>{m.skills_area_empty()}</EmptyState>
              ) : (
                <ul className="divide-y divide-slate-200">
                  {items.map((item) => (
                    <ItemRow key={item.id} item={item} lastResult={resultFor(`item.update.${item.id}`)} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{m.skills_add_item()}</CardTitle>
            </CardHeader>
            <CardContent>
              <AddItemForm areas={areas} area={area.letter} lastResult={resultFor("item.create")} />
            </CardContent>
          </Card>
        </div>
      </div>
      <Toaster toasts={[actionData?.toast]} />
    </>
  );
}
