import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "~/ui/button";
import { enhanceAttributes, enhanceData, withData } from "./enhance-contract";

describe("the enhancement contract", () => {
  it("names each attribute after its dataset key, so the script reads what the component wrote", () => {
    for (const [key, attribute] of Object.entries(enhanceAttributes)) {
      expect(attribute).toBe(`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
    }
  });

  it("writes props to spread, leaving out what is undefined, and selects by name and value", () => {
    expect(enhanceData({ confirm: "Cancel it?", maxBytes: 1024, preview: undefined, print: "" })).toEqual({
      "data-confirm": "Cancel it?",
      "data-max-bytes": "1024",
      "data-preview": undefined,
      "data-print": "",
    });
    expect(renderToStaticMarkup(Button({ type: "submit", pendingLabel: "Saving...", children: "Save" }))).toContain(
      'data-pending-label="Saving..."',
    );
    expect(withData("removeFile")).toBe("[data-remove-file]");
    expect(withData("summary", "preschool:outdoor")).toBe('[data-summary="preschool:outdoor"]');
  });
});
