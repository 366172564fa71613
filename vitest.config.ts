import os from "node:os";
import path from "node:path";
import type { Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { paraglideForTests } from "./tests/support/vitest-paths";

const appParaglide = path.resolve("app/paraglide");

/**
 * Test files import the message catalogue that tests/support/vitest-setup.ts compiles as one module per language,
 * wherever they name app/paraglide (`~/paraglide/messages`, `./paraglide/runtime`): the build's one module per
 * message is for the browser's bundles, and would cost every test file seconds to load.
 */
function messagesPerLanguage(): Plugin {
  return {
    name: "messages-per-language",
    enforce: "pre",
    resolveId(source, importer) {
      if (!source.includes("paraglide")) return null;
      const target = path.isAbsolute(source)
        ? source
        : source.startsWith("~/")
          ? path.resolve("app", source.slice(2))
          : source.startsWith(".") && importer
            ? path.resolve(path.dirname(importer), source)
            : null;
      if (!target?.startsWith(`${appParaglide}/`)) return null;
      const file = paraglideForTests + target.slice(appParaglide.length);
      return file.endsWith(".js") ? file : `${file}.js`;
    },
  };
}

/** The `~` alias comes from tsconfig.json's paths, the one place it is defined. */
export default defineConfig({
  plugins: [tsconfigPaths(), messagesPerLanguage()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/support/vitest-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default keeps a core for itself, which on a 2-core machine runs one file at a time. Two at once there,
    // as playwright.config.ts does: a file waiting on PostgreSQL, Redis or a socket leaves its core to the other.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
