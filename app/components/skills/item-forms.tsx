import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useSchemaForm } from "~/components/forms/schema-form";
import { FoldedForm } from "~/components/staff/folded-form";
import { localDigits } from "~/lib/i18n/digits";
import type { SkillArea } from "~/lib/skills/map";
import { areaName } from "~/lib/skills/words";
import { skillMaxScores } from "~/lib/statuses";
import { m } from "~/paraglide/messages";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, FormErrors, SelectField, TextareaField } from "~/ui/field";

/** Staff → Skills' forms (docs/product.md#skills-map-and-progress-reviews): import, add, edit, retire. */

type Result = SubmissionResult<string[]> | null | undefined;

const maxOptions = () => skillMaxScores.map((max) => ({ value: String(max), label: localDigits(max) }));

/** Import Items: the school's licensed CSV, with the licence confirmed. */
export function ImportForm({ problems }: { problems: string[] }) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label={m.skills_import_title()}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-slate-700">{m.skills_import_help()}</p>
      <p className="rounded-lg bg-slate-100 p-3 font-mono text-sm break-all" translate="no">
        code,area,max_score,staff_text,parent_text_en,parent_text_bn
      </p>
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
        {m.skills_import_file()}
        <input type="file" name="file" accept=".csv,text/csv" required className="text-sm" />
      </label>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input type="checkbox" name="licence" required className="mt-1 h-5 w-5 shrink-0 accent-brand-700" />
        {m.skills_licence_label()}
      </label>
      {problems.length ? (
        <ul
          role="alert"
          className="list-disc rounded-lg bg-red-50 p-3 pl-8 text-sm text-red-800"
          data-testid="import-problems"
        >
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button type="submit" pendingLabel={m.skills_importing()}>
          {m.skills_import_button()}
        </Button>
      </div>
    </Form>
  );
}

/** Add an item by hand. */
export function AddItemForm({ areas, area, lastResult }: { areas: SkillArea[]; area: string; lastResult: Result }) {
  const { form, fields, formProps } = useSchemaForm("skill-item", {
    id: "add-item",
    lastResult,
    defaultValue: { area, maxScore: "1" },
  });
  return (
    <Form method="post" {...formProps} aria-label={m.skills_add_item()} className="grid gap-4 sm:grid-cols-3">
      <input type="hidden" name="intent" value="item.create" />
      <Field meta={fields.code} label={m.skills_code()} maxLength={20} hint={m.skills_code_hint()} />
      <SelectField
        meta={fields.area}
        label={m.skills_area_label()}
        options={areas.map((a) => ({ value: a.letter, label: `${a.letter}: ${areaName(a)}` }))}
      />
      <SelectField meta={fields.maxScore} label={m.skills_max_score()} options={maxOptions()} />
      <ItemTexts fields={fields} />
      <FormErrors form={form} />
      <div className="sm:col-span-3">
        <Button type="submit" pendingLabel={m.skills_saving()}>
          {m.skills_add_item()}
        </Button>
      </div>
    </Form>
  );
}

type TextFields = Parameters<typeof TextareaField>[0]["meta"];

function ItemTexts({
  fields,
}: {
  fields: { staffText: TextFields; parentTextEn: TextFields; parentTextBn: TextFields };
}) {
  return (
    <>
      <TextareaField
        meta={fields.staffText}
        label={m.skills_staff_text()}
        className="sm:col-span-3"
        rows={2}
        maxLength={1000}
        compact
      />
      <TextareaField
        meta={fields.parentTextEn}
        label={m.skills_parent_text_en()}
        className="sm:col-span-3"
        rows={2}
        maxLength={500}
        compact
      />
      <TextareaField
        meta={fields.parentTextBn}
        label={m.skills_parent_text_bn()}
        rows={2}
        maxLength={500}
        lang="bn"
        compact
        className="bangla-face sm:col-span-3"
      />
    </>
  );
}

export type ItemRowData = {
  id: string;
  code: string;
  area: string;
  maxScore: number;
  staffText: string;
  parentTextEn: string;
  parentTextBn: string | null;
  active: boolean;
  demo: boolean;
};

/** One item: its texts, Edit (folded) and Retire or Restore. */
export function ItemRow({ item, lastResult }: { item: ItemRowData; lastResult: Result }) {
  const { form, fields, formProps } = useSchemaForm("skill-item-edit", {
    id: `edit-${item.id}`,
    lastResult,
    defaultValue: {
      itemId: item.id,
      maxScore: String(item.maxScore) as "1",
      staffText: item.staffText,
      parentTextEn: item.parentTextEn,
      parentTextBn: item.parentTextBn ?? "",
    },
  });
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="skill-item">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-bold text-ink" translate="no">
          {item.code}
        </span>
        <span className="text-sm text-slate-600">{m.skills_out_of({ max: localDigits(item.maxScore) })}</span>
        {item.demo ? <Badge tone="info">{m.skills_demo_badge()}</Badge> : null}
        {item.active ? null : <Badge tone="neutral">{m.skills_retired_badge()}</Badge>}
      </div>
      <p className="text-ink" translate="no">
        {item.staffText}
      </p>
      <p className="text-sm text-slate-600">
        {m.skills_parents_read()} <span translate="no">{item.parentTextEn}</span>
        {item.parentTextBn ? (
          <>
            {" · "}
            <span lang="bn" className="bangla-face">
              {item.parentTextBn}
            </span>
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <FoldedForm summary={m.skills_edit()} context={item.code} open={Boolean(lastResult)}>
          <Form
            method="post"
            {...formProps}
            aria-label={m.skills_edit_item({ code: item.code })}
            className="grid gap-3 sm:grid-cols-3"
          >
            <input type="hidden" name="intent" value="item.update" />
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="area" value={item.area} />
            <SelectField meta={fields.maxScore} label={m.skills_max_score()} options={maxOptions()} compact />
            <ItemTexts fields={fields} />
            <FormErrors form={form} />
            <div className="sm:col-span-3">
              <Button type="submit" size="sm" pendingLabel={m.skills_saving()}>
                {m.skills_save()}
              </Button>
            </div>
          </Form>
        </FoldedForm>
        <Form method="post">
          <input type="hidden" name="intent" value={item.active ? "item.retire" : "item.restore"} />
          <input type="hidden" name="itemId" value={item.id} />
          <Button type="submit" size="sm" variant="outline" pendingLabel={m.skills_saving()}>
            {item.active ? m.skills_retire() : m.skills_restore()}
            <span className="sr-only" translate="no">
              {" "}
              {item.code}
            </span>
          </Button>
        </Form>
      </div>
    </li>
  );
}
