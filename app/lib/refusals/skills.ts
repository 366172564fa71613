import { m } from "~/paraglide/messages";
import { localDigits } from "../i18n/digits";

/**
 * The skills pages' refusals in words (docs/product.md#skills-map-and-progress-reviews): the reason codes of
 * app/server/data/skills/ as staff read them. Column names stay as the CSV spells them.
 */

/** Mirrors `ImportProblem` (app/server/data/skills/import.server.ts), which a browser module may not import. */
export type ImportProblemWords =
  | { row: number; column: string; reason: "required" | "too-long" | "code-shape" | "area" | "max-score" }
  | { row: number; column: "code"; reason: "duplicate"; firstRow: number }
  | { row: number; column: "max_score"; reason: "below-score"; score: number }
  | { row: 1; column: string; reason: "missing-column" }
  | { row: number; reason: "unreadable" }
  | { row: null; reason: "no-rows" | "too-many-rows" };

/** 'Row 14: max_score must be 1, 2 or 4.' */
export function importProblemText(problem: ImportProblemWords): string {
  if (problem.row === null)
    return problem.reason === "no-rows"
      ? m.skills_import_no_rows()
      : m.skills_import_too_many_rows({ max: localDigits(2000) });
  const row = localDigits(problem.row);
  switch (problem.reason) {
    case "unreadable":
      return m.skills_import_unreadable({ row });
    case "missing-column":
      return m.skills_import_missing_column({ row, column: problem.column });
    case "required":
      return m.skills_import_required({ row, column: problem.column });
    case "too-long":
      return m.skills_import_too_long({ row, column: problem.column });
    case "code-shape":
      return m.skills_import_code_shape({ row, column: problem.column });
    case "area":
      return m.skills_import_area({ row, column: problem.column });
    case "max-score":
      return m.skills_import_max_score({ row, column: problem.column });
    case "duplicate":
      return m.skills_import_duplicate({ row, column: problem.column, first: localDigits(problem.firstRow) });
    case "below-score":
      return m.skills_import_below_score({ row, column: problem.column, score: localDigits(problem.score) });
  }
}

/** The grid's refusals: a score above the item's maximum, an unknown item, a child outside the batch. */
export const aboveMaxText = (code: string, max: number, score: number) =>
  m.skills_refused_above_max({ code, max: localDigits(max), score: localDigits(score) });
export const unknownItemText = () => m.skills_refused_unknown_item();
export const childOutsideBatchText = () => m.skills_refused_child_outside();
