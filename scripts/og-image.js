// Builds public/og-image.png (1200x630), the social preview image, from our own SVG art.
// Run: node scripts/og-image.js (the output is committed; rerun after changing the brand or the hero art).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = fs.readFileSync(path.join(root, "app/lib/site-config.ts"), "utf8");
const fact = (key) => config.match(new RegExp(`\\b${key}: "([^"]+)"`))?.[1] ?? "";
const escapeXml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const name = escapeXml(fact("name"));
const tagline = escapeXml(fact("tagline"));

const width = 1200;
const height = 630;
const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#115e59"/>
  <circle cx="1140" cy="40" r="180" fill="#0f766e"/>
  <g transform="translate(64 88)">
    <circle cx="28" cy="28" r="28" fill="#f0fdfa"/>
    <path d="M11 39 24 20l7 11 4-6 10 14Z" fill="#0f766e"/>
    <circle cx="39" cy="17" r="6" fill="#fbbf24"/>
    <text x="76" y="40" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${name}</text>
  </g>
  <text font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" fill="#ffffff" font-size="52">
    <tspan x="64" y="270">Where curious</tspan>
    <tspan x="64" y="336">children learn,</tspan>
    <tspan x="64" y="402">play and explore</tspan>
  </text>
  <text x="64" y="480" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" fill="#ccfbf1">${tagline}</text>
  <rect x="64" y="520" width="120" height="8" rx="4" fill="#fbbf24"/>
</svg>`);

const hero = await sharp(path.join(root, "public/illustrations/hero-explorers.svg"), { density: 144 })
  .resize(500, 375)
  .png()
  .toBuffer();
const rounded = await sharp(hero)
  .composite([
    {
      input: Buffer.from(`<svg width="500" height="375"><rect width="500" height="375" rx="28" fill="#fff"/></svg>`),
      blend: "dest-in",
    },
  ])
  .png()
  .toBuffer();

await sharp(background)
  .composite([{ input: rounded, left: 650, top: 128 }])
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(root, "public/og-image.png"));
console.log("wrote public/og-image.png");
