import { CsvError, parse } from "csv-parse/sync";
import { inArray, sql } from "drizzle-orm";
import { isOneOf, type SkillMaxScore, skillMaxScores } from "~/lib/statuses";
import { db, schema } from "../../db.server";
import { writeAudit } from "../audit.server";
import type { ItemInput } from "./items.server";
import { listAreas } from "./items.server";

/**
 * The school's licensed items, imported from a CSV (docs/product.md#skills-map-and-progress-reviews, decision 023):
 * `code,area,max_score,staff_text,parent_text_en,parent_text_bn`, a header row first. Nothing is imported unless
 * every row is valid; a code already known updates that item. Errors name the row as a spreadsheet numbers it (the
 * header is row 1) and the column.
 */

export const csvColumns = ["code", "area", "max_score", "staff_text", "parent_text_en", "parent_text_bn"] as const;
export type CsvColumn = (typeof csvColumns)[number];

/** Why a row (or the file) was refused; the page words it (app/lib/refusals/skills.ts). */
export type ImportProblem =
  | { row: number; column: CsvColumn; reason: "required" | "too-long" | "code-shape" | "area" | "max-score" }
  | { row: number; column: "code"; reason: "duplicate"; firstRow: number }
  | { row: number; column: "max_score"; reason: "below-score"; score: number }
  | { row: 1; column: CsvColumn; reason: "missing-column" }
  | { row: number; reason: "unreadable" }
  | { row: null; reason: "no-rows" | "too-many-rows" };

export const importLimits = { rows: 2000, staffText: 1000, parentText: 500, fileBytes: 1024 * 1024 } as const;

/** An item's code: a letter or digit, then letters, digits, '.', '_' or '-', 20 characters at most ('C12', 'Z-demo-1'). */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/;

export type ParsedImport =
  | { ok: true; items: Array<ItemInput & { row: number }> }
  | { ok: false; problems: ImportProblem[] };

/** Reads and checks the file; touches nothing. `letters` are the framework's area letters. */
export function parseItemsCsv(text: string, letters: readonly string[]): ParsedImport {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: true });
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false, problems: [{ row: Number(error.lines) || 1, reason: "unreadable" }] };
    throw error;
  }
  const [header = [], ...rows] = records;
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = csvColumns.filter((column) => !names.includes(column));
  if (missing.length)
    return { ok: false, problems: missing.map((column) => ({ row: 1, column, reason: "missing-column" })) };
  const at = Object.fromEntries(csvColumns.map((column) => [column, names.indexOf(column)])) as Record<
    CsvColumn,
    number
  >;

  const problems: ImportProblem[] = [];
  const items: Array<ItemInput & { row: number }> = [];
  const seen = new Map<string, number>();
  rows.forEach((fields, index) => {
    const row = index + 2;
    if (fields.every((field) => field.trim() === "")) return;
    const cell = (column: CsvColumn) => (fields[at[column]] ?? "").trim();
    const required = (column: CsvColumn, max: number) => {
      const value = cell(column);
      if (!value) problems.push({ row, column, reason: "required" });
      else if (value.length > max) problems.push({ row, column, reason: "too-long" });
      return value;
    };
    const code = cell("code");
    if (!code) problems.push({ row, column: "code", reason: "required" });
    else if (!CODE_PATTERN.test(code)) problems.push({ row, column: "code", reason: "code-shape" });
    else if (seen.has(code.toLowerCase()))
      problems.push({ row, column: "code", reason: "duplicate", firstRow: seen.get(code.toLowerCase())! });
    else seen.set(code.toLowerCase(), row);
    const area = cell("area").toUpperCase();
    if (!letters.includes(area)) problems.push({ row, column: "area", reason: "area" });
    const max = Number(cell("max_score"));
    if (!isOneOf(skillMaxScores.map(String), cell("max_score")))
      problems.push({ row, column: "max_score", reason: "max-score" });
    const staffText = required("staff_text", importLimits.staffText);
    const parentTextEn = required("parent_text_en", importLimits.parentText);
    const parentTextBn = cell("parent_text_bn");
    if (parentTextBn.length > importLimits.parentText)
      problems.push({ row, column: "parent_text_bn", reason: "too-long" });
    items.push({
      row,
      code,
      area,
      maxScore: max as SkillMaxScore,
      staffText,
      parentTextEn,
      parentTextBn: parentTextBn || null,
    });
  });
  if (problems.length) return { ok: false, problems };
  if (items.length === 0) return { ok: false, problems: [{ row: null, reason: "no-rows" }] };
  if (items.length > importLimits.rows) return { ok: false, problems: [{ row: null, reason: "too-many-rows" }] };
  return { ok: true, items };
}

