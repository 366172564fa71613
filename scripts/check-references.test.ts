import { describe, expect, it } from "vitest";
import { brokenPointers, findCitations, sectionAnchors } from "./check-references.js";

// The cited texts (and the broken pointer) are put together here, so that this file does not cite anything itself.
const named = (word: string) => word.toUpperCase();
const section = "\u00a7";
const issue = "issue";

describe("findCitations", () => {
  it("finds each document by name, a numbered section and an issue's number, with the line they are on", () => {
    const text = [
      `/** Fees in BDT (${named("spec")} ${section}9). */`,
      `/** The chat button (${named("product")}.md 29). */`,
      ` * Budgets (${named("engineering")}.md principle 4).`,
      `it("renews a place (${issue} 15)", () => {});`,
      `/** ${issue.replace("i", "I")} 16's forms on the staff batch page. */`,
      ` * back to /login (${issue}`,
      " * 14: applying for a place).",
      `See ${section} 5.`,
    ].join("\n");
    expect(findCitations(text).map(({ line, what }) => [line, what])).toEqual([
      [1, "the product specification, a numbered section"],
      [2, "the product brief"],
      [3, "the engineering guide"],
      [4, "an issue"],
      [5, "an issue"],
      [6, "an issue"],
      [8, "a numbered section"],
    ]);
  });

  it("quotes the line that cites", () => {
    expect(findCitations(`first\n  // ${issue} 17: Bangla  \nlast`)).toEqual([
      { line: 2, what: "an issue", text: `// ${issue} 17: Bangla` },
    ]);
  });

  it("lets pointers into the repository, ordinary words and code through", () => {
    const text = [
      "/** Fees in BDT (docs/product.md#fees-and-billing, decision 018). */",
      "INCLUDING ANY GENERAL, SPECIAL, INDIRECT, INCIDENTAL, OR CONSEQUENTIAL",
      "const spec: FileSpec<Upload> = memoryFile().spec;",
      "tests/e2e/trial.spec.ts checks the booking; the product spec's wording stays.",
      "const message = result.error.issues[0]?.message;",
      `it("the Submit Payment form says the ${issue}'s words")`,
      "No issues were found.",
    ].join("\n");
    expect(findCitations(text)).toEqual([]);
  });
});

describe("pointers at docs/product.md", () => {
  const anchors = sectionAnchors(
    ["# What the product does", "", "## Fees and billing", "Text.", "## Applications, the waitlist & offers"].join(
      "\n",
    ),
  );

  it("knows each section by the anchor GitHub gives its heading", () => {
    expect([...anchors]).toEqual(["what-the-product-does", "fees-and-billing", "applications-the-waitlist--offers"]);
  });

  it("finds a pointer at a section the page does not have, with its line", () => {
    const page = "docs/product.md";
    const text = `/** Fees (${page}#fees-and-billing). */\n/** Seats (${page}#seats). */`;
    expect(brokenPointers(text, anchors)).toEqual([{ line: 2, anchor: "seats" }]);
  });
});
