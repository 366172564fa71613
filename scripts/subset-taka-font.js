// Builds app/fonts/taka-sign.woff2: the taka sign '৳' (U+09F3) alone, cut from Noto Sans Bengali (variable weight,
// OFL-1.1, from npm @fontsource-variable/noto-sans-bengali). Common system font stacks have no glyph for it, so
// headless Chromium on Debian, and some phones, draw an empty box. app/app.css loads the file only for U+09F3.
// Run: node scripts/subset-taka-font.js (the output is committed; rerun only to change the glyphs it holds).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(
  root,
  "node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
);
const target = path.join(root, "app/fonts/taka-sign.woff2");
const license = path.join(root, "app/fonts/noto-sans-bengali.LICENSE.txt");
const glyphs = "\u09F3";

const subset = await subsetFont(fs.readFileSync(source), glyphs, {
  targetFormat: "woff2",
  // One glyph needs no shaping rules or hinting; the weight axis stays, so 400 and 600 both draw a true weight.
  keepFeatures: [],
  noLayoutClosure: true,
  noHinting: true,
  // The copyright (kept by default) and the licence's name IDs travel inside the font, as the OFL asks.
  preserveNameIds: [13, 14],
});
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, subset);
fs.copyFileSync(path.join(source, "../../LICENSE"), license);
console.log(`${path.relative(root, target)}: ${subset.length} bytes`);
