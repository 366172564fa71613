// Runs a one-off task from the server build: `npm run db:seed`, `npm run create-admin -- --email …`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NODE_ENV ??= "production";
process.env.LOG_LEVEL ??= "warn";

if (!fs.existsSync(path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js"))) {
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const [task, ...argv] = process.argv.slice(2);
try {
  const build = await import(path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js"));
  console.log(await build.entry.module.runTask(task, argv));
  process.exit(0);
} catch (error) {
  const known = error && ["EnvError", "StartupError", "Error"].includes(error.name);
  console.error(known ? error.message : error);
  process.exit(1);
}
