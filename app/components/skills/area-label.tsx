import type { SkillArea } from "~/lib/skills/map";
import { areaName } from "~/lib/skills/words";

/** 'C: Understanding words': the area's letter (the same in both languages, so not for translating) and its name. */
export function AreaLabel({ area }: { area: SkillArea }) {
  return (
    <>
      <span translate="no">{area.letter}</span>: {areaName(area)}
    </>
  );
}