export type ImportResult =
  | { ok: true; importId: string; created: number; updated: number; firstArea: string }
  | { ok: false; problems: ImportProblem[] };

/**
 * Imports the file's items in one transaction, all or nothing: new codes are added, known ones updated (an item's
 * maximum never goes below a score already given). Records who imported it and that they confirmed the licence;
 * audited.
 */
export async function importItems(
  actorId: string,
  file: { name: string; text: string },
  licenceConfirmed: true,
): Promise<ImportResult> {
  const parsed = parseItemsCsv(
    file.text,
    (await listAreas()).map((area) => area.letter),
  );
  if (!parsed.ok) return parsed;
  const i = schema.skillItems;
  return db.transaction(async (tx) => {
    const codes = parsed.items.map((item) => item.code);
    // Known items are locked, so a score saved meanwhile cannot slip under a lowered maximum.
    const known = await tx
      .select({
        code: i.code,
        // Written out with its tables: in a query of one table Drizzle leaves its columns unqualified.
        top: sql<number | null>`(select max(s."score") from "skill_scores" s where s."item_id" = "skill_items"."id")`,
      })
      .from(i)
      .where(inArray(i.code, codes))
      .for("update");
    const problems: ImportProblem[] = [];
    for (const item of parsed.items) {
      const top = known.find((k) => k.code === item.code)?.top;
      if (top != null && item.maxScore < top)
        problems.push({ row: item.row, column: "max_score", reason: "below-score", score: top });
    }
    if (problems.length) return { ok: false, problems } as const;
    const [record] = await tx
      .insert(schema.skillImports)
      .values({
        importedBy: actorId,
        fileName: file.name.slice(0, 200),
        rowCount: parsed.items.length,
        created: parsed.items.length - known.length,
        updated: known.length,
        licenceConfirmed,
      })
      .returning({ id: schema.skillImports.id });
    const importId = record!.id;
    for (let start = 0; start < parsed.items.length; start += 500) {
      await tx
        .insert(i)
        .values(parsed.items.slice(start, start + 500).map(({ row: _row, ...item }) => ({ ...item, importId })))
        .onConflictDoUpdate({
          target: i.code,
          set: {
            area: sql`excluded.area`,
            maxScore: sql`excluded.max_score`,
            staffText: sql`excluded.staff_text`,
            parentTextEn: sql`excluded.parent_text_en`,
            parentTextBn: sql`excluded.parent_text_bn`,
            importId,
            updatedAt: sql`now()`,
          },
        });
    }
    const created = parsed.items.length - known.length;
    await writeAudit(tx, {
      actorId,
      action: "skills.import",
      entityType: "skills",
      entityId: importId,
      after: { fileName: file.name, rows: parsed.items.length, created, updated: known.length, licenceConfirmed },
    });
    return { ok: true, importId, created, updated: known.length, firstArea: parsed.items[0]!.area } as const;
  });
}

/** The latest imports, newest first, with who made them. */
export async function listImports(limit = 10) {
  const s = schema.skillImports;
  return db
    .select({
      id: s.id,
      fileName: s.fileName,
      rowCount: s.rowCount,
      created: s.created,
      updated: s.updated,
      createdAt: s.createdAt,
      by: schema.users.name,
    })
    .from(s)
    .leftJoin(schema.users, sql`${schema.users.id} = ${s.importedBy}`)
    .orderBy(sql`${s.createdAt} desc`)
    .limit(limit);
}
