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
  },
});
