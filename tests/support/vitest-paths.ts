import path from "node:path";

/** Where tests/support/vitest-setup.ts keeps what it makes once per run. */
export const cacheDir = path.resolve("node_modules/.cache/vitest-support");

/** The message catalogue compiled one module per language, which test files import instead of app/paraglide. */
export const paraglideForTests = path.join(cacheDir, "paraglide");
