import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const buildDir = process.env.BUILD_DIR ?? "build";

test("the client build holds no server module, and every server module is named so", () => {
  // Written by vite.config.ts's guard, which fails the build on any server module in the browser bundle.
  const clientModules = JSON.parse(fs.readFileSync(path.join(buildDir, "client-modules.json"), "utf8")) as string[];
  expect(clientModules.length).toBeGreaterThan(50);
  expect(clientModules.filter((file) => file.startsWith("app/server/") || /\.server\.[cm]?[jt]sx?$/.test(file))).toEqual([]);

  // React Router refuses browser imports only of .server modules, so every module under app/server carries the suffix.
  const serverFiles = fs.readdirSync("app/server", { recursive: true, encoding: "utf8" }).filter((file) => /\.[jt]sx?$/.test(file));
  const unsuffixed = serverFiles.filter((file) => !/\.(server|test|abuse\.test|server\.test)\.[jt]sx?$/.test(file) && !file.endsWith(".test.ts"));
  expect(unsuffixed).toEqual([]);
});
