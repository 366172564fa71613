// `npm start`: serves the production build, building it first when it is missing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

if (!fs.existsSync(path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js"))) {
  console.log("No production build found; building it first (about a minute)…");
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server.js");
