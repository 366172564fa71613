// Fails when a file cites a document the repository does not hold: the product specification, the product brief or
// the engineering guide by name, or an issue by its number. What the product does and why live in docs/product.md
// and docs/decisions/; a comment, test or doc points there instead, and a pointer at a section of docs/product.md
// must name one that exists. Run by `npm run lint`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Where the rule applies. */
const checkedPaths = ["app", "db", "scripts", "tests", "docs", "README.md"];

/**
 * What a citation looks like. The names are matched in capitals, as they are written when cited, so 'special',
 * 'FileSpec' and `trial.spec.ts` pass. (The `\b` before each name also keeps these lines from matching themselves.)
 * An issue's number may follow on the next line of a comment.
 */
const citations = [
  { what: "the product specification", pattern: /\bSPEC\b/g },
  { what: "the product brief", pattern: /\bPRODUCT\b/g },
  { what: "the engineering guide", pattern: /\bENGINEERING\b/g },
  { what: "a numbered section", pattern: /§\s*\d/g },
  { what: "an issue", pattern: /\b[Ii]ssues?(?:\s|\*|\/\/|#)*\d/g },
];

/** The line (from 1) of `text` that the character at `index` is on. */
const lineAt = (text, index) => text.slice(0, index).split("\n").length;

/** The lines of `text` that cite, in order, each with what it cites ('an issue', …) and its text. */
export function findCitations(text) {
  const lines = text.split("\n");
  const cited = new Map();
  for (const { what, pattern } of citations) {
    for (const match of text.matchAll(pattern)) {
      const line = lineAt(text, match.index);
      cited.set(line, [...(cited.get(line) ?? []), what]);
    }
  }
  return [...cited]
    .sort(([a], [b]) => a - b)
    .map(([line, what]) => ({ line, what: [...new Set(what)].join(", "), text: lines[line - 1].trim() }));
}

const productPage = "docs/product.md";

/** The anchors GitHub gives a Markdown page's headings: '## Fees and billing' → 'fees-and-billing'. */
export function sectionAnchors(markdown) {
  return new Set(
    [...markdown.matchAll(/^#{1,6} +(.+?) *$/gm)].map(([, title]) =>
      title
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replace(/ /g, "-"),
    ),
  );
}

/** The pointers in `text` at sections of docs/product.md that are not among `anchors`, with their lines. */
export function brokenPointers(text, anchors) {
  return [...text.matchAll(/docs\/product\.md#([\w-]+)/g)]
    .filter(([, anchor]) => !anchors.has(anchor))
    .map((match) => ({ line: lineAt(text, match.index), anchor: match[1] }));
}

/** The checked files git knows of, committed or new, leaving out what .gitignore ignores. */
function checkedFiles(root) {
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...checkedPaths],
    { cwd: root, encoding: "utf8" },
  );
  return [...new Set(listed.split("\0").filter(Boolean))].filter((file) => fs.existsSync(path.join(root, file)));
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const problems = [];
  const anchors = sectionAnchors(fs.readFileSync(path.join(root, productPage), "utf8"));
  for (const file of checkedFiles(root)) {
    const bytes = fs.readFileSync(path.join(root, file));
    if (bytes.includes(0)) continue;
    const text = bytes.toString("utf8");
    for (const { line, anchor } of brokenPointers(text, anchors))
      problems.push(`${file}:${line}: points at #${anchor}, which ${productPage} has no section for`);
    for (const citation of findCitations(text)) {
      problems.push(`${file}:${citation.line}: cites ${citation.what}: ${citation.text}`);
    }
  }
  if (problems.length === 0) return;
  console.error(problems.join("\n"));
  console.error(
    `\n${problems.length} problem(s). Point at a section of ${productPage} or at docs/decisions/NNN-….md, never at documents outside the repository.`,
  );
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
