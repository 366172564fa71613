import { eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { dhakaIsoDate } from "~/lib/format";
import type { Language } from "~/lib/i18n/language";
import { isUuid } from "~/lib/ids";
import { unknownItemText } from "~/lib/refusals/skills";
import { parseForm } from "~/lib/schemas/parse-form";
import { areaLetters, reviewSchema, targetChoice } from "~/lib/schemas/skills";
import { notFoundToast } from "~/lib/schemas/staff-errors";
import { m } from "~/paraglide/messages";
import { childAreaScores, childMap, childRounds, childTargets } from "~/server/data/skills/map.server";
import { currentCycle, saveReview, staffReviews } from "~/server/data/skills/reviews.server";
import { setTargets, type TargetChange } from "~/server/data/skills/targets.server";
import { db, schema } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { invalid } from "~/server/forms/form-results.server";

/**
 * Staff → one child's progress (docs/product.md#skills-map-and-progress-reviews): the map, every round's scores of one
 * area with the targets, and the review of the current cycle; its forms told apart by `intent`.
 */

/** The child with its parent, for staff; null when there is no such child. */
async function childForStaff(childId: string) {
  if (!isUuid(childId)) return null;
  const [row] = await db
    .select({
      id: schema.children.id,
      name: schema.children.name,
      parentId: schema.users.id,
      parentName: sql<string>`coalesce(${schema.profiles.fullName}, ${schema.users.name})`,
      parentLanguage: schema.users.language,
    })
    .from(schema.children)
    .innerJoin(schema.users, eq(schema.users.id, schema.children.parentId))
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.children.parentId))
    .where(eq(schema.children.id, childId));
  return row ? { ...row, parentLanguage: row.parentLanguage as Language } : null;
}

export async function loadChildProgress(childId: string, url: URL, now: Date) {
  const child = await childForStaff(childId);
  if (!child) return null;
  const [map, rounds, targets, reviews, cycle] = await Promise.all([
    childMap(child.id),
    childRounds(child.id),
    childTargets(child.id),
    staffReviews(child.id),
    currentCycle(child.id, dhakaIsoDate(now)),
  ]);
  const withItems = map.areas.filter((area) => area.items > 0);
  const asked = url.searchParams.get("area")?.toUpperCase() ?? "";
  const area = withItems.find((a) => a.letter === asked) ?? withItems[0] ?? null;
  const areaScores = area ? await childAreaScores(child.id, area.letter) : [];
  const draft = reviews.find((review) => review.cycleStart === cycle.start && !review.publishedAt) ?? null;
  return { child, map, rounds, targets, reviews, cycle, draft, area, areaScores };
}

export async function handleChildProgressAction(formData: FormData, actorId: string, childId: string, now: Date) {
  const intent = String(formData.get("intent") ?? "");
  const here = (area?: string) => `/staff/children/${childId}/progress${area ? `?area=${area}` : ""}`;
  if (intent === "targets.save") {
    const area = String(formData.get("area") ?? "");
    const items = String(formData.get("items") ?? "")
      .split(",")
      .filter(Boolean);
    const changes: TargetChange[] = [];
    for (const [index, itemId] of items.entries()) {
      const value = formData.get(`t${index}`);
      const was = String(formData.get(`w${index}`) ?? "");
      if (value === null || String(value) === was) continue;
      const status = targetChoice.safeParse(String(value) || undefined);
      if (!status.success) throw data(null, { status: 400 });
      changes.push({ itemId, status: status.data ?? null });
    }
    const result = await setTargets(actorId, childId, changes, now);
    if (!result.ok && result.reason === "not-found") return redirectWithToast("/staff/parents", notFoundToast("child"));
    if (!result.ok)
      return redirectWithToast(here(area), {
        title: m.skills_not_saved(),
        description: unknownItemText(),
        variant: "destructive",
      });
    return redirectWithToast(here(areaLetters.includes(area) ? area : undefined), {
      title: m.skills_targets_saved(),
      description: result.changed ? m.skills_targets_saved_description() : m.skills_scores_unchanged(),
      variant: "success",
    });
  }
  if (intent === "review.save" || intent === "review.publish") {
    const submission = parseForm(formData, reviewSchema);
    if (submission.status !== "success") return invalid(submission.reply(), "review");
    const publish = intent === "review.publish";
    const result = await saveReview(actorId, childId, submission.value, { publish, now });
    if (!result.ok) {
      if (result.reason === "not-found") return redirectWithToast("/staff/parents", notFoundToast("child"));
      const description =
        result.reason === "published" ? m.skills_review_already_published() : m.skills_review_not_assessed();
      return invalid(submission.reply(), "review", {
        title: m.skills_not_saved(),
        description,
        variant: "destructive",
      });
    }
    return redirectWithToast(here(), {
      title: publish ? m.skills_review_published() : m.skills_review_saved(),
      description: publish ? m.skills_review_published_description() : m.skills_review_saved_description(),
      variant: "success",
    });
  }
  throw data(null, { status: 400 });
}
