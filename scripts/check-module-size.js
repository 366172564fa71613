// Fails when a module in app/ grows past MAX_LINES, so a module that keeps growing is split while it is still easy.
// Content (app/content/), tests and the generated message catalogue (app/paraglide/) are left out.
// Run by `npm run lint`; `node scripts/check-module-size.js [dir]` checks another folder.
import fs from "node:fs";
import path from "node:path";

const MAX_LINES = 500;
const root = path.resolve(process.argv[2] ?? "app");
const skippedFolders = new Set(["content", "paraglide"].map((name) => path.join(root, name)));
const isModule = (name) => /\.(?:ts|tsx|js|jsx|mjs)$/.test(name) && !/\.test\.[^.]+$/.test(name);

function* modules(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(full)) yield* modules(full);
    } else if (isModule(entry.name)) {
      yield full;
    }
  }
}

const lineCount = (file) => {
  const text = fs.readFileSync(file, "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
};

const tooLong = [...modules(root)]
  .map((file) => ({ file: path.relative(process.cwd(), file), lines: lineCount(file) }))
  .filter(({ lines }) => lines > MAX_LINES);

for (const { file, lines } of tooLong) {
  console.error(`${file}: ${lines} lines, over the ${MAX_LINES}-line limit; split it into smaller modules.`);
}
process.exit(tooLong.length ? 1 : 0);
