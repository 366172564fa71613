import os from "node:os";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/** The `~` alias comes from tsconfig.json's paths, the one place it is defined. */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default keeps a core for itself, which on a 2-core machine runs one file at a time. Two at once there,
    // as playwright.config.ts does: a file waiting on PostgreSQL, Redis or a socket leaves its core to the other.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
