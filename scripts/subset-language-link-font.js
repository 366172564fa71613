// Builds app/fonts/language-link.woff2: the letters of the language link 'বাংলা' that English pages show, cut from
// Noto Sans Bengali (variable weight, OFL-1.1, from npm @fontsource-variable/noto-sans-bengali) with the shaping rules
// they need. Many systems have no Bengali font, and English pages do not load the whole one (app/bangla-font.css).
// Run: node scripts/subset-language-link-font.js after changing `language_link` in messages/en.json; it prints the
// unicode-range for app/app.css. tests/e2e/language.spec.ts checks that the link paints.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(
  root,
  "node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
);
const target = path.join(root, "app/fonts/language-link.woff2");
const messages = JSON.parse(fs.readFileSync(path.join(root, "messages/en.json"), "utf8"));
const text = messages.language_link;
const bengali = [...new Set([...text].filter((c) => /[\u0980-\u09FF\u0964\u0965]/.test(c)))].sort();

const subset = await subsetFont(fs.readFileSync(source), bengali.join(""), {
  targetFormat: "woff2",
  noHinting: true,
  preserveNameIds: [13, 14],
});
fs.writeFileSync(target, subset);
const range = bengali.map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`).join(", ");
console.log(`${path.relative(root, target)}: ${subset.length} bytes\nunicode-range: ${range};`);
