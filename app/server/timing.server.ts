/**
 * Runs `work` and answers no sooner than `floorMs` after it started, so how long the answer took says nothing about
 * which path the work took (an address with an account or without). The floor must exceed the slowest path.
 */
export async function withTimeFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
