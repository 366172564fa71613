import { data, Form, Link } from "react-router";
import { AreaLabel } from "~/components/skills/area-label";
import { staffMeta } from "~/components/staff/meta";
import { StaffPageHeader } from "~/components/staff/shell";
import { EmptyState } from "~/components/staff/table";
import { enhanceData } from "~/lib/enhance-contract";
import { localDigits } from "~/lib/i18n/digits";
import { encodeWas } from "~/lib/skills/map";
import { areaName, kindLabel } from "~/lib/skills/words";
import { assessmentKinds } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { readTextForm } from "~/server/forms/read-form.server";
import { requireStaff } from "~/server/session.server";
import { Button, buttonClass } from "~/ui/button";
import { Card, CardContent } from "~/ui/card";
import { inputClass } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/batch-skills";
import { loadBatchGrid, saveBatchGrid } from "./batch-skills.server";
import { staffAction } from "./guard.server";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? m.skills_grid_title({ batch: data.batch.name }) : m.skills_nav_skills());

/** A round of one area for the batch's children (docs/product.md#skills-map-and-progress-reviews). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const grid = await loadBatchGrid(params.batchId, new URL(request.url), new Date());
  if (!grid) throw data(null, { status: 404 });
  const { cells, ...rest } = grid;
  return { ...rest, cells: Object.fromEntries(cells) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await staffAction(request);
  // A grid holds a select per cell: up to a few hundred fields, still a small body.
  return saveBatchGrid(await readTextForm(request, { maxFields: 1000 }), user.id, params.batchId);
}

/** 0, 1, … max: the choices of a cell. */
const scoresUpTo = (max: number) => [0, 1, 2, 3, 4].filter((score) => score <= max);

export default function BatchSkillsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, children, areas, round, items, cells } = loaderData;
  const posted = actionData && "posted" in actionData ? actionData.posted : {};
  const area = areas.find((a) => a.letter === round.area);
  const was: Array<number | null> = [];
  return (
    <>
      <Link
        to={`/staff/batches/${batch.id}`}
        className="mb-3 inline-flex items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.skills_back_to_batch()}
      </Link>
      <StaffPageHeader
        title={
          <>
            {m.skills_grid_heading()} <span translate="no">{batch.name}</span>
          </>
        }
        description={m.skills_grid_description()}
      />
      <Form method="get" className="mb-5 flex flex-wrap items-end gap-3" aria-label={m.skills_grid_choose()}>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          {m.skills_round_label()}
          <select name="kind" defaultValue={round.kind} className={inputClass}>
            {assessmentKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          {m.skills_date_label()}
          <input type="date" name="date" defaultValue={round.date} className={inputClass} required />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          {m.skills_area_label()}
          <select name="area" defaultValue={round.area} className={inputClass}>
            {areas.map((a) => (
              <option key={a.letter} value={a.letter}>
                {a.letter}: {areaName(a)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass("outline")}>
          {m.skills_show()}
        </button>
      </Form>

      {areas.length === 0 ? (
        <EmptyState>
          {m.skills_no_items_yet()}{" "}
          <Link to="/staff/skills" className="font-semibold text-brand-800 underline">
            {m.skills_nav_skills()}
          </Link>
        </EmptyState>
      ) : children.length === 0 ? (
        <EmptyState>{m.skills_no_children()}</EmptyState>
      ) : (
        <Card>
          <CardContent>
            <Form method="post" {...enhanceData({ trackChanges: "" })} aria-label={m.skills_grid_form_label()}>
              <input type="hidden" name="kind" value={round.kind} />
              <input type="hidden" name="date" value={round.date} />
              <input type="hidden" name="area" value={round.area} />
              <input type="hidden" name="items" value={items.map((item) => item.id).join(",")} />
              <input type="hidden" name="children" value={children.map((child) => child.id).join(",")} />
              <h2 className="mb-1 text-lg font-bold text-ink">
                {area ? <AreaLabel area={area} /> : null} · {kindLabel(round.kind)}
              </h2>
              <p className="mb-3 text-sm text-slate-600">{m.skills_grid_legend()}</p>
              <div className="-mx-2 overflow-x-auto px-2" data-testid="skills-grid">
                <table className="score-grid w-full border-collapse text-left text-sm">
                  <thead>
                    <tr className="border-b border-slate-200">
                      <th scope="col" className="sticky left-0 bg-white py-2 pr-3 font-semibold text-slate-600">
                        {m.skills_col_skill()}
                      </th>
                      {children.map((child) => (
                        <th key={child.id} scope="col" className="px-1 py-2 font-semibold">
                          <Link
                            to={`/staff/children/${child.id}/progress`}
                            className="text-brand-800 underline-offset-2 hover:underline"
                            translate="no"
                          >
                            {child.name}
                          </Link>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item, row) => (
                      <tr key={item.id} className="border-b border-slate-100" data-testid="grid-row">
                        <th
                          scope="row"
                          className="sticky left-0 z-10 max-w-56 min-w-36 bg-white py-2 pr-3 align-top font-normal"
                        >
                          <span className="font-mono font-semibold whitespace-nowrap text-ink" translate="no">
                            {item.code}
                          </span>{" "}
                          <span className="whitespace-nowrap text-slate-500">/{localDigits(item.maxScore)}</span>
                          <span className="block text-slate-700" translate="no">
                            {item.staffText}
                          </span>
                        </th>
                        {children.map((child, column) => {
                          const cell = cells[`${child.id}:${item.id}`];
                          was.push(cell?.score ?? null);
                          const shown = posted[`${child.id}:${item.id}`] ?? (cell ? String(cell.score) : "");
                          return (
                            <td key={child.id}>
                              <select
                                name={`s${row}_${column}`}
                                defaultValue={shown}
                                aria-label={m.skills_cell_label({ child: child.name, code: item.code })}
                                className={cell && !cell.thisRound ? "carried" : undefined}
                              >
                                {!cell || cell.thisRound ? <option value="">–</option> : null}
                                {scoresUpTo(item.maxScore).map((score) => (
                                  <option key={score} value={String(score)}>
                                    {localDigits(score)}
                                  </option>
                                ))}
                              </select>
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <input type="hidden" name="was" value={encodeWas(was)} />
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <Button type="submit" pendingLabel={m.skills_saving()}>
                  {m.skills_save_scores()}
                </Button>
                <p className="hidden text-sm text-slate-600 js:block">{m.skills_changed_hint()}</p>
              </div>
            </Form>
          </CardContent>
        </Card>
      )}
      <Toaster toasts={[actionData && "toast" in actionData ? actionData.toast : undefined]} />
    </>
  );
}
