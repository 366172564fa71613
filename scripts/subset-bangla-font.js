// Builds app/fonts/noto-sans-bengali.woff2 for Bangla pages: Noto Sans Bengali (OFL-1.1, from npm
// @fontsource-variable/noto-sans-bengali) cut to the Bengali block, the danda, the joiners and the dotted circle,
// with all its shaping rules (conjuncts such as ক্ষ, ত্য, র্ব, স্ত্র) but no hinting, and its weight axis narrowed
// to the 400-800 the pages use: 71 KB instead of 108 KB.
// Run: node scripts/subset-bangla-font.js (the output is committed; rerun only to change what it holds). The three
// fonts cut from Noto Sans Bengali share app/fonts/noto-sans-bengali.LICENSE.txt.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(
  root,
  "node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
);
const target = path.join(root, "app/fonts/noto-sans-bengali.woff2");
let characters = "\u0964\u0965\u200C\u200D\u25CC";
for (let code = 0x0980; code <= 0x09fe; code++) characters += String.fromCodePoint(code);

const subset = await subsetFont(fs.readFileSync(source), characters, {
  targetFormat: "woff2",
  noHinting: true,
  variationAxes: { wght: { min: 400, max: 800 } },
  preserveNameIds: [13, 14],
});
fs.writeFileSync(target, subset);
console.log(`${path.relative(root, target)}: ${subset.length} bytes`);
