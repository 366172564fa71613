import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { localDigits } from "~/lib/i18n/digits";
import { m } from "~/paraglide/messages";
import type { BatchSummary, RosterEntry } from "~/server/data/batches.server";
import { Button } from "~/ui/button";
import { SelectField } from "~/ui/field";

export type MoveTarget = Pick<BatchSummary, "id" | "name" | "seatsLeft"> & { schedule: string };

/**
 * Moving a place to another batch: one form under the roster, choosing the child and then the batch. The batches are
 * listed once, not in every row: a school with many open batches would otherwise repeat them per child.
 */
export function MovePlaceForm({ roster, targets }: { roster: RosterEntry[]; targets: MoveTarget[] }) {
  const [form, fields] = useForm<{ applicationId: string; batchId: string }>({ id: "move-place" });
  return (
    <details className="group mt-4" data-testid="move-place">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50">
        {m.ops_move_summary()}
      </summary>
      {targets.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{m.ops_move_none()}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-2 flex max-w-xl flex-col gap-2">
          <input type="hidden" name="intent" value="application.move" />
          <SelectField
            meta={fields.applicationId}
            label={m.ops_col_child()}
            compact
            required
            placeholder={m.staff_entry_choose_child()}
            options={roster.map((entry) => ({
              value: entry.applicationId,
              label: `${entry.child.name} · ${entry.parent.name}`,
            }))}
          />
          <SelectField
            meta={fields.batchId}
            label={m.ops_move_to()}
            compact
            required
            placeholder={m.ops_choose_batch()}
            options={targets.map((t) => ({
              value: t.id,
              label: (t.seatsLeft === 1 ? m.ops_move_option_one : m.ops_move_option_many)({
                name: t.name,
                schedule: t.schedule,
                count: localDigits(t.seatsLeft),
              }),
            }))}
          />
          <Button type="submit" size="sm" className="self-start" pendingLabel={m.ops_moving()}>
            {m.ops_move_child()}
          </Button>
        </Form>
      )}
    </details>
  );
}
