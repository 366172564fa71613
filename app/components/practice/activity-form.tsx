import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Fragment } from "react";
import { Form, Link } from "react-router";
import type * as z from "zod/mini";
import type { activityEditSchema } from "~/lib/schemas/practice";
import { m } from "~/paraglide/messages";
import { Button, buttonClass } from "~/ui/button";
import { Field, FieldError, FormErrors, TextareaField } from "~/ui/field";

/** Staff → Activities' form (docs/product.md#home-practice): a new activity, or one being edited. */

export type ActivityValues = {
  id: string;
  titleEn: string;
  titleBn: string | null;
  materialsEn: string;
  materialsBn: string | null;
  stepsEn: string;
  stepsBn: string | null;
  lookForEn: string;
  lookForBn: string | null;
  link: string | null;
  skills: Array<{ id: string; code: string }>;
};

/** The activity's longer texts, each in English and, optionally, Bangla side by side. */
const bilingualTexts = [
  {
    en: "materialsEn",
    bn: "materialsBn",
    label: m.practice_materials,
    labelBn: m.practice_materials_bn,
    rows: 2,
    maxLength: 1000,
  },
  { en: "stepsEn", bn: "stepsBn", label: m.practice_steps, labelBn: m.practice_steps_bn, rows: 4, maxLength: 2000 },
  {
    en: "lookForEn",
    bn: "lookForBn",
    label: m.practice_look_for,
    labelBn: m.practice_look_for_bn,
    rows: 2,
    maxLength: 1000,
  },
] as const;

type Props = {
  skills: Array<{ id: string; code: string; text: string }>;
  editing: ActivityValues | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
};

export function ActivityForm({ skills, editing, lastResult }: Props) {
  const [form, fields] = useForm<z.input<typeof activityEditSchema>>({
    id: editing ? `activity-${editing.id}` : "new-activity",
    lastResult,
    defaultValue: editing
      ? {
          titleEn: editing.titleEn,
          titleBn: editing.titleBn ?? "",
          materialsEn: editing.materialsEn,
          materialsBn: editing.materialsBn ?? "",
          stepsEn: editing.stepsEn,
          stepsBn: editing.stepsBn ?? "",
          lookForEn: editing.lookForEn,
          lookForBn: editing.lookForBn ?? "",
          link: editing.link ?? "",
        }
      : undefined,
  });
  const posted = lastResult?.initialValue?.skills as string[] | string | undefined;
  const chosen = new Set(
    posted === undefined ? (editing?.skills.map((s) => s.id) ?? []) : Array.isArray(posted) ? posted : [posted],
  );
  const title = editing ? m.practice_edit_activity() : m.practice_new_activity();
  return (
    <Form method="post" {...getFormProps(form)} aria-label={title} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={editing ? "activity.update" : "activity.create"} />
      {editing ? <input type="hidden" name="activityId" value={editing.id} /> : null}
      <Field meta={fields.titleEn} label={m.practice_title()} maxLength={120} compact />
      <Field
        meta={fields.titleBn}
        label={m.practice_title_bn()}
        maxLength={120}
        lang="bn"
        className="bangla-face"
        compact
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-xs font-semibold text-slate-600">{m.practice_skills()}</legend>
        {skills.length ? (
          <div className="mt-2 grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2">
            {skills.map((skill) => (
              <label key={skill.id} className="flex items-start gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="skills"
                  value={skill.id}
                  defaultChecked={chosen.has(skill.id)}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="font-mono font-semibold" translate="no">
                    {skill.code}
                  </span>{" "}
                  <span translate="no">{skill.text}</span>
                </span>
              </label>
            ))}
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{m.practice_no_skills()}</p>
        )}
        <FieldError id={`${form.id}-skills-error`} errors={fields.skills.errors} />
      </fieldset>
      {bilingualTexts.map((text) => (
        <Fragment key={text.en}>
          <TextareaField
            meta={fields[text.en]}
            label={text.label()}
            rows={text.rows}
            maxLength={text.maxLength}
            compact
          />
          <TextareaField
            meta={fields[text.bn]}
            label={text.labelBn()}
            rows={text.rows}
            maxLength={text.maxLength}
            lang="bn"
            compact
            className="bangla-face"
          />
        </Fragment>
      ))}
      <Field
        meta={fields.link}
        type="url"
        label={m.practice_link()}
        hint={m.practice_link_hint()}
        maxLength={500}
        className="sm:col-span-2"
        compact
      />
      <FormErrors form={form} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" pendingLabel={m.practice_saving()}>
          {m.practice_save_activity()}
        </Button>
        {editing ? (
          <Link to="/staff/activities" className={buttonClass("outline")}>
            {m.practice_cancel_edit()}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
