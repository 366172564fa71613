import { data } from "react-router";
import { dhakaIsoDate } from "~/lib/format";
import { localDigits } from "~/lib/i18n/digits";
import { aboveMaxText, childOutsideBatchText, unknownItemText } from "~/lib/refusals/skills";
import { parseForm } from "~/lib/schemas/parse-form";
import { gridRoundSchema } from "~/lib/schemas/skills";
import { freshToast } from "~/lib/toast";
import { m } from "~/paraglide/messages";
import { getBatch } from "~/server/data/batches.server";
import { listAreaCounts } from "~/server/data/skills/items.server";
import { batchChildren, loadGrid, type ScoreChange, saveScores } from "~/server/data/skills/scores.server";
import { redirectWithToast } from "~/server/flash.server";

/**
 * The batch's skills grid (docs/product.md#skills-map-and-progress-reviews): which round and area it shows, read from
 * the address, and its Save Scores. The page posts only indices (`s<row>_<column>`), the items and children they stand
 * for, and the value each cell was rendered with (`was`), so the form stays small and only the cells a teacher
 * changed are written.
 */

export async function loadBatchGrid(batchId: string, url: URL, now: Date) {
  const batch = await getBatch(batchId);
  if (!batch) return null;
  const [children, areas] = await Promise.all([batchChildren(batch.id), listAreaCounts()]);
  const withItems = areas.filter((area) => area.active > 0);
  // What the address does not say (or says wrongly) is today's baseline of the first area with items.
  const defaults = { kind: "baseline" as const, date: dhakaIsoDate(now), area: withItems[0]?.letter ?? "A" };
  const asked = new URLSearchParams(defaults);
  for (const [key, value] of url.searchParams) if (value) asked.set(key, value);
  const parsed = parseForm(asked, gridRoundSchema);
  const round = parsed.status === "success" ? parsed.value : defaults;
  const grid = await loadGrid(
    children.map((child) => child.id),
    round.area,
    round,
  );
  return { batch, children, areas: withItems, round, ...grid };
}

const url = (batchId: string, round: { kind: string; date: string; area: string }) =>
  `/staff/batches/${batchId}/skills?${new URLSearchParams(round)}`;

/** Save Scores: the changed cells of the grid, refused whole on a score above the maximum, an unknown item or an outsider. */
export async function saveBatchGrid(formData: FormData, actorId: string, batchId: string) {
  const submission = parseForm(formData, gridRoundSchema);
  if (submission.status !== "success") throw data(null, { status: 400 });
  const round = submission.value;
  const items = String(formData.get("items") ?? "")
    .split(",")
    .filter(Boolean);
  const children = String(formData.get("children") ?? "")
    .split(",")
    .filter(Boolean);
  const was = String(formData.get("was") ?? "");
  const changes: ScoreChange[] = [];
  const posted: Record<string, string> = {};
  items.forEach((itemId, row) => {
    children.forEach((childId, column) => {
      const value = formData.get(`s${row}_${column}`);
      if (value === null) return;
      const text = String(value);
      posted[`${childId}:${itemId}`] = text;
      const before = was[row * children.length + column] ?? "-";
      if (text === (before === "-" ? "" : before)) return;
      const score = text === "" ? null : Number(text);
      changes.push({ childId, itemId, score: score === null || Number.isNaN(score) ? null : score });
    });
  });
  const result = await saveScores(actorId, batchId, { kind: round.kind, date: round.date }, changes);
  if (!result.ok) {
    const description =
      result.reason === "above-max"
        ? aboveMaxText(result.code, result.max, result.score)
        : result.reason === "unknown-item"
          ? unknownItemText()
          : childOutsideBatchText();
    return data(
      { posted, toast: freshToast({ title: m.skills_not_saved(), description, variant: "destructive" }) },
      { status: 400 },
    );
  }
  const saved = result.saved + result.removed;
  return redirectWithToast(url(batchId, round), {
    title: m.skills_scores_saved(),
    description: saved === 0 ? m.skills_scores_unchanged() : m.skills_scores_saved_count({ count: localDigits(saved) }),
    variant: "success",
  });
}
