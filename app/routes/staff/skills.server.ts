import { data } from "react-router";
import { localDigits } from "~/lib/i18n/digits";
import { importProblemText } from "~/lib/refusals/skills";
import { parseForm } from "~/lib/schemas/parse-form";
import { skillImportSchema, skillItemEditSchema, skillItemSchema } from "~/lib/schemas/skills";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { freshToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { importItems, importLimits } from "~/server/data/skills/import.server";
import { createItem, setItemActive, updateItem } from "~/server/data/skills/items.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";
import { readPageForm } from "~/server/forms/page-form.server";
import type { FilePart } from "~/server/forms/read-form.server";
import { readTextForm } from "~/server/forms/read-form.server";

/**
 * Staff → Skills (docs/product.md#skills-map-and-progress-reviews): import the school's items from a CSV, add, edit,
 * retire and restore items; the forms told apart by `intent`.
 */

class FileTooLarge extends Error {}

/** Reads the uploaded CSV into memory, refusing more than the import's limit. */
async function readCsv(part: FilePart) {
  const reader = part.stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > importLimits.fileBytes) {
      await reader.cancel();
      throw new FileTooLarge();
    }
    chunks.push(value);
  }
  return { name: part.filename, text: new TextDecoder("utf-8").decode(Buffer.concat(chunks)) };
}

const here = (area?: string | null) => `/staff/skills${area ? `?area=${area}` : ""}`;

const refused = (description: string, problems: string[] = []) =>
  data(
    {
      form: "import",
      problems,
      toast: freshToast({ title: m.skills_import_refused(), description, variant: "destructive" }),
    },
    { status: 400 },
  );

/** The import form: multipart, its file read into memory (1 MB at most). */
export async function handleImport(request: Request, actorId: string) {
  const read = await readPageForm(request, {
    maxBodyBytes: importLimits.fileBytes + 64 * 1024,
    limitHint: m.skills_import_limit(),
    file: { field: "file", save: readCsv },
  });
  if (read.error) return data({ form: "import", problems: [], toast: read.error.toast }, { status: read.error.status });
  const { form } = read;
  const licence = parseForm(form.fields, skillImportSchema);
  if (licence.status !== "success") return refused(m.skills_licence_required());
  if (!form.file) return refused(m.skills_import_choose_file());
  if (!form.file.ok)
    return refused(
      form.file.error instanceof FileTooLarge ? m.skills_import_limit() : m.skills_import_unreadable_file(),
    );
  const result = await importItems(actorId, form.file.value, true);
  if (!result.ok) {
    const problems = result.problems.map(importProblemText);
    return refused(
      problems.length === 1 ? problems[0]! : m.skills_import_problems({ count: localDigits(problems.length) }),
      problems.slice(0, 50),
    );
  }
  return redirectWithToast(here(result.firstArea), {
    title: m.skills_imported(),
    description: m.skills_imported_description({
      created: localDigits(result.created),
      updated: localDigits(result.updated),
    }),
    variant: "success",
  });
}

export async function handleItemAction(request: Request, actorId: string) {
  const formData = await readTextForm(request);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "item.create") {
    const submission = parseForm(formData, skillItemSchema);
    if (submission.status !== "success") return invalid(submission.reply(), "item.create");
    const result = await createItem(actorId, submission.value);
    if (!result.ok) return invalid(submission.reply({ fieldErrors: { code: [m.skills_code_taken()] } }), "item.create");
    return redirectWithToast(here(submission.value.area), {
      title: m.skills_item_added(),
      description: submission.value.code,
      variant: "success",
    });
  }
  if (intent === "item.update") {
    const submission = parseForm(formData, skillItemEditSchema);
    const form = `item.update.${String(formData.get("itemId") ?? "")}`;
    if (submission.status !== "success") return invalid(submission.reply(), form);
    const { itemId, ...input } = submission.value;
    const result = await updateItem(actorId, itemId, input);
    if (!result.ok && result.reason === "not-found") return redirectWithToast(here(), notFoundToast("skill"));
    if (!result.ok) return invalid(submission.reply({ fieldErrors: { maxScore: [m.skills_max_below_score()] } }), form);
    return redirectWithToast(here(String(formData.get("area") ?? "")), {
      title: m.skills_item_saved(),
      variant: "success",
    });
  }
  if (intent === "item.retire" || intent === "item.restore") {
    const item = await setItemActive(actorId, String(formData.get("itemId") ?? ""), intent === "item.restore");
    if (!item) return redirectWithToast(here(), notFoundToast("skill"));
    return redirectWithToast(here(item.area), {
      title: intent === "item.retire" ? m.skills_item_retired() : m.skills_item_restored(),
      description: item.code,
      variant: "success",
    });
  }
  throw data(null, { status: 400 });
}
