import type { AssessmentKind, TargetStatus } from "~/lib/statuses";

/**
 * The skills map's figures (docs/product.md#skills-map-and-progress-reviews), shared by the parent's and staff's pages,
 * the chart and a published review's frozen snapshot. Plain data: safe for the browser.
 */

/** One of the 25 areas, lettered A to Z without O, named in our own words. */
export type SkillArea = { letter: string; nameEn: string; nameBn: string };

/**
 * One area of a child's map: the sum of the child's latest scores over the sum of the maxima of the area's active
 * items, as of the latest round and as of the round before it.
 */
export type AreaFigure = SkillArea & {
  /** Active items in the area, and the sum of their maxima. */
  items: number;
  max: number;
  /** Items with a score in any round, and the sum of each one's latest score. */
  scored: number;
  reached: number;
  /** The same as of the round before the latest; null when there is none, or the area had no score then. */
  reachedBefore: number | null;
};

/** A round of scoring as a child's map counts it. */
export type Round = { kind: AssessmentKind; date: string };

/** Whole percent of the maximum reached (0 when the area has no items). */
export const percentOf = (reached: number, max: number) => (max > 0 ? Math.round((reached / max) * 100) : 0);

/** The change since the round before, in whole percentage points; null when there is nothing to compare. */
export function changeOf(figure: Pick<AreaFigure, "reached" | "reachedBefore" | "max">) {
  if (figure.reachedBefore === null || figure.max === 0) return null;
  return Math.round(((figure.reached - figure.reachedBefore) / figure.max) * 100);
}

/** The frozen copy of a child's map and targets that a published review keeps, whatever is scored later. */
export type ReviewSnapshot = {
  /** The rounds counted, newest first. */
  rounds: Round[];
  areas: AreaFigure[];
  /** The latest score of each scored active item, in the parent's words (never staff's notes). */
  scores: Array<{ code: string; area: string; max: number; score: number; textEn: string; textBn: string | null }>;
  targets: Array<{ code: string; area: string; status: TargetStatus; textEn: string; textBn: string | null }>;
};

/** Staff's comments on a review, by area letter. */
export type AreaComments = Record<string, string>;

/** The batch grid's `was` field: one character per cell, row by row, '-' for none, else the score the cell showed. */
export const encodeWas = (values: Array<number | null>) => values.map((v) => (v === null ? "-" : String(v))).join("");
