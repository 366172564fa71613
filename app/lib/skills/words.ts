import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { formatLongDate } from "../format";
import { localDigits } from "../i18n/digits";
import type { AssessmentKind, TargetStatus } from "../statuses";
import { type AreaFigure, changeOf, percentOf, type Round, type SkillArea } from "./map";

/** The skills map's words and figures in the page's language (docs/product.md#skills-map-and-progress-reviews). */

export const areaName = (area: Pick<SkillArea, "nameEn" | "nameBn">) =>
  getLocale() === "bn" ? area.nameBn : area.nameEn;

/** '75%', '৭৫%'. */
export const percentText = (value: number) => `${localDigits(value)}%`;

/** '+50', '−5', 'No change', or 'First check' when there is nothing to compare. */
export function changeText(change: number | null) {
  if (change === null) return m.skills_change_first();
  if (change === 0) return m.skills_change_none();
  return change > 0
    ? m.skills_change_up({ points: localDigits(change) })
    : m.skills_change_down({ points: localDigits(-change) });
}

/** '3 of 8', as in skills scored of the area's skills. */
export const scoredText = (figure: Pick<AreaFigure, "scored" | "items">) =>
  m.skills_scored_of({ scored: localDigits(figure.scored), items: localDigits(figure.items) });

export const kindLabel = (kind: AssessmentKind) =>
  kind === "baseline" ? m.skills_kind_baseline() : m.skills_kind_review();

/** 'Baseline, December 4, 2026'. */
export const roundText = (round: Round) => `${kindLabel(round.kind)}, ${formatLongDate(round.date)}`;

export const targetStatusLabel = (status: TargetStatus) =>
  ({
    planned: m.skills_status_planned,
    teaching: m.skills_status_teaching,
    mastered: m.skills_status_mastered,
    maintenance: m.skills_status_maintenance,
  })[status]();

/** The areas a map shows: those with items in use. */
export const shownAreas = (areas: AreaFigure[]) => areas.filter((area) => area.items > 0);

export { changeOf, percentOf };
