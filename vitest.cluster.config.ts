import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/** `npm run test:cluster`: two production instances behind HAProxy (tests/cluster), after a build. */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
